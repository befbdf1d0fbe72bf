import { useId, useState } from "react";
import { Equal, Trophy } from "lucide-react";
import type { Link, Member } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { score } from "../../../shared/winner";
import { cn } from "../../lib/cn";
import { CommentsToggle, LinkThread, type ThreadPermissions } from "../comments";
import { LinkDetails } from "../links";
import { ApproveButton } from "./approve-button";
import { approvalsText, dotsText, hasCounts, type CountedLink } from "../../lib/vote-counts";
import { DotsControl } from "./dots-control";
import { VoteButtons } from "./vote-buttons";
import type { Tie } from "./ties";
import { VotersLine } from "./voters-line";
import { t } from "i18next";

/**
 * A shortlisted link with the event's way of voting on it, its score and (open votes) who voted
 * what; the winner gets a highlighted border and badge, and a link level with it says which side
 * of the tie it is on. While this viewer may not see results the link has no counts: no score
 * shows, only their own vote. Its comments open under it as on the Shared Links tab, so a member
 * reads "they have a vegan menu" where they vote (issue #34).
 */
export function ShortlistItem(props: {
  eventId: string;
  link: Link;
  method: VoteMethod;
  members: Member[];
  /** A dots event: the member's dots not yet on any link. */
  dotsLeft: number;
  isWinner: boolean;
  /** Level with the winner's score: which side of the tie this link is on (votes/ties.ts). */
  tie: Tie;
  /** Who reads the thread: what they may edit and delete there. */
  can: ThreadPermissions;
}) {
  const { eventId, link, method, members, dotsLeft, isWinner, tie, can } = props;
  const { closed } = can;
  const headingId = useId();
  const threadId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl border bg-surface p-4 shadow-xs transition-colors sm:p-5",
        isWinner ? "border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500" : "border-border",
      )}
    >
      {(isWinner || tie) && (
        <p className="mb-2 flex flex-wrap items-center gap-2">
          {isWinner && (
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-medium text-white">
              <Trophy aria-hidden className="size-3.5" />
              {closed ? t("common.winner") : t("common.currentWinner")}
            </span>
          )}
          {tie && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950">
              <Equal aria-hidden className="size-3.5" />
              {tie === "winner" ? t("votes.tie.winner") : t("votes.tie.behind")}
            </span>
          )}
        </p>
      )}
      <LinkDetails link={link} headingId={headingId} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {method === "approval" ? (
            <ApproveButton eventId={eventId} link={link} closed={closed} />
          ) : method === "dots" ? (
            <DotsControl eventId={eventId} link={link} left={dotsLeft} closed={closed} />
          ) : (
            <VoteButtons eventId={eventId} link={link} closed={closed} />
          )}
          <CommentsToggle
            link={link}
            open={commentsOpen}
            controls={threadId}
            onToggle={() => setCommentsOpen((open) => !open)}
          />
        </div>
        {hasCounts(link) && <Score method={method} link={link} />}
      </div>
      {link.voters && <VotersLine voters={link.voters} members={members} method={method} />}
      {commentsOpen && <LinkThread id={threadId} eventId={eventId} link={link} can={can} />}
    </article>
  );
}

function Score({ method, link }: { method: VoteMethod; link: CountedLink }) {
  if (method !== "upDown") {
    return (
      <p className="text-sm font-medium text-slate-700 tabular-nums">
        {method === "approval" ? approvalsText(link.up) : dotsText(link.up)}
      </p>
    );
  }
  const value = score(link);
  return (
    <p className="text-sm font-medium text-slate-700 tabular-nums">
      {t("votes.score")}{" "}
      <span className={cn(value > 0 && "text-emerald-700", value < 0 && "text-rose-700")}>
        {value}
      </span>
    </p>
  );
}
