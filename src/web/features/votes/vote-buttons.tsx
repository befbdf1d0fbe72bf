import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { Link, VoteValue } from "../../../shared/api";
import { cn } from "../../lib/cn";
import { nextVote } from "./next-vote";
import { useVote } from "./use-vote";
import { t } from "i18next";

const look = {
  up: {
    Icon: ThumbsUp,
    label: () => t("votes.upvote"),
    pressed: "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800",
  },
  down: {
    Icon: ThumbsDown,
    label: () => t("votes.downvote"),
    pressed: "border-rose-600 bg-rose-600 text-white hover:bg-rose-700",
  },
} as const;

/**
 * Up and down, each with its count (none while this viewer may not see results); my vote is
 * pressed (aria-pressed). Never disabled while a vote is on its way, so keyboard focus stays put
 * and a quick second press queues behind the first.
 */
export function VoteButtons({
  eventId,
  link,
  closed,
}: {
  eventId: string;
  link: Link;
  closed: boolean;
}) {
  const vote = useVote(eventId, link.id, "upDown");
  const click = (value: VoteValue) => vote.mutate({ value: nextVote(link.myVote, value) });

  return (
    <div
      role="group"
      aria-label={t("votes.group", { title: link.title })}
      className="flex items-center gap-2"
    >
      {(["up", "down"] as const).map((value) => {
        const { Icon, label, pressed } = look[value];
        const isMine = link.myVote === value;
        const count = value === "up" ? link.up : link.down;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isMine}
            aria-label={
              count === null
                ? t("votes.buttonLabel", { action: label(), title: link.title })
                : t("votes.buttonLabelCount", { action: label(), title: link.title, count })
            }
            disabled={closed}
            onClick={() => click(value)}
            className={cn(
              "inline-flex h-10 min-w-16 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold tabular-nums",
              "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "disabled:cursor-not-allowed disabled:opacity-60",
              isMine ? pressed : "border-input bg-surface text-slate-700 hover:bg-muted",
            )}
          >
            <Icon aria-hidden className={cn("size-4", isMine && "fill-current")} />
            {count}
          </button>
        );
      })}
    </div>
  );
}
