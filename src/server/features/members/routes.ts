// Members: join by code (rate-limited per client address), leave, and removal by the creator.
import type { Context } from "hono";
import { joinEventInput } from "../../../shared/api";
import { joined } from "../../../shared/group-responses";
import * as answer from "../../../shared/responses";
import type { FeatureDeps } from "../../kernel/deps";
import { clientIp } from "../../auth/client-ip";
import { endpoint, featureRoutes } from "../../http/endpoint";
import { notFound } from "../../kernel/errors";
import { enforceRateLimit } from "../../http/rate-limit";
import { json, noContent, TAGS } from "../../http/operation";
import { explainLeaveRefusal, explainRemovalRefusal } from "./refusal";
import { leaveEvent, removeMember } from "./commands";
import { joinEventOrGroup, joinEventTelling } from "./join-by-code";

const TEN_MINUTES = 600;

export const joinEvent = endpoint({
  method: "post",
  path: "/api/events/join",
  summary: "Join an event by its invitation code",
  tag: TAGS.members,
  guard: "signedIn",
  body: joinEventInput,
  answers: { 200: json("The event you joined", answer.eventSummary) },
  errors: ["invalidCode", "alreadyMember", "tooManyRequests"],
});

export const joinEventOrGroupRoute = endpoint({
  method: "post",
  path: "/api/join",
  summary: "Join an event or a group by its invitation code",
  description:
    "What the Join Event dialog sends: an event's code joins the event (a round's, its group), a " +
    "group's code joins the group and its open rounds. One request, counted once against the " +
    "join limit.",
  tag: TAGS.members,
  guard: "signedIn",
  body: joinEventInput,
  answers: { 200: json("The event or the group you joined", joined) },
  errors: ["invalidCode", "alreadyMember", "alreadyGroupMember", "tooManyRequests"],
});

export const leave = endpoint({
  method: "post",
  path: "/api/events/:id/leave",
  summary: "Leave the event (the creator cannot: 403)",
  tag: TAGS.members,
  guard: "member",
  answers: { 204: noContent },
  errors: ["eventNotFound", "creatorCannotLeave", "roundMembersAreTheGroups"],
});

export const removeMemberRoute = endpoint({
  method: "delete",
  path: "/api/events/:id/members/:userId",
  summary: "Remove a member (creator)",
  tag: TAGS.members,
  guard: "creator",
  answers: { 204: noContent },
  errors: [
    "eventNotFound",
    "memberNotFound",
    "removeCreatorOnly",
    "creatorCannotBeRemoved",
    "roundMembersAreTheGroups",
  ],
});

export function memberRoutes({ config, database: { db }, live }: FeatureDeps) {
  const joinLimit = { max: config.rateLimits.joinPer10Minutes, windowSeconds: TEN_MINUTES };
  const joinKey = (c: Context) => `join:${clientIp(c, config.trustProxy)}`;

  return featureRoutes()
    .openapi(joinEvent, async (c) => {
      const { code } = c.req.valid("json");
      // Codes are short: guessing is slowed per client address, right or wrong.
      await enforceRateLimit(db, joinKey(c), joinLimit);
      return c.json(await joinEventTelling(db, live, code, c.var.user), 200);
    })
    .openapi(joinEventOrGroupRoute, async (c) => {
      const { code } = c.req.valid("json");
      await enforceRateLimit(db, joinKey(c), joinLimit);
      return c.json(await joinEventOrGroup(db, live, code, c.var.user), 200);
    })
    .openapi(leave, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const userId = c.var.user.id;
      const left = await leaveEvent(db, eventId, userId);
      if (!left) return explainLeaveRefusal(db, eventId, userId);
      live.publish(eventId, { type: "member.left", userId, ...left });
      return c.body(null, 204);
    })
    .openapi(removeMemberRoute, async (c) => {
      const { id: eventId, userId } = c.req.valid("param");
      // A control character (a NUL PostgreSQL would refuse) names nobody.
      if ([...userId].some((ch) => ch.charCodeAt(0) < 32)) throw notFound("memberNotFound");
      const removed = await removeMember(db, eventId, c.var.user.id, userId);
      if (!removed) return explainRemovalRefusal(db, eventId, c.var.user.id, userId);
      live.publish(eventId, { type: "member.removed", userId, ...removed });
      return c.body(null, 204);
    });
}
