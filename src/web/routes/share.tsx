// /share?url=…&title=…&text=…: where the installed app's share target lands (the manifest's
// share_target, decision 221), and where a bookmarklet or a typed link can send an address.
// Signed in, the person picks one of their open events and shares it there; signed out, they
// sign in first and come back to this same address, so nothing shared is lost.
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { BackLink } from "../components/back-link";
import { LogoPage } from "../components/logo-page";
import { Spinner } from "../components/ui/spinner";
import { useGoogleSignInError, useSession } from "../features/auth";
import { AppBar } from "../features/events";
import { ShareIntoEvent, sharedAddress, SignedOutShare } from "../features/share";
import { t } from "i18next";

function ShareRoute() {
  const [params] = useSearchParams();
  const { user, loading } = useSession();
  // A Google sign-in started from this page comes back here with ?error= when it fails.
  useGoogleSignInError();
  const shared = useMemo(() => sharedAddress(params), [params]);
  const title = <title>{t("share.pageTitle")}</title>;

  if (loading) {
    return (
      <main>
        {title}
        <Spinner fullPage text={t("common.loading")} />
      </main>
    );
  }
  if (!user) {
    return (
      <LogoPage className="px-4 py-10 sm:py-16" glowHeight="h-72" logoGap="mb-8">
        {title}
        <div className="w-full max-w-md">
          <SignedOutShare shared={shared} />
        </div>
      </LogoPage>
    );
  }
  return (
    <>
      {title}
      <AppBar />
      <main className="mx-auto w-full max-w-2xl px-4 pt-4 pb-16 sm:px-6 sm:pt-6">
        <BackLink to="/dashboard" />
        <div className="mt-3 mb-6">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t("share.heading")}
          </h1>
          <p className="mt-1 text-muted-foreground">{t("share.subtitle")}</p>
        </div>
        <ShareIntoEvent shared={shared} preferred={params.get("event")} />
      </main>
    </>
  );
}

export { ShareRoute as Component };
