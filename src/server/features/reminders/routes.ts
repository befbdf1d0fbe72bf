// GET /api/events/:id/turnout (members) and POST /api/events/:id/reminders (the creator).
import * as answer from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import type { NoticesDeps } from "../notifications";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { json, TAGS } from "../../http/operation";
import { findTurnout, sendReminders } from "./commands";

export const turnout = endpoint({
  method: "get",
  path: "/api/events/:id/turnout",
  summary: "How many have voted, and who has not",
  tag: TAGS.results,
  guard: "member",
  answers: { 200: json("Counts and names (never who voted what)", answer.turnout) },
  errors: ["eventNotFound"],
});

export const remind = endpoint({
  method: "post",
  path: "/api/events/:id/reminders",
  summary: "Remind the members who have not voted (creator, once in 12 hours)",
  tag: TAGS.results,
  guard: "creator",
  answers: { 200: json("How many were reminded", answer.remindersSent) },
  // 429: the last reminder was sent less than 12 hours ago (the message says when to try again).
  errors: ["eventNotFound", "remindCreatorOnly", "eventClosed", "everyoneVoted", "reminderTooSoon"],
});

export function reminderRoutes({ database: { db }, notices, wakeMail }: FeatureDeps & NoticesDeps) {
  return featureRoutes()
    .openapi(turnout, async (c) => {
      const { id: eventId } = c.req.valid("param");
      return c.json(await findTurnout(db, eventId, c.var.user.id), 200);
    })
    .openapi(remind, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const reminded = await sendReminders(db, notices, eventId, c.var.user);
      wakeMail();
      return c.json({ reminded }, 200);
    });
}
