import { useId } from "react";
import { ExternalLink, EyeOff, Sparkles, Trophy } from "lucide-react";
import type { EventPage } from "../../../shared/api";
import { hiddenResultsReason, type VoteMethod } from "../../../shared/core/voting";
import { score } from "../../../shared/winner";
import { cn } from "../../lib/cn";
import { approvalsText, dotsText, type CountedLink } from "../../lib/vote-counts";
import { LeadLine } from "./lead-line";
import { standingOf } from "./standing";
import { useWinnerChange } from "./use-winner-change";
import { t } from "i18next";

/**
 * The current winner, at the top of an open event's page above the tabs, so it is in view
 * whichever tab is open (decision 211): its title (a link to it), its score in the method's
 * words and how it leads, lit up for a moment when it changes. A member who may not see results
 * is told when they will, and nothing else: what they see does not depend on anyone's votes.
 * A closed event's result view takes its place.
 */
export function WinnerStrip({ page }: { page: EventPage }) {
  const { event } = page;
  // Null unless this viewer may see results: hidden counts are null and rank nowhere.
  const standing = page.seesResults ? standingOf(page.links) : null;
  const { changes, showing } = useWinnerChange(standing?.winner.id ?? null, page.seesResults);
  const headingId = useId();
  if (event.status === "completed") return null;

  if (!page.seesResults) {
    const reason = hiddenResultsReason(event, false);
    return (
      <section aria-label={t("common.currentWinner")} className={strip("border-border bg-surface")}>
        <EyeOff aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <p className="text-sm text-slate-700">{reason && t(`votes.hidden.${reason}`)}</p>
      </section>
    );
  }

  // Nothing can win: the shortlist is empty, or all on it won recently (decision 226).
  if (!standing) {
    return (
      <section aria-label={t("common.currentWinner")} className={strip("border-border bg-surface")}>
        <Trophy aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <p className="text-sm text-slate-700">
          {page.links.some((link) => link.inShortlist)
            ? t("standing.allBarred")
            : t("standing.none")}
        </p>
      </section>
    );
  }

  const { winner } = standing;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        strip("items-start border-indigo-200 bg-indigo-50 sm:items-center"),
        // Each change lights it up again: two names of one animation, taken in turn, restart it
        // without remounting the strip (which would take focus from its link). Under reduced
        // motion none plays (motion-safe); the "New winner" line still shows.
        changes > 0 &&
          (changes % 2 ? "motion-safe:animate-winner-a" : "motion-safe:animate-winner-b"),
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white">
        <Trophy aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2
            id={headingId}
            className="text-xs font-semibold tracking-wide text-indigo-800 uppercase"
          >
            {t("common.currentWinner")}
          </h2>
          {showing && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-amber-950">
              <Sparkles aria-hidden className="size-3.5" />
              {t("standing.newWinner")}
            </span>
          )}
        </div>
        <p className="mt-0.5 flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <a
            href={winner.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-baseline gap-1 text-base font-semibold text-foreground underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            <bdi className="min-w-0 [overflow-wrap:anywhere]">{winner.title}</bdi>
            <ExternalLink
              aria-hidden
              className="size-3.5 shrink-0 self-center text-muted-foreground"
            />
            <span className="sr-only">{t("links.newTab")}</span>
          </a>
          <span className="text-sm text-slate-700">
            <span className="font-medium tabular-nums">{scoreWords(event.method, winner)}</span>
            <span aria-hidden> · </span>
            <LeadLine standing={standing} closed={false} />
          </span>
        </p>
      </div>
    </section>
  );
}

const strip = (colours: string) =>
  cn("flex items-center gap-3 rounded-xl border px-4 py-3", colours);

/** "Score: 3" (the original's words), "3 approvals", "3 dots". */
function scoreWords(method: VoteMethod, link: CountedLink) {
  if (method === "approval") return approvalsText(link.up);
  if (method === "dots") return dotsText(link.up);
  return `${t("votes.score")} ${score(link)}`;
}
