// The providers the landing page's dialogs need, in their own chunk: not in its first download.
import { lazyComponent } from "../../lib/lazy-component";

export const LandingProviders = lazyComponent(() =>
  import("./landing-providers").then((module) => module.default),
);
