import { useId } from "react";
import { Trophy } from "lucide-react";
import type { Link } from "../../../shared/api";
import { score } from "../../../shared/winner";
import { cn } from "../../lib/cn";
import { LinkDetails } from "../links/link-details";
import { VoteButtons } from "./vote-buttons";

/** A shortlisted link with its votes and score; the winner gets a highlighted border and badge. */
export function ShortlistItem(props: {
  eventId: string;
  link: Link;
  isWinner: boolean;
  closed: boolean;
}) {
  const { eventId, link, isWinner, closed } = props;
  const headingId = useId();
  const value = score(link);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl border bg-surface p-4 shadow-xs transition-colors sm:p-5",
        isWinner ? "border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500" : "border-border",
      )}
    >
      {isWinner && (
        <p className="mb-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-medium text-white">
            <Trophy aria-hidden className="size-3.5" />
            {closed ? "Winner" : "Current Winner"}
          </span>
        </p>
      )}
      <LinkDetails link={link} headingId={headingId} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <VoteButtons eventId={eventId} link={link} closed={closed} />
        <p className="text-sm font-medium text-slate-700 tabular-nums">
          Score:{" "}
          <span className={cn(value > 0 && "text-emerald-700", value < 0 && "text-rose-700")}>
            {value}
          </span>
        </p>
      </div>
    </article>
  );
}
