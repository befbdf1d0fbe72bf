import { useState } from "react";
import { ShieldCheck, ShieldOff, UserMinus } from "lucide-react";
import { toast } from "sonner";
import type { GroupMember, GroupPage } from "../../../shared/api";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { useSession } from "../auth";
import { GuestBadge } from "../guests";
import { RemoveMemberDialog } from "../members";
import { RoleBadge } from "./role-badge";
import { useGroupRole, useRemoveGroupMember } from "./use-group-page";
import { t } from "i18next";

/** Everyone in the group, with their role. The creator makes and unmakes admins; an admin
 * removes members (only the creator removes an admin; nobody removes the creator). */
export function GroupMembers({ page }: { page: GroupPage }) {
  const { group, members } = page;
  const { user } = useSession();
  // Kept after closing, so the dialog's text does not change while it fades out.
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveGroupMember(group.id);
  const role = useGroupRole(group.id);
  const creator = group.myRole === "creator";
  const admin = group.myRole !== "member";

  const mayRemove = (member: GroupMember) =>
    member.id !== user?.id &&
    member.role !== "creator" &&
    (creator || (admin && member.role === "member"));

  const changeRole = (member: GroupMember) => {
    const next = member.role === "admin" ? "member" : "admin";
    role.mutate(
      { userId: member.id, role: next },
      {
        onSuccess: () =>
          toast.success(
            next === "admin"
              ? t("groups.members.madeAdmin", { name: member.name })
              : t("groups.members.removedAdmin", { name: member.name }),
          ),
        onError: (error) =>
          toast.error(t("common.error"), {
            description: errorMessage(error, t("groups.members.roleFailed")),
          }),
      },
    );
  };

  return (
    <section
      aria-labelledby="group-members-heading"
      className="rounded-2xl border border-border bg-surface shadow-sm"
    >
      <h2
        id="group-members-heading"
        className="flex items-baseline gap-2 border-b border-border px-4 py-3 text-lg font-semibold tracking-tight sm:px-5"
      >
        {t("members.heading")}{" "}
        <span className="text-sm font-normal text-muted-foreground">({members.length})</span>
      </h2>
      <ul className="divide-y divide-border">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
            <Avatar name={member.name} src={member.image} />
            <div className="min-w-0 flex-1 basis-40">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                {/* Isolated from the badges beside it (decision 223). */}
                <bdi className="[overflow-wrap:anywhere]">{member.name}</bdi>
                {member.id === user?.id && (
                  <span className="text-sm font-normal text-muted-foreground">
                    {t("members.you")}
                  </span>
                )}
                <RoleBadge role={member.role} />
                {member.guest && <GuestBadge />}
              </p>
              {member.email && (
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  {member.email}
                </p>
              )}
            </div>
            {(creator && member.role !== "creator") || mayRemove(member) ? (
              <div className="flex flex-wrap gap-1">
                {creator && member.role !== "creator" && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={role.isPending}
                    onClick={() => changeRole(member)}
                  >
                    {member.role === "admin" ? (
                      <ShieldOff aria-hidden />
                    ) : (
                      <ShieldCheck aria-hidden />
                    )}
                    {member.role === "admin"
                      ? t("groups.members.removeAdmin")
                      : t("groups.members.makeAdmin")}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                )}
                {mayRemove(member) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => {
                      setRemoving(member);
                      setConfirming(true);
                    }}
                  >
                    <UserMinus aria-hidden />
                    {t("members.remove")}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <RemoveMemberDialog
        removing={removing}
        open={confirming}
        onOpenChange={setConfirming}
        text={(name) => t("groups.members.removeText", { name })}
        doneText={(name) => t("groups.members.removedText", { name })}
        remove={remove}
      />
    </section>
  );
}
