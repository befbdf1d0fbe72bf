// POST /api/events/:id/close and /reopen: the creator freezes the event with its winner
// recorded, or opens it again.
import { Hono } from "hono";
import type { EventClosure } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { eventIdParam } from "../events/access";
import { closeEvent, reopenEvent } from "./commands";

export function closingRoutes({ database, live, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  for (const [path, command, type] of [
    ["close", closeEvent, "event.closed"],
    ["reopen", reopenEvent, "event.reopened"],
  ] as const) {
    routes.post(`/events/:id/${path}`, sessionCheck.requireUser, async (c) => {
      const eventId = eventIdParam(c);
      const { changed, closure } = await command(database.db, eventId, c.var.user.id);
      if (changed) live.publish(eventId, { type, ...closure });
      return c.json<EventClosure>(closure);
    });
  }

  return routes;
}
