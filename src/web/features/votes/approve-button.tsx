import { Check } from "lucide-react";
import type { Link } from "../../../shared/api";
import { cn } from "../../lib/cn";
import { useVote } from "./use-vote";
import { t } from "i18next";

/**
 * An approval event's one toggle per link: "Approve", pressed it reads "Approved"; pressed again
 * it takes the approval back. Never disabled while a vote is on its way (as the up and down
 * buttons), so a quick second press queues behind the first.
 */
export function ApproveButton({
  eventId,
  link,
  closed,
}: {
  eventId: string;
  link: Link;
  closed: boolean;
}) {
  const vote = useVote(eventId, link.id, "approval");
  const approved = link.myVote === "up";
  return (
    <button
      type="button"
      aria-pressed={approved}
      disabled={closed}
      onClick={() => vote.mutate({ value: approved ? null : "up" })}
      className={cn(
        "inline-flex h-10 items-center justify-center gap-1.5 rounded-lg border px-3.5 text-sm font-semibold",
        "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-60",
        approved
          ? "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800"
          : "border-input bg-surface text-slate-700 hover:bg-muted",
      )}
    >
      <Check aria-hidden className={cn("size-4", !approved && "text-slate-400")} />
      {approved ? t("votes.approved") : t("votes.approve")}
      <span className="sr-only"> {link.title}</span>
    </button>
  );
}
