// /verified?next=...: where the emailed verification link lands, signed in by then. It says so
// and offers the way on from where the person signed up (the dashboard from /, or the page they
// were on); an invitation or an event's link is followed at once. A link that
// failed comes back with ?error= (expired, or not valid), and signing in sends a new one.
import "../lib/settings-words"; // this page's words (the first page's catalogue leaves them out)
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CircleCheck, MailWarning } from "lucide-react";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { safeLocalPath, AuthPageShell, LazySignInDialog, useSession } from "../features/auth";
import { t } from "i18next";

function VerifiedRoute() {
  const [params] = useSearchParams();
  // Signed up from the landing page: Continue leads on to the dashboard, not back to the landing
  // page the person has already read (decision 208).
  const asked = safeLocalPath(params.get("next"));
  const next = asked === "/" ? "/dashboard" : asked;
  const error = params.get("error");
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const [signingIn, setSigningIn] = useState(false);
  // Someone who signed up from an invitation goes straight on to it (the join happens by
  // itself), and from an event's link straight to that event, on the tab the link meant.
  const joining =
    Boolean(user) && !error && (next.startsWith("/invite/") || next.startsWith("/event/"));
  useEffect(() => {
    if (joining) navigate(next, { replace: true });
  }, [joining, navigate, next]);

  const signInDialog = (
    <LazySignInDialog
      open={signingIn}
      onOpenChange={setSigningIn}
      returnTo={next}
      onSignedIn={() => navigate(next, { replace: true })}
    />
  );

  if (error) {
    const expired = error === "TOKEN_EXPIRED";
    return (
      <>
        <title>{t("verified.pageTitleLink")}</title>
        <AuthPageShell
          icon={<MailWarning aria-hidden />}
          tone="warning"
          title={expired ? t("verified.expired") : t("verified.notValid")}
        >
          <p className="text-pretty text-muted-foreground">
            {expired ? t("verified.expiredText") : t("verified.notValidText")}{" "}
            {t("verified.signInForNew")}
          </p>
          <Button size="lg" className="mt-6 w-full" onClick={() => setSigningIn(true)}>
            {t("common.signIn")}
          </Button>
        </AuthPageShell>
        {signInDialog}
      </>
    );
  }

  if (loading || joining) {
    return (
      <main>
        <Spinner fullPage text={t("common.loading")} />
      </main>
    );
  }

  return (
    <>
      <title>{t("verified.pageTitle")}</title>
      <AuthPageShell
        icon={<CircleCheck aria-hidden />}
        tone="success"
        title={t("verified.heading")}
      >
        {user ? (
          <>
            <p className="text-pretty text-muted-foreground">
              <span className="font-medium break-words text-foreground">
                {t("verified.welcome", { name: user.name })}
              </span>{" "}
              {t("verified.signedIn")}
            </p>
            <Button
              size="lg"
              className="mt-6 w-full"
              onClick={() => navigate(next, { replace: true })}
            >
              {t("common.continue")}
            </Button>
          </>
        ) : (
          <>
            <p className="text-pretty text-muted-foreground">{t("verified.signInToContinue")}</p>
            <Button size="lg" className="mt-6 w-full" onClick={() => setSigningIn(true)}>
              {t("common.signIn")}
            </Button>
          </>
        )}
      </AuthPageShell>
      {signInDialog}
    </>
  );
}

export { VerifiedRoute as Component };
