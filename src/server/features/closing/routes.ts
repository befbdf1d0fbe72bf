// POST /api/events/:id/close and /reopen: the creator freezes the event with its winner
// recorded, or opens it again.
import { Hono } from "hono";
import type { EventClosure } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { eventIdParam } from "../events/access";
import { closeEvent, reopenEvent } from "./commands";

export function closingRoutes({ database, live, notices, wakeMail, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  const close = (eventId: string, userId: string) =>
    closeEvent(database.db, notices, eventId, userId);
  const reopen = (eventId: string, userId: string) => reopenEvent(database.db, eventId, userId);
  for (const [path, command, type] of [
    ["close", close, "event.closed"],
    ["reopen", reopen, "event.reopened"],
  ] as const) {
    routes.post(`/events/:id/${path}`, sessionCheck.requireUser, async (c) => {
      const eventId = eventIdParam(c);
      const moved = await command(eventId, c.var.user.id);
      if (moved.changed) {
        const { closure, rules, results } = moved;
        live.publish(eventId, { type, ...closure, rules, results });
        wakeMail();
      }
      return c.json<EventClosure>(moved.closure);
    });
  }

  return routes;
}
