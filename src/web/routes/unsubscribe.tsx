// /unsubscribe?token=...: where the link at the foot of every Huddle email opens. Opening it
// turns that kind of email off for that address, with no sign-in; "Subscribe again" undoes it.
import "../lib/settings-words"; // this page's words (the first page's catalogue leaves them out)
import { Link, useSearchParams } from "react-router";
import { ArrowLeft, MailCheck, MailWarning, MailX, RotateCw } from "lucide-react";
import type { Subscription } from "../../shared/api";
import { Trans } from "react-i18next";
import { Button, buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { ApiError, errorMessage } from "../lib/api";
import { AuthPageShell } from "../features/auth";
import { useUnsubscribe } from "../features/notifications";
import { t } from "i18next";

function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <>
      <title>{t("unsubscribe.pageTitle")}</title>
      {/* React puts it in <head> while this page shows, and takes it away after. */}
      <meta name="robots" content="noindex" />
      {token ? (
        <Unsubscribe token={token} />
      ) : (
        <NotValid message={t("errors.badUnsubscribeToken")} />
      )}
    </>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { subscription, failed, pending, set } = useUnsubscribe(token);
  if (subscription) return <Done subscription={subscription} pending={pending} onChange={set} />;
  if (failed instanceof ApiError && failed.status === 400)
    return <NotValid message={errorMessage(failed, failed.message)} />;
  if (failed) {
    return (
      <AuthPageShell
        icon={<MailWarning aria-hidden />}
        tone="warning"
        title={t("unsubscribe.failed")}
      >
        <p role="alert" className="text-pretty text-muted-foreground">
          {errorMessage(failed, t("common.pleaseTryAgain"))}
        </p>
        <Button size="lg" className="mt-6 w-full" disabled={pending} onClick={() => set(false)}>
          <RotateCw aria-hidden />
          {t("common.tryAgain")}
        </Button>
      </AuthPageShell>
    );
  }
  return (
    <main>
      <Spinner fullPage text={t("unsubscribe.working")} />
    </main>
  );
}

function Done({
  subscription: { email, kind, subscribed },
  pending,
  onChange,
}: {
  subscription: Subscription;
  pending: boolean;
  onChange: (subscribed: boolean) => void;
}) {
  const what = t(`unsubscribe.what.${kind}`);
  const address = <span className="font-medium text-foreground" />;
  return (
    <AuthPageShell
      icon={subscribed ? <MailCheck aria-hidden /> : <MailX aria-hidden />}
      tone={subscribed ? "success" : "primary"}
      title={subscribed ? t("unsubscribe.subscribedAgain") : t("unsubscribe.unsubscribed")}
    >
      <p className="text-pretty text-muted-foreground" aria-live="polite">
        <Trans
          i18nKey={subscribed ? "unsubscribe.willGetAgain" : "unsubscribe.willNoLonger"}
          values={{ what, address: email }}
          components={[<span />, address]}
        />
      </p>
      <p className="mt-3 text-sm text-pretty text-muted-foreground">
        {t("unsubscribe.othersUnaffected")}
      </p>
      <Button
        size="lg"
        variant="outline"
        className="mt-6 w-full"
        disabled={pending}
        onClick={() => onChange(!subscribed)}
      >
        {subscribed ? t("unsubscribe.unsubscribe") : t("unsubscribe.subscribeAgain")}
      </Button>
      <HomeLink variant="ghost" />
    </AuthPageShell>
  );
}

function NotValid({ message }: { message: string }) {
  return (
    <AuthPageShell icon={<MailWarning aria-hidden />} tone="warning" title={message}>
      <p className="text-pretty text-muted-foreground">{t("unsubscribe.notValidText")}</p>
      <HomeLink variant="default" />
    </AuthPageShell>
  );
}

function HomeLink({ variant }: { variant: "default" | "ghost" }) {
  return (
    <Link
      to="/"
      className={buttonVariants({
        variant,
        size: "lg",
        className: variant === "ghost" ? "mt-2 w-full" : "mt-6 w-full",
      })}
    >
      <ArrowLeft aria-hidden />
      {t("common.returnHome")}
    </Link>
  );
}

export { UnsubscribeRoute as Component };
