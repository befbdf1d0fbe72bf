// The world of the authorization matrix and the fuzz tests: six people and two guests with
// sessions, and on demand a fresh pair of events, A and B, each with members and a shortlisted,
// voted, commented link.
import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  comments,
  eventMembers,
  events,
  groupMembers,
  groups,
  links,
  votes,
} from "../../../src/server/db/schema";
import { chatTargets } from "../../../src/server/features/chat/tables";
import { seal } from "../../../src/server/features/chat/sealed";
import { CODE_ALPHABET, CODE_LENGTH } from "../../../src/shared/core/limits";
import { TEST_SECRET, type TestApp } from "../test-app";
import { people, type Person } from "./people";

/** The ids a request can name: an event, one of its links, one of its members, its code, and a
 * comment on its link (by the member who shared it); and a standing group with the same people
 * (decision 226: group A is event A's creator, "member", the second member and the guest member,
 * all plain members but its creator; group B is event B's two), and the group's code. */
export type Ids = {
  id: string;
  linkId: string;
  userId: string;
  code: string;
  commentId: string;
  groupId: string;
  groupCode: string;
  /** A chat of the event (decision 229), and one of the group: a webhook to an address no send
   * may reach (TEST-NET-1), so a test message is refused by the guard, with no network. */
  chatId: string;
  groupChatId: string;
};

export type Cast = Awaited<ReturnType<typeof castOf>>;

/** The signing secret of the world's chats: no answer of any route may carry it. */
export const WORLD_CHAT_SECRET = "whsec_dGhlIHdvcmxkJ3Mgc2lnbmluZyBzZWNyZXQ=";

/** Sessions made directly (`people`): a password hash per person is slow on purpose. */
export async function castOf(app: TestApp) {
  const [creator, member, memberA2, otherCreator, memberB, nonMember] = await people(app, 6);
  const [guestMember, guestNonMember] = await people(app, 2, "Guest", { guests: true });
  return {
    /** Creates event A. */
    creator: creator!,
    /** A member of A. */
    member: member!,
    /** A member of A who shared, shortlisted and voted on A's link. */
    memberA2: memberA2!,
    /** Creates event B; a member of no event A. */
    "creator of another event": otherCreator!,
    /** A member of B who shared, shortlisted and voted on B's link. */
    memberB: memberB!,
    "non-member": nonMember!,
    /** A guest (no account) who joined A. */
    "guest member": guestMember!,
    /** A guest in neither event. */
    "guest non-member": guestNonMember!,
  } satisfies Record<string, Person>;
}

const code = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    "",
  );

/** Events A and B and groups A and B, written straight to the database (eight statements
 * whatever the cast). Given
 * `ids` (from an earlier call), they are made again with the very same ids and codes. */
export async function twoEvents(
  app: TestApp,
  cast: Cast,
  options: { closed?: boolean; ids?: { a: Ids; b: Ids } } = {},
): Promise<{ a: Ids; b: Ids }> {
  const { ids } = options;
  const status = options.closed ? ("completed" as const) : ("active" as const);
  const closedAt = options.closed ? new Date() : null;
  const common = { linkCount: 1, status, closedAt };
  const [a, b] = await app.db
    .insert(events)
    .values([
      {
        ...common,
        id: ids?.a.id,
        title: "Event A",
        invitationCode: ids?.a.code ?? code(),
        creatorId: cast.creator.id,
        memberCount: 4,
      },
      {
        ...common,
        id: ids?.b.id,
        title: "Event B",
        invitationCode: ids?.b.code ?? code(),
        creatorId: cast["creator of another event"].id,
        memberCount: 2,
      },
    ])
    .returning();
  await app.db.insert(eventMembers).values([
    { eventId: a!.id, userId: cast.creator.id },
    { eventId: a!.id, userId: cast.member.id },
    { eventId: a!.id, userId: cast.memberA2.id },
    { eventId: a!.id, userId: cast["guest member"].id },
    { eventId: b!.id, userId: cast["creator of another event"].id },
    { eventId: b!.id, userId: cast.memberB.id },
  ]);
  const shortlisted = {
    url: "https://example.com/place",
    title: "A place",
    inShortlist: true,
    shortlistedAt: new Date(),
    upCount: 1,
    commentCount: 1,
  };
  const [linkA, linkB] = await app.db
    .insert(links)
    .values([
      {
        ...shortlisted,
        id: ids?.a.linkId,
        eventId: a!.id,
        sharedBy: cast.memberA2.id,
        shortlistedBy: cast.memberA2.id,
      },
      {
        ...shortlisted,
        id: ids?.b.linkId,
        eventId: b!.id,
        sharedBy: cast.memberB.id,
        shortlistedBy: cast.memberB.id,
      },
    ])
    .returning();
  await app.db.insert(votes).values([
    { linkId: linkA!.id, userId: cast.memberA2.id, value: "up" as const },
    { linkId: linkB!.id, userId: cast.memberB.id, value: "up" as const },
  ]);
  // As the vote function does: a member's first vote marks them as one who has voted.
  await app.db.execute(sql`update event_members set voted_at = now()
    where (event_id, user_id) in ((${a!.id}::uuid, ${cast.memberA2.id}), (${b!.id}::uuid, ${cast.memberB.id}))`);
  const [commentA, commentB] = await app.db
    .insert(comments)
    .values([
      { id: ids?.a.commentId, linkId: linkA!.id, authorId: cast.memberA2.id, body: "Looks good" },
      { id: ids?.b.commentId, linkId: linkB!.id, authorId: cast.memberB.id, body: "Looks good" },
    ])
    .returning();
  const [groupA, groupB] = await app.db
    .insert(groups)
    .values([
      {
        id: ids?.a.groupId,
        name: "Group A",
        invitationCode: ids?.a.groupCode ?? code(),
        creatorId: cast.creator.id,
        memberCount: 4,
      },
      {
        id: ids?.b.groupId,
        name: "Group B",
        invitationCode: ids?.b.groupCode ?? code(),
        creatorId: cast["creator of another event"].id,
        memberCount: 2,
      },
    ])
    .returning();
  await app.db.insert(groupMembers).values([
    { groupId: groupA!.id, userId: cast.creator.id, role: "admin" as const },
    { groupId: groupA!.id, userId: cast.member.id },
    { groupId: groupA!.id, userId: cast.memberA2.id },
    { groupId: groupA!.id, userId: cast["guest member"].id },
    { groupId: groupB!.id, userId: cast["creator of another event"].id, role: "admin" as const },
    { groupId: groupB!.id, userId: cast.memberB.id },
  ]);
  const chat = (owner: { eventId?: string; groupId?: string }, id: string | undefined) => {
    const destination = {
      kind: "webhook" as const,
      url: "https://192.0.2.1/hook",
      signingSecret: WORLD_CHAT_SECRET,
    };
    return {
      id,
      ...owner,
      kind: "webhook",
      name: "Webhook",
      sealed: seal(TEST_SECRET, destination),
      shown: "https://192.0.2.1/…hook",
      messages: ["opened" as const, "deadline" as const, "closed" as const],
    };
  };
  const [chatA, chatB, groupChatA, groupChatB] = await app.db
    .insert(chatTargets)
    .values([
      chat({ eventId: a!.id }, ids?.a.chatId),
      chat({ eventId: b!.id }, ids?.b.chatId),
      chat({ groupId: groupA!.id }, ids?.a.groupChatId),
      chat({ groupId: groupB!.id }, ids?.b.groupChatId),
    ])
    .returning({ id: chatTargets.id });
  const idsOf = (
    event: typeof a,
    link: typeof linkA,
    userId: string,
    comment: typeof commentA,
    group: typeof groupA,
    chatId: string,
    groupChatId: string,
  ) => ({
    id: event!.id,
    linkId: link!.id,
    userId,
    code: event!.invitationCode,
    commentId: comment!.id,
    groupId: group!.id,
    groupCode: group!.invitationCode,
    chatId,
    groupChatId,
  });
  return {
    a: idsOf(a, linkA, cast.memberA2.id, commentA, groupA, chatA!.id, groupChatA!.id),
    b: idsOf(b, linkB, cast.memberB.id, commentB, groupB, chatB!.id, groupChatB!.id),
  };
}
