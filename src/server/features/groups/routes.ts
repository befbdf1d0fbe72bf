// Group routes: parse, call one command, publish after commit; permissions in the commands.
import { createHash } from "node:crypto";
import {
  createGroupInput,
  groupRoleInput,
  groupRoundsChoice,
  inviteInput,
  joinEventInput,
  openRoundInput,
  updateGroupInput,
} from "../../../shared/api";
import * as answer from "../../../shared/responses";
import * as group from "../../../shared/group-responses";
import type { FeatureDeps } from "../../kernel/deps";
import type { NoticesDeps } from "../notifications";
import { clientIp } from "../../auth/client-ip";
import { asAnswer, endpoint, featureRoutes } from "../../http/endpoint";
import { sendJoinedJson } from "../../http/gzip-join";
import { notFound } from "../../kernel/errors";
import { isFresh, notModified, setEtag, weakEtag } from "../../http/etag";
import { enforceRateLimit } from "../../http/rate-limit";
import { type LiveHub, publishGroupChange } from "../../kernel/live-hub";
import { json, noContent, TAGS } from "../../http/operation";
import { normalizeCode } from "../../../shared/core/limits";
import { groupNotFound } from "../../kernel/group-access";
import {
  createGroup,
  deleteGroup,
  editGroup,
  leaveGroup,
  removeGroupMember,
  renewGroupCode,
  setGroupRole,
  type GroupDeparture,
} from "./commands";
import { sendGroupInvitation } from "./invitations";
import { publishRoundDepartures } from "./membership";
import { joinGroupTelling } from "./join-by-code";
import { makeRegular, openRoundAsAdmin } from "./opening";
import { loadGroupPageBytes, createGroupMemoryCache } from "./page-memory";
import { listMyGroups } from "./queries";

const TEN_MINUTES = 600;
const DAY = 86_400;

const summary = json("The group as you see it", group.groupSummary);
const unchanged = { description: "Unchanged since the ETag sent in If-None-Match" };

export const listGroups = endpoint({
  method: "get",
  path: "/api/groups",
  summary: "Your groups, newest first, each with its open round and its last winner",
  tag: TAGS.groups,
  guard: "signedIn",
  answers: { 200: json("Every group you are in", group.groupList) },
  errors: [],
});

export const createGroupRoute = endpoint({
  method: "post",
  path: "/api/groups",
  summary: "Create a group",
  description: "Guests cannot create groups: 403. You are its creator, first member and an admin.",
  tag: TAGS.groups,
  guard: "account",
  guestRefusal: "guestCannotCreateGroup",
  body: createGroupInput,
  answers: { 201: json("The new group", group.groupSummary) },
  errors: [],
});

export const joinGroupRoute = endpoint({
  method: "post",
  path: "/api/groups/join",
  summary: "Join a group by its invitation code (or by the code of one of its rounds)",
  description: "You become a member of each of its open rounds too.",
  tag: TAGS.groups,
  guard: "signedIn",
  body: joinEventInput,
  answers: { 200: json("The group you joined", group.groupSummary) },
  errors: ["invalidCode", "alreadyGroupMember", "tooManyRequests"],
});

export const getGroupPage = endpoint({
  method: "get",
  path: "/api/groups/:groupId",
  summary: "The group page: the group, its members, its open rounds and its memory",
  tag: TAGS.groups,
  guard: "groupMember",
  answers: { 200: json("The whole page", group.groupPage), 304: unchanged },
  errors: ["groupNotFound"],
});

export const editGroupRoute = endpoint({
  method: "patch",
  path: "/api/groups/:groupId",
  summary: "Edit the group (admins)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  body: updateGroupInput,
  answers: { 200: summary },
  errors: ["groupNotFound", "groupAdminOnly"],
});

export const deleteGroupRoute = endpoint({
  method: "delete",
  path: "/api/groups/:groupId",
  summary: "Delete the group (its creator)",
  description:
    "`rounds=keep` leaves its rounds as standalone events (their creators keep them); " +
    "`rounds=delete` deletes them with the group.",
  tag: TAGS.groups,
  guard: "groupCreator",
  query: {
    rounds: {
      description: "What happens to the group's rounds: keep or delete",
      schema: groupRoundsChoice,
      required: true,
    },
  },
  answers: { 204: noContent },
  errors: ["groupNotFound", "groupCreatorOnly"],
});

export const leaveGroupRoute = endpoint({
  method: "post",
  path: "/api/groups/:groupId/leave",
  summary: "Leave the group and its open rounds (its creator cannot: 403)",
  description: "Your votes in its open rounds go with you; closed rounds keep who was there.",
  tag: TAGS.groups,
  guard: "groupMember",
  answers: { 204: noContent },
  errors: ["groupNotFound", "groupCreatorCannotLeave"],
});

export const removeGroupMemberRoute = endpoint({
  method: "delete",
  path: "/api/groups/:groupId/members/:userId",
  summary: "Remove a member from the group and its open rounds (admins)",
  description: "Nobody removes the group's creator; only the creator removes an admin.",
  tag: TAGS.groups,
  guard: "groupAdmin",
  answers: { 204: noContent },
  errors: [
    "groupNotFound",
    "memberNotFound",
    "groupAdminOnly",
    "groupCreatorOnly",
    "groupCreatorCannotBeRemoved",
  ],
});

export const setGroupRoleRoute = endpoint({
  method: "put",
  path: "/api/groups/:groupId/members/:userId/role",
  summary: "Make a member an admin, or an admin a member (the group's creator)",
  tag: TAGS.groups,
  guard: "groupCreator",
  body: groupRoleInput,
  answers: { 200: json("The member with their new role", group.groupMember) },
  errors: [
    "groupNotFound",
    "memberNotFound",
    "groupCreatorOnly",
    "groupCreatorStaysAdmin",
    "guestCannotBeAdmin",
  ],
});

export const newGroupCode = endpoint({
  method: "post",
  path: "/api/groups/:groupId/code",
  summary: "Make a new invitation code; the old one stops working (admins)",
  tag: TAGS.groups,
  guard: "groupAdmin",
  answers: { 200: summary },
  errors: ["groupNotFound", "groupAdminOnly"],
});

export const inviteToGroup = endpoint({
  method: "post",
  path: "/api/groups/:groupId/invitations",
  summary: "Invite someone to the group by email",
  description: "Guests cannot send email in Huddle's name: 403. The same daily limits as events'.",
  tag: TAGS.groups,
  guard: "groupMember",
  guestRefusal: "guestCannotInvite",
  body: inviteInput,
  answers: { 201: json("Where the invitation went", answer.invitationSent) },
  errors: ["groupNotFound", "tooManyRequests"],
});

export const openRoundRoute = endpoint({
  method: "post",
  path: "/api/groups/:groupId/rounds",
  summary: "Open the group's next round (admins)",
  description:
    "It starts from the last round: method, dots, when results show, who voted what and the " +
    "deadline offset; its members are the group's. `runnersUp` brings back the last round's " +
    "shortlisted links that did not win. 409 while a round is open.",
  tag: TAGS.groups,
  guard: "groupAdmin",
  body: openRoundInput,
  answers: { 201: json("The new round; you are its creator", answer.eventSummary) },
  errors: ["groupNotFound", "groupAdminOnly", "roundAlreadyOpen"],
});

export const makeRegularRoute = endpoint({
  method: "post",
  path: "/api/events/:id/regular",
  summary: "Make this a regular: the event becomes round 1 of a new group (creator)",
  description:
    "The group is named after the event; its members are the event's, you are its creator. " +
    "409 for a round of a group.",
  tag: TAGS.groups,
  guard: "creator",
  answers: { 201: json("The new group", group.groupSummary) },
  errors: ["eventNotFound", "editCreatorOnly", "alreadyARound"],
});

/** After the commit: the group's page and each active round's page hear of the departure. */
function publishDeparture(
  live: LiveHub,
  groupId: string,
  userId: string,
  gone: GroupDeparture,
  type: "member.left" | "member.removed",
) {
  publishRoundDepartures(live, gone.rounds, userId, type);
  publishGroupChange(live, groupId, gone.version, { left: userId });
}

export function groupRoutes({
  config,
  database: { db },
  live,
  notices,
  wakeMail,
}: FeatureDeps & NoticesDeps) {
  const joinLimit = { max: config.rateLimits.joinPer10Minutes, windowSeconds: TEN_MINUTES };
  const inviteLimits = {
    perSender: { max: config.rateLimits.invitesPerDay, windowSeconds: DAY },
    perRecipient: { max: config.rateLimits.invitesToOnePerDay, windowSeconds: DAY },
  };
  // Each group's memory, kept on this instance for the state it was read at.
  const memories = createGroupMemoryCache();

  return featureRoutes()
    .openapi(listGroups, async (c) => c.json(await listMyGroups(db, c.var.user.id), 200))
    .openapi(createGroupRoute, async (c) =>
      c.json(await createGroup(db, c.var.user.id, c.req.valid("json")), 201),
    )
    .openapi(joinGroupRoute, async (c) => {
      // Codes are short: guessing is slowed down per client address, as for events.
      await enforceRateLimit(db, `join:${clientIp(c, config.trustProxy)}`, joinLimit);
      const code = normalizeCode(c.req.valid("json").code);
      return c.json(await joinGroupTelling(db, live, code, c.var.user), 200);
    })
    .openapi(getGroupPage, async (c) => {
      const { groupId } = c.req.valid("param");
      // Already JSON (a GroupPage), written by the database, its memory kept: page-memory.ts.
      const page = await loadGroupPageBytes(db, memories, groupId, c.var.user.id);
      if (!page) throw groupNotFound();
      // The page's bytes (the memory's via its digest) name it: a holder hears 304.
      const { head, memory } = page;
      const digest = createHash("sha256").update(head).update(memory.digest).digest("base64url");
      const etag = weakEtag("group", digest);
      if (isFresh(c, etag)) return notModified(c, etag) as never;
      setEtag(c, etag);
      return asAnswer<typeof group.groupPage._output>(await sendJoinedJson(c, head, memory.tail));
    })
    .openapi(editGroupRoute, async (c) => {
      const { groupId } = c.req.valid("param");
      const edited = await editGroup(db, groupId, c.var.user.id, c.req.valid("json"));
      publishGroupChange(live, groupId, edited.version);
      return c.json(edited, 200);
    })
    .openapi(newGroupCode, async (c) => {
      const { groupId } = c.req.valid("param");
      const renewed = await renewGroupCode(db, groupId, c.var.user.id);
      for (const { id, version, invitationCode } of renewed.rounds) {
        live.publish(id, { type: "code.changed", version, invitationCode });
      }
      publishGroupChange(live, groupId, renewed.group.version);
      return c.json(renewed.group, 200);
    })
    .openapi(deleteGroupRoute, async (c) => {
      const { groupId } = c.req.valid("param");
      const { rounds } = c.req.valid("query");
      const deleted = await deleteGroup(db, groupId, c.var.user.id, rounds);
      for (const { id, version } of deleted.deletedRounds) {
        live.publish(id, { type: "event.deleted", version });
      }
      // A kept round is a standalone event now: its pages read it again (no group, no admins).
      for (const id of deleted.keptRounds) live.publish(id, { type: "refetch" });
      publishGroupChange(live, groupId, deleted.version, { deleted: true });
      return c.body(null, 204);
    })
    .openapi(leaveGroupRoute, async (c) => {
      const { groupId } = c.req.valid("param");
      const userId = c.var.user.id;
      const gone = await leaveGroup(db, groupId, userId);
      publishDeparture(live, groupId, userId, gone, "member.left");
      return c.body(null, 204);
    })
    .openapi(removeGroupMemberRoute, async (c) => {
      const { groupId, userId } = c.req.valid("param");
      // A control character (a NUL byte PostgreSQL would refuse) names nobody.
      if ([...userId].some((ch) => ch.charCodeAt(0) < 32)) throw notFound("memberNotFound");
      const gone = await removeGroupMember(db, groupId, c.var.user.id, userId);
      publishDeparture(live, groupId, userId, gone, "member.removed");
      return c.body(null, 204);
    })
    .openapi(setGroupRoleRoute, async (c) => {
      const { groupId, userId } = c.req.valid("param");
      if ([...userId].some((ch) => ch.charCodeAt(0) < 32)) throw notFound("memberNotFound");
      const { role } = c.req.valid("json");
      const set = await setGroupRole(db, groupId, c.var.user.id, userId, role);
      // Managers changed: pages refetch, the member's streams restart.
      for (const id of set.rounds) live.publish(id, { type: "refetch", roleChanged: userId });
      publishGroupChange(live, groupId, set.version);
      return c.json(set.member, 200);
    })
    .openapi(inviteToGroup, async (c) => {
      const { groupId } = c.req.valid("param");
      const { email } = c.req.valid("json");
      await sendGroupInvitation(db, notices, {
        groupId,
        inviter: c.var.user,
        email,
        publicUrl: config.publicUrl,
        limits: inviteLimits,
      });
      wakeMail();
      return c.json({ email }, 201);
    })
    .openapi(openRoundRoute, async (c) => {
      const { groupId } = c.req.valid("param");
      const opened = await openRoundAsAdmin(
        db,
        notices,
        groupId,
        c.var.user.id,
        c.req.valid("json"),
      );
      wakeMail();
      publishGroupChange(live, groupId, opened.groupVersion);
      return c.json(opened.event, 201);
    })
    .openapi(makeRegularRoute, async (c) => {
      const { id: eventId } = c.req.valid("param");
      const made = await makeRegular(db, eventId, c.var.user.id);
      // The event's page reads itself again: it is a round now.
      live.publish(eventId, { type: "refetch" });
      return c.json(made.group, 201);
    });
}
