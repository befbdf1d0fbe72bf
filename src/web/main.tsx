// The app's entry, kept small: the landing page at "/" is a marketing page that needs neither
// the data router nor TanStack Query before it paints, so it is its own lean app
// (landing-app.tsx); every other address starts the router app (router-app.tsx). Links from the
// landing page to the app are full page loads (decision 109).
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

if (window.location.pathname === "/") {
  void import("./landing-app").then((app) => app.startLandingApp(container));
} else {
  void import("./router-app").then((app) => app.startRouterApp(container));
}
