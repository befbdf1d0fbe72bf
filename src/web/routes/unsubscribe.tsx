// /unsubscribe?token=...: where the link at the foot of every Huddle email opens. Opening it
// turns that kind of email off for that address, with no sign-in; "Subscribe again" undoes it.
import { Link, useSearchParams } from "react-router";
import { ArrowLeft, MailCheck, MailWarning, MailX, RotateCw } from "lucide-react";
import type { Subscription } from "../../shared/api";
import { messages } from "../../shared/errors";
import { mailKindLabels } from "../../shared/mail-kinds";
import { Button, buttonVariants } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { ApiError, errorMessage } from "../lib/api";
import { AuthPageShell } from "../features/auth/auth-page-shell";
import { useUnsubscribe } from "../features/notifications/use-unsubscribe";

function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <>
      <title>Unsubscribe · Huddle</title>
      {/* React puts it in <head> while this page shows, and takes it away after. */}
      <meta name="robots" content="noindex" />
      {token ? <Unsubscribe token={token} /> : <NotValid message={messages.badUnsubscribeToken} />}
    </>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { subscription, failed, pending, set } = useUnsubscribe(token);
  if (subscription) return <Done subscription={subscription} pending={pending} onChange={set} />;
  if (failed instanceof ApiError && failed.status === 400)
    return <NotValid message={failed.message} />;
  if (failed) {
    return (
      <AuthPageShell
        icon={<MailWarning aria-hidden />}
        tone="warning"
        title="Could not unsubscribe"
      >
        <p role="alert" className="text-pretty text-muted-foreground">
          {errorMessage(failed, "Please try again.")}
        </p>
        <Button size="lg" className="mt-6 w-full" disabled={pending} onClick={() => set(false)}>
          <RotateCw aria-hidden />
          Try again
        </Button>
      </AuthPageShell>
    );
  }
  return <Spinner fullPage text="Unsubscribing..." />;
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
  const what = `${mailKindLabels[kind].name.toLowerCase()} emails`;
  const address = <span className="font-medium text-foreground">{email}</span>;
  return (
    <AuthPageShell
      icon={subscribed ? <MailCheck aria-hidden /> : <MailX aria-hidden />}
      tone={subscribed ? "success" : "primary"}
      title={subscribed ? "You're subscribed again" : "You're unsubscribed"}
    >
      <p className="text-pretty text-muted-foreground" aria-live="polite">
        {subscribed ? (
          <>
            You will get {what} at {address} again.
          </>
        ) : (
          <>
            You will no longer get {what} at {address}.
          </>
        )}
      </p>
      <p className="mt-3 text-sm text-pretty text-muted-foreground">
        Your other Huddle emails are not affected. To choose them all, sign in and open Settings.
      </p>
      <Button
        size="lg"
        variant="outline"
        className="mt-6 w-full"
        disabled={pending}
        onClick={() => onChange(!subscribed)}
      >
        {subscribed ? "Unsubscribe" : "Subscribe again"}
      </Button>
      <HomeLink variant="ghost" />
    </AuthPageShell>
  );
}

function NotValid({ message }: { message: string }) {
  return (
    <AuthPageShell icon={<MailWarning aria-hidden />} tone="warning" title={message}>
      <p className="text-pretty text-muted-foreground">
        It may have been copied only in part. Use the link at the foot of the email itself, or sign
        in and choose your emails in Settings.
      </p>
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
      Return to Home
    </Link>
  );
}

export { UnsubscribeRoute as Component };
