// Events, members and links for the API tests, made one of two ways: through the API, by people
// signed in with a password (for the tests of the events feature itself), or straight in the
// database (for the links, votes and closing tests, so they do not depend on the events feature).
// What goes through the API is done by the actions the browser tests use too (actions.ts).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { eventMembers, events, links, votes } from "../../../src/server/db/schema";
import type { TestApp } from "../test-app";
import { createEventAs, joinAs } from "./actions";
import { people, userWithSession, type SignedInUser } from "./people";

export {
  closeEvent,
  comment,
  createEventAs,
  joinAs,
  reopenEvent,
  share,
  shortlist,
  shortlisted,
  tryVote,
  unshortlist,
  vote,
  votePath,
} from "./actions";

/** Through the API: a creator ("Ada Creator"), the event, and `memberCount` more members
 * ("Member 1", ...) who joined by its code; all accounts with a password, their sessions made in
 * the database (signing in is not what these tests test: auth-sessions.test.ts does). */
export async function eventThroughApi(app: TestApp, memberCount = 1, title = "Team dinner") {
  const creator = await userWithSession(app, { name: "Ada Creator" });
  const event = await createEventAs(creator, title);
  const members: SignedInUser[] = [];
  for (let i = 0; i < memberCount; i++) {
    const member = await userWithSession(app, { name: `Member ${i + 1}` });
    await joinAs(member, event.invitationCode);
    members.push(member);
  }
  return { creator, members, event, id: event.id };
}

/** Straight in the database: an active event with a creator and `memberCount` other members,
 * all with sessions (`people`). */
export async function eventWithMembers(app: TestApp, memberCount = 2) {
  const [creator] = await people(app, 1, "Creator");
  const members = await people(app, memberCount);
  const [event] = await app.db
    .insert(events)
    .values({
      title: "Where shall we eat?",
      invitationCode: randomBytes(6).toString("hex").toUpperCase(),
      creatorId: creator!.id,
      memberCount: 1 + memberCount,
    })
    .returning();
  await app.db
    .insert(eventMembers)
    .values([creator!, ...members].map((p) => ({ eventId: event!.id, userId: p.id })));
  return { event: event!, id: event!.id, creator: creator!, members };
}

/** Straight in the database: a link with the given votes, its counters set as the votes feature
 * would set them (so the events tests do not depend on the links feature). */
export async function linkWithVotes(
  app: TestApp,
  eventId: string,
  sharedBy: string,
  ballots: Array<{ userId: string; value: "up" | "down" }> = [],
  extra: { title?: string; createdAt?: Date; inShortlist?: boolean } = {},
) {
  const [link] = await app.db
    .insert(links)
    .values({
      eventId,
      url: "https://example.com/" + Math.random().toString(36).slice(2),
      title: extra.title ?? "A place",
      sharedBy,
      inShortlist: extra.inShortlist ?? ballots.length > 0,
      upCount: ballots.filter((b) => b.value === "up").length,
      downCount: ballots.filter((b) => b.value === "down").length,
      ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
    })
    .returning();
  if (ballots.length) {
    await app.db.insert(votes).values(ballots.map((b) => ({ linkId: link!.id, ...b })));
    // As the vote function does: a member's first vote marks them as one who has voted.
    await app.db.execute(sql`update event_members set voted_at = coalesce(voted_at, now())
      where event_id = ${eventId} and user_id in (${sql.join(
        ballots.map((b) => sql`${b.userId}`),
        sql`, `,
      )})`);
  }
  await app.db.execute(sql`update events set link_count = link_count + 1 where id = ${eventId}`);
  return link!;
}
