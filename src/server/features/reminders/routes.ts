// GET /api/events/:id/turnout (members) and POST /api/events/:id/reminders (the creator).
import { Hono } from "hono";
import type { RemindersSent, Turnout } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { eventIdParam } from "../events/access";
import { findTurnout, sendReminders } from "./commands";

export function reminderRoutes({ database: { db }, notices, wakeMail, sessionCheck }: FeatureDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/events/:id/turnout", sessionCheck.requireUser, async (c) => {
    const eventId = eventIdParam(c);
    return c.json<Turnout>(await findTurnout(db, eventId, c.var.user.id));
  });

  routes.post("/events/:id/reminders", sessionCheck.requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const reminded = await sendReminders(db, notices, eventId, c.var.user);
    wakeMail();
    return c.json<RemindersSent>({ reminded });
  });

  return routes;
}
