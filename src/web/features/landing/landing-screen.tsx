// The landing page with its sign-in dialog, and what it fetches once painted: the same in the
// lean landing app (landing-app.tsx) and in the router app's "/" route (routes/landing.tsx),
// which differ only in where the session comes from (decision 222).
import { useEffect, useState } from "react";
import type { Account } from "../../../shared/api";
import type { Language } from "../../../shared/core/languages";
import { LazySignInDialog, preloadSignInDialog } from "../auth";
import { afterPaint } from "../../lib/after-paint";
import { wantToaster } from "../../lib/toasts";
import { LandingPage } from "./landing-page";
import { t } from "i18next";

export function LandingScreen({
  user,
  onSignOut,
  signingOut,
  saveLanguage,
}: {
  user: Account | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  saveLanguage: (language: Language) => void;
}) {
  const [signingIn, setSigningIn] = useState(false);
  // "Start Collaborating" opens it at Sign Up, the header's Sign In at Sign In.
  const [startAt, setStartAt] = useState<"sign-in" | "sign-up">("sign-in");
  const openAt = (view: "sign-in" | "sign-up") => {
    setStartAt(view);
    setSigningIn(true);
  };

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
        onSignIn={() => openAt("sign-in")}
        onStart={() => openAt("sign-up")}
        onSignOut={onSignOut}
        signingOut={signingOut}
        saveLanguage={saveLanguage}
      />
      {/* Remounted when opened at the other tab, so it starts there. */}
      <LazySignInDialog
        key={startAt}
        open={signingIn}
        onOpenChange={setSigningIn}
        startWith={startAt === "sign-up" ? "sign-up" : undefined}
        returnTo="/"
      />
    </>
  );
}
