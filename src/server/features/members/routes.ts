// Members: join by code (rate-limited per client address), leave, and removal by the creator.
import { Hono, type Context } from "hono";
import { joinEventInput, type EventSummary } from "../../../shared/api";
import type { AppEnv } from "../../app-env";
import type { FeatureDeps } from "../deps";
import { clientIp } from "../../auth/client-ip";
import { notFound } from "../../http/errors";
import { readJson } from "../../http/json-body";
import { enforceRateLimit } from "../../http/rate-limit";
import { eventIdParam, explainCreatorOnly } from "../events/access";
import { explainRemovalRefusal } from "./refusal";
import { joinByCode, leaveEvent, removeMember } from "./commands";

const TEN_MINUTES = 600;

// User ids are short printable strings; anything else (a NUL byte PostgreSQL would refuse, a
// megabyte of text) names nobody.
function memberIdParam(c: Context): string {
  const id = c.req.param("userId") ?? "";
  if (id.length === 0 || id.length > 200 || [...id].some((ch) => ch.charCodeAt(0) < 32))
    throw notFound("memberNotFound");
  return id;
}

export function memberRoutes({
  config,
  database: { db },
  live,
  sessionCheck: { requireUser },
}: FeatureDeps) {
  const routes = new Hono<AppEnv>();
  const joinLimit = { max: config.rateLimits.joinPer10Minutes, windowSeconds: TEN_MINUTES };

  routes.post("/events/join", requireUser, async (c) => {
    const { code } = await readJson(c, joinEventInput);
    // Codes are short: guessing is slowed down per client address, whether the guess is right or not.
    await enforceRateLimit(db, `join:${clientIp(c, config.trustProxy)}`, joinLimit);
    const { event, member } = await joinByCode(db, code, c.var.user);
    live.publish(event.id, {
      type: "member.joined",
      version: event.version,
      member,
      memberCount: event.memberCount,
    });
    return c.json<EventSummary>(event);
  });

  routes.post("/events/:id/leave", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const userId = c.var.user.id;
    const left = await leaveEvent(db, eventId, userId);
    if (!left) return explainCreatorOnly(db, eventId, userId, "creatorCannotLeave");
    live.publish(eventId, { type: "member.left", userId, ...left });
    return c.body(null, 204);
  });

  routes.delete("/events/:id/members/:userId", requireUser, async (c) => {
    const eventId = eventIdParam(c);
    const userId = memberIdParam(c);
    const removed = await removeMember(db, eventId, c.var.user.id, userId);
    if (!removed) return explainRemovalRefusal(db, eventId, c.var.user.id, userId);
    live.publish(eventId, { type: "member.removed", userId, ...removed });
    return c.body(null, 204);
  });

  return routes;
}
