// Joining a group by its code, telling open pages after the commit.
import type { SessionUser } from "../../auth/session-check";
import type { Db } from "../../db/connection";
import { publishGroupChange, type LiveHub } from "../../kernel/live-hub";
import { joinGroupByCode } from "./commands";
import { publishRoundJoins } from "./membership";

/** Joins the group `code` (normalized) names, and its open rounds; answers the group. */
export async function joinGroupTelling(db: Db, live: LiveHub, code: string, person: SessionUser) {
  const joined = await joinGroupByCode(db, code, person);
  publishRoundJoins(live, joined.rounds, joined.member);
  publishGroupChange(live, joined.group.id, joined.group.version);
  return joined.group;
}
