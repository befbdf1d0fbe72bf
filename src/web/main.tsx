// The app's entry, kept small: the landing page at "/" is a marketing page that needs neither
// the data router nor TanStack Query before it paints, so it is its own lean app
// (landing-app.tsx); every other address starts the router app (router-app.tsx). Links from the
// landing page to the app are full page loads (decision 222).
import { nextTask } from "./lib/next-task";
import { retryImport } from "./lib/retry-import";
import { paintedFirst } from "./lib/prerendered";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// A page the server painted is on screen before any of the app's code runs.
// The app's code runs in a task of its own, and starts in the next (decision 222).
void paintedFirst().then(async () => {
  if (window.location.pathname === "/") {
    const app = await retryImport(() => import("./landing-app"));
    await nextTask();
    await app.startLandingApp(container);
  } else {
    // React's own code first, evaluated in a task of its own; the app's in the next.
    await retryImport(() => import("react-dom/client"));
    await nextTask();
    const app = await retryImport(() => import("./router-app"));
    await nextTask();
    await app.startRouterApp(container);
  }
});
