import { ArrowRight, CircleDashed } from "lucide-react";
import { Link } from "react-router";
import type { GroupListItem } from "../../../shared/api";
import { MemberCount } from "../../components/member-count";
import { Card } from "../../components/ui/card";
import { RememberedLinkLine } from "./remembered-link";
import { RoleBadge } from "./role-badge";
import { t } from "i18next";

/** One group on the dashboard. The whole card opens the group; its open round and its last
 * winner are links of their own above it. */
export function GroupCard({ group }: { group: GroupListItem }) {
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:shadow-md hover:border-indigo-200 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 min-w-0 text-lg font-semibold leading-snug tracking-tight [overflow-wrap:anywhere]">
          <Link
            to={`/groups/${group.id}`}
            title={group.name}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring group-hover:text-primary"
          >
            {group.name}
          </Link>
        </h3>
        <RoleBadge role={group.myRole} />
      </div>
      <MemberCount
        count={group.memberCount}
        as="p"
        className="flex items-center gap-1.5 text-sm text-slate-700"
      />
      {group.openRound ? (
        <Link
          to={`/event/${group.openRound.id}`}
          className="relative z-10 inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
          {t("groups.dashboard.openRound", { number: group.openRound.roundNumber })}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <CircleDashed aria-hidden className="size-4" />
          {t("groups.dashboard.noRound")}
        </p>
      )}
      {group.lastWinner && (
        <div className="mt-auto border-t border-border pt-3">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t("groups.dashboard.lastWinner")}
          </p>
          <RememberedLinkLine
            link={group.lastWinner}
            size="sm"
            className="relative z-10 mt-1.5 w-fit max-w-full"
          />
        </div>
      )}
    </Card>
  );
}
