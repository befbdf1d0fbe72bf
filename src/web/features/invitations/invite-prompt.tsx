import { OrDivider } from "../../components/or-divider";
import { useState } from "react";
import { CalendarClock, CalendarHeart, LogIn } from "lucide-react";
import type { InvitePreview } from "../../../shared/api";
import { MemberCount } from "../../components/member-count";
import { Button } from "../../components/ui/button";
import { formatFullDateTime } from "../../lib/dates";
import { LazySignInDialog, preloadSignInDialog } from "../auth";
import { StatusBadge } from "../../components/status-badge";
import { GuestForm } from "../guests";
import { t } from "i18next";
import { Trans } from "react-i18next";

/** Signed out: what the invitation is for (who invited, the event's title, description and
 * deadline), and the ways in. */
export function InvitePrompt({
  code,
  preview,
}: {
  code: string;
  preview: InvitePreview | undefined;
}) {
  // A group's code (decision 226) joins the group: the same ways in, in its words.
  const group = preview?.kind === "group";
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <CalendarHeart aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">
        {group ? t("groups.join.name") : t("events.join.name")}
      </h1>
      {preview ? (
        <InvitationDetails preview={preview} />
      ) : (
        <div aria-hidden className="mt-4 h-[5.5rem] animate-pulse rounded-xl bg-muted" />
      )}
      <p className="mt-4 text-pretty text-muted-foreground">
        {/* One string, word for word as the original says it. */}
        {group ? t("groups.join.signInToJoin") : t("invitations.signInToJoin")}
      </p>
      <WaysIn code={code} group={group} />
    </div>
  );
}

/** Who invited (an emailed link's sender, else who made the event), to what, until when. */
function InvitationDetails({ preview }: { preview: InvitePreview }) {
  return (
    <div className="mt-4 rounded-xl bg-muted px-4 py-3">
      <p className="text-sm text-muted-foreground">
        {/* A name is anyone's text: isolated from the words around it (decision 223). */}
        {preview.inviterName ? (
          <Trans
            i18nKey="invitations.invitedBy"
            values={{ name: preview.inviterName }}
            components={[<bdi className="font-medium text-foreground" />]}
          />
        ) : (
          t("invitations.invitedTo")
        )}
      </p>
      <p className="mt-0.5 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
        {preview.title}
      </p>
      {preview.description && (
        <p className="mt-1 line-clamp-4 whitespace-pre-line text-sm text-pretty text-slate-700 [overflow-wrap:anywhere]">
          {preview.description}
        </p>
      )}
      <p className="mt-2 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <MemberCount count={preview.memberCount} />
        {preview.kind !== "group" && <StatusBadge status={preview.status} />}
      </p>
      {preview.kind !== "group" && preview.status === "active" && preview.deadline && (
        <p className="mt-1.5 flex items-center justify-center gap-1.5 text-sm text-slate-700">
          <CalendarClock aria-hidden className="size-4 shrink-0" />
          <span>
            {t("invitations.votingCloses", { date: formatFullDateTime(preview.deadline) })}
          </span>
        </p>
      )}
      {!preview.inviterName && (
        <p className="mt-1.5 text-xs text-muted-foreground [overflow-wrap:anywhere]">
          <Trans
            i18nKey="invitations.createdBy"
            values={{ name: preview.creatorName }}
            components={[<bdi />]}
          />
        </p>
      )}
    </div>
  );
}

/** "Sign In to Join Event", or a guest with a name. After either (or signing up and following
 * the emailed link back here) the invite page joins by itself. The page's address, with an
 * emailed link's secret, is where every way of signing in returns; a sign-up sends that secret
 * too, so the address it went to is signed in without a link (decision 203). */
export function WaysIn({ code, group = false }: { code: string; group?: boolean }) {
  const [signingIn, setSigningIn] = useState(false);
  const here = `/invite/${encodeURIComponent(code)}${window.location.search}`;
  const invitation = new URLSearchParams(window.location.search).get("invitation") ?? undefined;
  return (
    <>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => setSigningIn(true)}
        onPointerEnter={preloadSignInDialog}
        onFocus={preloadSignInDialog}
      >
        <LogIn aria-hidden />
        {group ? t("groups.join.signInButton") : t("invitations.signInButton")}
      </Button>
      <OrDivider />
      <GuestForm />
      <LazySignInDialog
        open={signingIn}
        onOpenChange={setSigningIn}
        returnTo={here}
        afterGoogle={here}
        invitation={invitation}
      />
    </>
  );
}
