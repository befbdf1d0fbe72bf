import { Minus, Plus } from "lucide-react";
import type { Link } from "../../../shared/api";
import { cn } from "../../lib/cn";
import { useVote } from "./use-vote";
import { t } from "i18next";

const stepClass = cn(
  "inline-flex size-10 items-center justify-center rounded-lg border border-input bg-surface text-slate-700",
  "transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-surface",
);

/**
 * A dots event's control per link: "Remove a dot", my dots on the link, "Add a dot". Each press
 * sends the dots to have on the link (so a retry cannot spend twice). With no dots left "Add a
 * dot" is aria-disabled rather than disabled, so keyboard focus stays on it; the server refuses
 * overspending anyway.
 */
export function DotsControl({
  eventId,
  link,
  left,
  closed,
}: {
  eventId: string;
  link: Link;
  /** The member's dots not yet on any link. */
  left: number;
  closed: boolean;
}) {
  const vote = useVote(eventId, link.id, "dots");
  const mine = link.myDots ?? 0;
  const canRemove = mine > 0;
  const canAdd = left > 0;
  return (
    <div
      role="group"
      aria-label={t("votes.dotsGroup", { title: link.title })}
      className="flex items-center gap-2"
    >
      <button
        type="button"
        aria-label={t("votes.removeDot", { title: link.title })}
        aria-disabled={!canRemove || undefined}
        disabled={closed}
        onClick={() => canRemove && vote.mutate({ weight: mine - 1 })}
        className={stepClass}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <span
        className={cn(
          "inline-flex h-10 min-w-12 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold tabular-nums",
          mine > 0 ? "bg-indigo-50 text-indigo-800" : "text-slate-500",
        )}
      >
        <span className="sr-only">{t("votes.yourDots")}</span>
        {mine}
        <span aria-hidden className="flex gap-0.5">
          {Array.from({ length: Math.min(mine, 5) }, (_, i) => (
            <span key={i} className="size-1.5 rounded-full bg-indigo-600" />
          ))}
        </span>
      </span>
      <button
        type="button"
        aria-label={t("votes.addDot", { title: link.title })}
        aria-disabled={!canAdd || undefined}
        disabled={closed}
        onClick={() => canAdd && vote.mutate({ weight: mine + 1 })}
        className={stepClass}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
