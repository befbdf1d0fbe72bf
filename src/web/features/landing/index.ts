// What other folders may use of landing: the rest of the folder is its own.
export { LandingPage } from "./landing-page";
export { LandingScreen } from "./landing-screen";
export { landingSession } from "./landing-session";
export { LandingProviders } from "./lazy-landing-providers";
