// The original's clicks: none → up or down; the same again → none; the opposite → switch.
import type { Link, VoteValue } from "../../../shared/api";

export function nextVote(current: VoteValue | null, clicked: VoteValue): VoteValue | null {
  return current === clicked ? null : clicked;
}

/** The link as it looks once my vote changes from its current one to `vote`. */
export function withMyVote(link: Link, vote: VoteValue | null): Link {
  const up = link.up - (link.myVote === "up" ? 1 : 0) + (vote === "up" ? 1 : 0);
  const down = link.down - (link.myVote === "down" ? 1 : 0) + (vote === "down" ? 1 : 0);
  return { ...link, up: Math.max(0, up), down: Math.max(0, down), myVote: vote };
}
