import { useId } from "react";
import { Info, Lock, Users } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { cn } from "../../lib/cn";
import { dotsText } from "../../lib/vote-counts";
import { t } from "i18next";

/**
 * Above the shortlist: "How the winner is chosen" in the event's method (an up-and-down event
 * keeps the original product's line), whether votes are open, and in a dots event the dots they
 * have left. Why results are hidden from this member is said once, by the winner strip above the
 * tabs (decision 211).
 */
export function VotingNotes({ page, dotsLeft }: { page: EventPage; dotsLeft: number }) {
  const { event } = page;
  const closed = event.status === "completed";
  const headingId = useId();
  // Once closed, the rule is told in the past and asks nobody to vote (decision 208).
  const rule = closed
    ? event.method === "upDown"
      ? t("votes.rule.closedUpDown")
      : event.method === "approval"
        ? t("votes.rule.closedApproval")
        : t("votes.rule.closedDots")
    : event.method === "upDown"
      ? t("votes.rule.upDown")
      : event.method === "approval"
        ? t("votes.rule.approval")
        : t("votes.rule.dots", { dots: dotsText(event.dots) });
  const Icon = closed ? Lock : Info;

  return (
    <div className="mt-1 mb-4 grid gap-3">
      <section aria-labelledby={headingId} className="flex items-start gap-1.5 text-sm">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium text-foreground">
            {t("votes.howChosen")}
          </h3>
          <p className="text-muted-foreground">{rule}</p>
          {event.votesShown === "open" && (
            <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
              <Users aria-hidden className="size-3.5 shrink-0" />
              {t("votes.openVotes")}
            </p>
          )}
        </div>
      </section>
      {event.method === "dots" && !closed && (
        <p
          role="status"
          className={cn(
            "inline-flex items-center gap-1.5 justify-self-start rounded-full px-3 py-1 text-sm font-semibold tabular-nums",
            dotsLeft > 0 ? "bg-indigo-100 text-indigo-900" : "bg-slate-100 text-slate-700",
          )}
        >
          <span aria-hidden className="size-2 rounded-full bg-current" />
          {t("votes.dotsLeft", { left: dotsLeft, dots: dotsText(event.dots) })}
        </p>
      )}
    </div>
  );
}
