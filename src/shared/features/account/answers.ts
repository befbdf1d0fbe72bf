// What the account's routes answer: the person, and what deleting or downloading the account
// gives.
import { z } from "zod";
import { id, uuid, time, count } from "../common/answer-fields";
import { voteValue } from "../votes/answers";
import { languages } from "../../core/languages";
import { pushKinds, type PushKind } from "../notifications/kinds";

export const me = z.strictObject({
  id,
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  // Took part with a name only (no email, no password): may join and take part, not create.
  guest: z.boolean(),
});
export type Me = z.infer<typeof me>;

/** GET and PATCH /api/me: the person, their language and their time zone (an IANA name; each
 * null until first set). */
export const account = me.extend({
  language: z.enum(languages).nullable(),
  timeZone: z.string().nullable(),
});
export type Account = z.infer<typeof account>;

/** GET /api/me/deletion: what deleting the account would remove, for the warning. The events
 * they created go whole; the counts are of their part in everyone else's events. */
export const accountDeletion = z.strictObject({
  createdEvents: z.array(z.strictObject({ id: uuid, title: z.string(), memberCount: count })),
  /** The groups they created (decision 226): each goes to `heir` (its longest-standing other
   * admin, by name), or with none is deleted, its rounds kept as standalone events. */
  createdGroups: z.array(
    z.strictObject({
      id: uuid,
      name: z.string(),
      memberCount: count,
      heir: z.string().nullable(),
    }),
  ),
  memberships: count,
  links: count,
  votes: count,
  comments: count,
});
export type AccountDeletion = z.infer<typeof accountDeletion>;

/** GET /api/me/data: everything Huddle keeps that is the person's own, as a download. */
export const myData = z.strictObject({
  exportedAt: time,
  account: z.strictObject({
    id,
    name: z.string(),
    email: z.string(),
    guest: z.boolean(),
    createdAt: time,
    language: z.enum(languages).nullable(),
    timeZone: z.string().nullable(),
  }),
  memberships: z.array(
    z.strictObject({ eventId: uuid, title: z.string(), joinedAt: time, isCreator: z.boolean() }),
  ),
  /** The groups they are in (decision 226), with their role there. */
  groups: z.array(
    z.strictObject({
      groupId: uuid,
      name: z.string(),
      role: z.enum(["creator", "admin", "member"]),
      joinedAt: time,
    }),
  ),
  links: z.array(
    z.strictObject({
      eventId: uuid,
      url: z.string(),
      title: z.string(),
      description: z.string(),
      createdAt: time,
      inShortlist: z.boolean(),
    }),
  ),
  votes: z.array(
    z.strictObject({
      eventId: uuid,
      linkId: uuid,
      linkTitle: z.string(),
      value: voteValue,
      /** What the vote counts: 1, or the dots on the link in a dots event. */
      weight: z.number().int().positive(),
      updatedAt: time,
    }),
  ),
  /** Their comments (decision 206), newest first. */
  comments: z.array(
    z.strictObject({
      eventId: uuid,
      linkId: uuid,
      linkTitle: z.string(),
      body: z.string(),
      createdAt: time,
      editedAt: time.nullable(),
    }),
  ),
  /** Push notifications (decision 227): each kind on or off, and the devices of their sessions
   * (the push service's address is theirs to see). */
  push: z.strictObject({
    kinds: z.strictObject(
      Object.fromEntries(pushKinds.map((kind) => [kind, z.boolean()])) as Record<
        PushKind,
        z.ZodBoolean
      >,
    ),
    devices: z.array(z.strictObject({ endpoint: z.string(), createdAt: time })),
  }),
});
export type MyData = z.infer<typeof myData>;
