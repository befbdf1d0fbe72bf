// What the group routes answer (decision 226), as zod schemas: the same rules as
// shared/responses.ts (strict objects; the browser imports only the types).
import { z } from "zod";
import { me } from "../account/answers";
import { eventStatus, eventSummary } from "../events/answers";
import { eventExport } from "../results/answers";
import { voteMethods } from "../../core/voting";

const uuid = z.uuid();
const time = z.iso.datetime({ precision: 3 });
const count = z.number().int().nonnegative();
const version = z.number().int().positive();

export const groupRole = z.enum(["creator", "admin", "member"]);
export type GroupRole = z.infer<typeof groupRole>;

/** When rounds open by themselves: on the group's clock (its IANA time zone). */
export const schedule = z.strictObject({
  timeZone: z.string(),
  /** ISO weekday, 1 = Monday. */
  opensOn: z.number().int().min(1).max(7),
  /** "HH:MM" */
  opensAt: z.string(),
  closesOn: z.number().int().min(1).max(7),
  closesAt: z.string(),
  paused: z.boolean(),
  /** The next opening the scheduler will make (null while paused). */
  nextOpeningAt: time.nullable(),
});
export type Schedule = z.infer<typeof schedule>;

export const groupSummary = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string(),
  invitationCode: z.string(),
  creatorId: z.string(),
  /** What the viewer is in the group. */
  myRole: groupRole,
  memberCount: count,
  version,
  /** "Give others a chance": the winners of the last N rounds cannot win (0: off). */
  barLastWinners: count,
  schedule: schedule.nullable(),
  createdAt: time,
});
export type GroupSummary = z.infer<typeof groupSummary>;

/** POST /api/join: what a code joined, an event (a round's code: the round) or a group. */
export const joined = z.union([
  z.strictObject({ event: eventSummary }),
  z.strictObject({ group: groupSummary }),
]);

/** A round of the group (an event with its group_id), as the group page lists it. */
export const round = z.strictObject({
  id: uuid,
  roundNumber: z.number().int().positive(),
  title: z.string(),
  status: eventStatus,
  createdAt: time,
  closedAt: time.nullable(),
  deadline: time.nullable(),
  memberCount: count,
  linkCount: count,
});
export type Round = z.infer<typeof round>;

/** A link as the group remembers it: its cleaned address, its title, and its thumbnail (a path
 * under PREVIEW_IMAGE_PATH, or null). */
export const rememberedLink = z.strictObject({
  linkId: uuid,
  url: z.string(),
  title: z.string(),
  image: z.string().nullable(),
});
export type RememberedLink = z.infer<typeof rememberedLink>;

/** A closed round on the timeline: its winner (null: closed without one) and its turnout. */
export const pastRound = round.extend({
  winner: rememberedLink.nullable(),
  /** Members who voted, of the members it had when it closed. */
  voted: count,
});
export type PastRound = z.infer<typeof pastRound>;

/** "Most chosen": the same cleaned address won more than once across rounds. */
export const chosenLink = rememberedLink.extend({ wins: count, lastWonAt: time });
export type ChosenLink = z.infer<typeof chosenLink>;

export const groupMember = me.extend({ role: groupRole, joinedAt: time });
export type GroupMember = z.infer<typeof groupMember>;

/** GET /api/groups/:id: the whole group page in one answer. */
export const groupPage = z.strictObject({
  group: groupSummary,
  members: z.array(groupMember),
  /** The open rounds, newest first (usually one). */
  openRounds: z.array(round),
  /** Closed rounds, newest first. */
  timeline: z.array(pastRound),
  mostChosen: z.array(chosenLink),
});
export type GroupPage = z.infer<typeof groupPage>;

/** GET /api/groups: my groups for the dashboard, each with its open round and its last winner. */
export const groupListItem = groupSummary.extend({
  openRound: round.nullable(),
  lastWinner: rememberedLink.extend({ roundId: uuid, closedAt: time }).nullable(),
});
export const groupList = z.array(groupListItem);
export type GroupListItem = z.infer<typeof groupListItem>;

const exportedEvent = eventExport.shape.event.shape;

/** GET /api/groups/:groupId/export.json: every round of the group, oldest first, with its
 * winner and its links as the event download has them (counts, never who voted what; no counts
 * while the downloader may not see results of an open round). Times on the downloader's clock. */
export const groupExport = z.strictObject({
  group: z.strictObject({
    name: z.string(),
    description: z.string(),
    memberCount: count,
    createdAt: exportedEvent.createdAt,
    timeZone: z.string(),
  }),
  rounds: z.array(
    z.strictObject({
      roundNumber: z.number().int().positive(),
      title: z.string(),
      method: z.enum(voteMethods),
      status: eventStatus,
      createdAt: exportedEvent.createdAt,
      closedAt: exportedEvent.closedAt,
      deadline: exportedEvent.deadline,
      memberCount: count,
      winner: z.strictObject({ title: z.string(), url: z.string() }).nullable(),
      links: eventExport.shape.links,
    }),
  ),
});
export type GroupExport = z.infer<typeof groupExport>;
