import { useEffect, useState } from "react";
import { LandingPage } from "../features/landing/landing-page";
import { useGoogleSignInError } from "../features/auth/google-error";
import { LazySignInDialog, preloadSignInDialog } from "../features/auth/lazy-sign-in-dialog";
import { useSession } from "../features/auth/use-session";
import { useSignOut } from "../features/auth/use-sign-out";
import { afterPaint } from "../lib/after-paint";
import { wantToaster } from "../lib/toasts";
import { t } from "i18next";

function LandingRoute() {
  const { user } = useSession();
  const { signOut, pending } = useSignOut();
  const [signingIn, setSigningIn] = useState(false);
  useGoogleSignInError();

  // The Toaster (lib/toasts.ts) once this page has painted, not before.
  useEffect(() => {
    void afterPaint().then(wantToaster);
  }, []);

  // A visitor will likely want the dialog: fetch its code once the page has settled.
  useEffect(() => {
    if (user !== null) return;
    const timer = setTimeout(preloadSignInDialog, 1500);
    return () => clearTimeout(timer);
  }, [user]);

  return (
    <>
      <title>{t("landing.pageTitle")}</title>
      <LandingPage
        user={user}
        onSignIn={() => setSigningIn(true)}
        onSignOut={signOut}
        signingOut={pending}
      />
      <LazySignInDialog open={signingIn} onOpenChange={setSigningIn} returnTo="/" />
    </>
  );
}

export { LandingRoute as Component };
