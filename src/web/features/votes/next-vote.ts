// The original's clicks: none → up or down; the same again → none; the opposite → switch. And
// each vote as the page shows it at once, before the server answers.
import type { Link, VoteValue } from "../../../shared/api";

export function nextVote(current: VoteValue | null, clicked: VoteValue): VoteValue | null {
  return current === clicked ? null : clicked;
}

/** What a vote sends: an up, down or approval (`value`), or a dots event's dots on the link
 * (`weight`). */
export type VoteChange = { value: VoteValue | null } | { weight: number };

/** A count moved by `delta`, unless this viewer may not see it. */
const moved = (count: number | null, delta: number) =>
  count === null ? null : Math.max(0, count + delta);

/** The link as it looks once my vote changes from its current one to `change`. */
export function withMyVote(link: Link, change: VoteChange): Link {
  if ("weight" in change) {
    return {
      ...link,
      up: moved(link.up, change.weight - (link.myDots ?? 0)),
      myDots: change.weight,
      myVote: change.weight > 0 ? "up" : null,
    };
  }
  const { value: vote } = change;
  const was = (value: VoteValue) => (link.myVote === value ? 1 : 0);
  const is = (value: VoteValue) => (vote === value ? 1 : 0);
  return {
    ...link,
    up: moved(link.up, is("up") - was("up")),
    down: moved(link.down, is("down") - was("down")),
    myVote: vote,
  };
}
