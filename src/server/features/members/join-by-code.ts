// Joining by an event's or a group's code, telling open pages after the commit.
import type { SessionUser } from "../../auth/session-check";
import type { Db } from "../../db/connection";
import { AppError } from "../../kernel/errors";
import { normalizeCode } from "../../../shared/core/limits";
import { type LiveHub, publishGroupChange } from "../../kernel/live-hub";
import { joinGroupTelling, publishRoundJoins } from "../groups";
import { joinByCode } from "./commands";

/** Joins the event `code` names (or, for a round's code, its group); answers the event. */
export async function joinEventTelling(db: Db, live: LiveHub, code: string, person: SessionUser) {
  const { event, member, group } = await joinByCode(db, code, person);
  if (member) {
    live.publish(event.id, {
      type: "member.joined",
      version: event.version,
      member,
      memberCount: event.memberCount,
    });
  }
  // A round's code joined its group: its active rounds and its page hear.
  if (group) {
    publishRoundJoins(live, group.rounds, group.member);
    publishGroupChange(live, group.group.id, group.group.version);
  }
  return event;
}

/** The Join dialog's code: the event it names, else the group. */
export async function joinEventOrGroup(db: Db, live: LiveHub, code: string, person: SessionUser) {
  try {
    return { event: await joinEventTelling(db, live, code, person) };
  } catch (error) {
    if (!(error instanceof AppError && error.code === "invalidCode")) throw error;
  }
  return { group: await joinGroupTelling(db, live, normalizeCode(code), person) };
}
