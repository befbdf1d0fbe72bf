// What a screen reader hears when a live message changes scores or the winner (decision 223):
// one short sentence for the page's one polite live region, worked out from the page before and
// after the message. Cards do not announce themselves: with forty links, forty regions would talk
// over each other, and a change that moves the winner would be said twice.
import type { EventPage } from "../../../shared/api";
import type { LiveMessage } from "../../../shared/live";
import { score } from "../../../shared/winner";
import { currentWinner, hasCounts } from "../../lib/vote-counts";
import { t } from "i18next";

/** The sentence for this change, or null when there is nothing worth saying. */
export function liveAnnouncement(
  before: EventPage,
  after: EventPage,
  message: LiveMessage,
  myId: string,
): string | null {
  // My own vote (its message carries my vote back to each of my tabs): the vote buttons already
  // say it, and in the tab it was cast in, the page had changed before the message came.
  if (message.type === "votes.changed" && isMine(message, myId)) return null;
  const parts: string[] = [];
  const changed = changedScores(before, after);
  // One link's new score is worth a sentence; a member leaving moves many at once, and reading
  // them all out would bury the one thing that matters, the winner, said next.
  if (changed.length === 1) {
    const link = changed[0]!;
    parts.push(t("live.scoreChanged", { title: link.title, score: score(link) }));
  }
  const winnerBefore = currentWinner(before);
  const winnerAfter = currentWinner(after);
  if (winnerAfter && winnerAfter.id !== winnerBefore?.id) {
    parts.push(t("live.newWinner", { title: winnerAfter.title }));
  }
  return parts.length ? parts.join(" ") : null;
}

function isMine(message: Extract<LiveMessage, { type: "votes.changed" }>, myId: string) {
  return (
    message.myVote !== undefined || message.myDots !== undefined || message.ballot?.userId === myId
  );
}

/** Shortlisted links this viewer sees the counts of, whose score differs from before. */
function changedScores(before: EventPage, after: EventPage) {
  if (!before.seesResults || !after.seesResults) return [];
  const old = new Map(before.links.filter(hasCounts).map((link) => [link.id, score(link)]));
  return after.links
    .filter(hasCounts)
    .filter((link) => link.inShortlist && old.has(link.id) && old.get(link.id) !== score(link));
}
