import { ArrowRight, CircleDashed } from "lucide-react";
import { Link } from "react-router";
import type { GroupPage } from "../../../shared/api";
import { buttonVariants } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { MemberCount } from "../../components/member-count";
import { linksShared } from "../../lib/counts";
import { queryKeys } from "../../lib/query-keys";
import { ClosesIn } from "../deadlines";
import { NewRoundDialog } from "./new-round-dialog";
import { t } from "i18next";

/** The open round (its number, title, deadline and a way in), or that none is open, and for an
 * admin "New Round" (the server refuses a second while one is open). */
export function CurrentRound({ page }: { page: GroupPage }) {
  const { group, openRounds } = page;
  const admin = group.myRole !== "member";
  return (
    <section aria-labelledby="current-round-heading">
      <h2 id="current-round-heading" className="mb-3 text-lg font-semibold tracking-tight">
        {t("groups.round.heading")}
      </h2>
      {openRounds.length > 0 ? (
        <ul className="grid gap-3">
          {openRounds.map((round) => (
            <li key={round.id}>
              <Card className="flex flex-col gap-4 border-emerald-200 p-5 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                    <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                    {t("groups.round.number", { number: round.roundNumber })}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">
                    {round.title}
                  </h3>
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                    <MemberCount count={round.memberCount} />
                    <span>{linksShared(round.linkCount)}</span>
                    {round.deadline && (
                      <ClosesIn deadline={round.deadline} refresh={queryKeys.group(group.id)} />
                    )}
                  </div>
                </div>
                <Link
                  to={`/event/${round.id}`}
                  className={buttonVariants({ className: "shrink-0 self-start sm:self-center" })}
                >
                  {t("groups.round.open")}
                  <ArrowRight aria-hidden />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Card className="flex flex-col gap-4 border-dashed p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div>
              <p className="font-medium">{t("groups.round.none")}</p>
              <p className="text-sm text-muted-foreground">{t("groups.round.noneText")}</p>
            </div>
          </div>
          {admin && <NewRoundDialog group={group} hasPastRounds={page.timeline.length > 0} />}
        </Card>
      )}
    </section>
  );
}
