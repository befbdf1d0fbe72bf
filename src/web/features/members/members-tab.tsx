import { useState } from "react";
import { Crown, UserMinus } from "lucide-react";
import type { EventPage, Member } from "../../../shared/api";
import { Avatar } from "../../components/ui/avatar";
import { Badge } from "../../components/ui/badge";
import { GuestBadge } from "../guests";
import { Button } from "../../components/ui/button";
import { useSession } from "../auth";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { useRemoveMember } from "./use-members";
import { t } from "i18next";

/** The Members tab: everyone in the event; the creator may remove the others. */
export function MembersTab({ page }: { page: EventPage }) {
  const { user } = useSession();
  // Kept after closing, so the dialog's text does not change while it fades out.
  const [removing, setRemoving] = useState<Member | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (member: Member) => {
    setRemoving(member);
    setConfirming(true);
  };
  const remove = useRemoveMember(page.event.id);
  const round = page.event.groupId !== null;

  return (
    <section
      aria-labelledby="members-heading"
      className="rounded-2xl border border-border bg-surface shadow-sm"
    >
      <h2
        id="members-heading"
        className="flex items-baseline gap-2 border-b border-border px-4 py-3 text-lg font-semibold tracking-tight sm:px-6"
      >
        {t("members.heading")}{" "}
        <span className="text-sm font-normal text-muted-foreground">({page.members.length})</span>
      </h2>
      {/* A round's members are its group's (issue #49): nobody leaves or is removed from one
          round alone; the group's page does it. */}
      {round && (
        <p className="border-b border-border px-4 py-3 text-sm text-muted-foreground sm:px-6">
          {t("members.ofGroup")}
        </p>
      )}
      <ul className="divide-y divide-border">
        {page.members.map((member) => (
          <li key={member.id} className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6">
            <Avatar name={member.name} src={member.image} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                {/* Isolated from the badges beside it (decision 223). */}
                <bdi className="[overflow-wrap:anywhere]">{member.name}</bdi>
                {member.id === user?.id && (
                  <span className="text-sm font-normal text-muted-foreground">
                    {t("members.you")}
                  </span>
                )}
                {member.isCreator && (
                  <Badge variant="secondary" className="bg-amber-100 text-amber-900">
                    <Crown aria-hidden />
                    {t("members.creator")}
                  </Badge>
                )}
                {member.guest && <GuestBadge />}
              </p>
              {member.email && (
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {member.email}
                </p>
              )}
            </div>
            {page.event.isCreator && !round && !member.isCreator && (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                onClick={() => ask(member)}
              >
                <UserMinus aria-hidden />
                {t("members.remove")}
                <span className="sr-only"> {member.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <RemoveMemberDialog
        removing={removing}
        open={confirming}
        onOpenChange={setConfirming}
        text={(name) => t("members.removeText", { name, title: page.event.title })}
        doneText={(name) => t("members.removedText", { name })}
        remove={remove}
      />
    </section>
  );
}
