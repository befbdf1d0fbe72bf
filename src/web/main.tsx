// The app's entry, kept small: the landing page at "/" is a marketing page that needs neither
// the data router nor TanStack Query before it paints, so it is its own lean app
// (landing-app.tsx); every other address starts the router app (router-app.tsx). Links from the
// landing page to the app are full page loads (decision 109).
import { paintedFirst } from "./prerender/start";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// A page the server painted (decision 110) is on screen before any of the app's code runs.
void paintedFirst().then(() =>
  window.location.pathname === "/"
    ? import("./landing-app").then((app) => app.startLandingApp(container))
    : import("./router-app").then((app) => app.startRouterApp(container)),
);
