import { OrDivider } from "../../components/or-divider";
import { useState } from "react";
import { CalendarHeart, LogIn } from "lucide-react";
import type { InvitePreview } from "../../../shared/api";
import { MemberCount } from "../../components/member-count";
import { Button } from "../../components/ui/button";
import { LazySignInDialog, preloadSignInDialog } from "../auth/lazy-sign-in-dialog";
import { StatusBadge } from "../../components/status-badge";
import { GuestForm } from "../guests/guest-form";
import { t } from "i18next";

/** Signed out: what the invitation is for, and the ways in: signing in, or taking part as a guest
 * with a name. After either (or signing up and following the emailed link back here) the invite
 * page joins by itself. */
export function InvitePrompt({
  code,
  preview,
}: {
  code: string;
  preview: InvitePreview | undefined;
}) {
  const [signingIn, setSigningIn] = useState(false);
  const here = `/invite/${encodeURIComponent(code)}`;
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <CalendarHeart aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t("events.join.name")}</h1>
      {preview ? (
        <div className="mt-4 rounded-xl bg-muted px-4 py-3">
          <p className="text-sm text-muted-foreground">{t("invitations.invitedTo")}</p>
          <p className="mt-0.5 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
            {preview.title}
          </p>
          <p className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm text-slate-700">
            <MemberCount count={preview.memberCount} />
            <StatusBadge status={preview.status} />
          </p>
        </div>
      ) : (
        <div aria-hidden className="mt-4 h-[5.5rem] animate-pulse rounded-xl bg-muted" />
      )}
      <p className="mt-4 text-pretty text-muted-foreground">
        {/* One string, word for word as the original says it. */}
        {t("invitations.signInToJoin")}
      </p>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => setSigningIn(true)}
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
      >
        <LogIn aria-hidden />
        {t("invitations.signInButton")}
      </Button>
      <OrDivider />
      <GuestForm />
      <LazySignInDialog
        open={signingIn}
        onOpenChange={setSigningIn}
        returnTo={here}
        afterGoogle={here}
      />
    </div>
  );
}
