import { LandingPage } from "../features/landing/landing-page";

// The sign-in dialog arrives with accounts; until then the buttons that will open it do nothing.
function openSignIn() {}

function LandingRoute() {
  return (
    <>
      <title>Huddle: decide together</title>
      <LandingPage onSignIn={openSignIn} />
    </>
  );
}

export { LandingRoute as Component };
