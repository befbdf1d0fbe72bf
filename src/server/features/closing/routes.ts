// POST /api/events/:id/close and /reopen, by the creator.
import * as answer from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import type { NoticesDeps } from "../notifications";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import { closeEvent, reopenEvent } from "./commands";
import { publishGroupChange } from "../../kernel/live-hub";

const closureAnswer = json("The event's state after", answer.eventClosure);

export const close = endpoint({
  method: "post",
  path: "/api/events/:id/close",
  summary: "Close the event: its winner is recorded (creator)",
  tag: TAGS.events,
  guard: "creator",
  answers: { 200: closureAnswer },
  errors: ["eventNotFound", "closeCreatorOnly"],
});

export const reopen = endpoint({
  method: "post",
  path: "/api/events/:id/reopen",
  summary: "Open a closed event again; its deadline is cleared (creator)",
  tag: TAGS.events,
  guard: "creator",
  answers: { 200: closureAnswer },
  errors: ["eventNotFound", "closeCreatorOnly"],
});

export function closingRoutes({ database, live, notices, wakeMail }: FeatureDeps & NoticesDeps) {
  /** Moves the event and tells its members when it did move. */
  const move = async (
    eventId: string,
    moved: Awaited<ReturnType<typeof closeEvent | typeof reopenEvent>>,
    type: "event.closed" | "event.reopened",
  ) => {
    if (moved.changed) {
      const { closure, rules, results, otherRounds, groups, joined } = moved;
      live.publish(eventId, { type, ...closure, rules, results });
      // A reopened round took in the group's newer members: its pages read their list again.
      if (joined > 0) live.publish(eventId, { type: "refetch" });
      // The group's other rounds show this one's winner in their links' history.
      for (const round of otherRounds) live.publish(round, { type: "refetch" });
      wakeMail();
      // A round's group page shows it, at the version the closing's transaction gave it.
      for (const group of groups) publishGroupChange(live, group.id, group.version);
    }
    return moved.closure;
  };

  return featureRoutes()
    .openapi(close, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const moved = await closeEvent(database.db, notices, eventId, c.var.user.id);
      return c.json(await move(eventId, moved, "event.closed"), 200);
    })
    .openapi(reopen, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const moved = await reopenEvent(database.db, notices, eventId, c.var.user.id);
      return c.json(await move(eventId, moved, "event.reopened"), 200);
    });
}
