import { Ban } from "lucide-react";
import type { GroupSummary } from "../../../shared/api";
import { BackLink } from "../../components/back-link";
import { MemberCount } from "../../components/member-count";
import { useSession } from "../auth";
import { EmailInviteDialog, InviteCodeButtons } from "../invitations";
import { GroupMenu } from "./group-menu";
import { LeaveGroupButton } from "./leave-group-button";
import { RoleBadge } from "./role-badge";
import { useInviteToGroup } from "./use-group-page";
import { t } from "i18next";

/** Back, the name, the description, the invitation code and link, and what this member may do:
 * invite by email (accounts), manage (admins), leave (all but the creator). */
export function GroupHeader({ group }: { group: GroupSummary }) {
  const { user } = useSession();
  const invite = useInviteToGroup(group.id);
  const admin = group.myRole !== "member";
  return (
    <header>
      <BackLink to="/dashboard" />
      <div className="mt-3 flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <MemberCount
              count={group.memberCount}
              className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
              iconClassName="size-4"
            />
            <RoleBadge role={group.myRole} />
          </div>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {group.name}
          </h1>
          {group.description && (
            <p className="mt-2 max-w-3xl whitespace-pre-line text-pretty text-muted-foreground [overflow-wrap:anywhere]">
              {group.description}
            </p>
          )}
          {group.barLastWinners > 0 && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
              <Ban aria-hidden className="size-4 shrink-0 text-slate-500" />
              {t("groups.barred", { count: group.barLastWinners })}
            </p>
          )}
          <div className="mt-4">
            <InviteCodeButtons code={group.invitationCode} />
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {/* A guest shares the code or link; email goes out in an account's name only. */}
          {!user?.guest && <EmailInviteDialog title={group.name} invite={invite} />}
          {admin && <GroupMenu group={group} />}
          {group.myRole !== "creator" && <LeaveGroupButton group={group} />}
        </div>
      </div>
    </header>
  );
}
