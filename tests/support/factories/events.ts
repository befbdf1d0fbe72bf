// Events, members and links for the API tests, made one of two ways: through the API, by people
// signed in with a password (for the tests of the events feature itself), or straight in the
// database (for the links, votes and closing tests, so they do not depend on the events feature).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { EventSummary } from "../../../src/shared/api";
import { eventMembers, events, links, votes } from "../../../src/server/db/schema";
import type { TestApp } from "../test-app";
import { people, signedInUser, type Person, type SignedInUser } from "./people";

export async function createEventAs(
  person: Person,
  title = "Team dinner",
  description?: string,
): Promise<EventSummary> {
  const res = await person.client.post("/api/events", {
    title,
    ...(description === undefined ? {} : { description }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json as EventSummary;
}

export async function joinAs(person: Person, code: string) {
  const res = await person.client.post("/api/events/join", { code });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.text}`);
  return res.json as EventSummary;
}

/** Through the API: a creator ("Ada Creator"), the event, and `memberCount` more members
 * ("Member 1", ...) who joined by its code; all signed in with a password. */
export async function eventThroughApi(app: TestApp, memberCount = 1, title = "Team dinner") {
  const creator = await signedInUser(app, { name: "Ada Creator" });
  const event = await createEventAs(creator, title);
  const members: SignedInUser[] = [];
  for (let i = 0; i < memberCount; i++) {
    const member = await signedInUser(app, { name: `Member ${i + 1}` });
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

let shared = 0;

/** Shares a link through the API; unless given, its address is new (one address is one link). */
export async function share(
  person: Person,
  eventId: string,
  title = "Pizza Place",
  url = `https://example.com/pizza/${++shared}`,
) {
  const res = await person.client.post(`/api/events/${eventId}/links`, { url, title });
  if (res.status !== 201) throw new Error(`share failed: ${res.status} ${res.text}`);
  return res.json as { id: string; createdAt: string };
}

export async function shortlist(person: Person, eventId: string, linkId: string) {
  const res = await person.client.put(`/api/events/${eventId}/links/${linkId}/shortlist`);
  if (res.status !== 200) throw new Error(`shortlist failed: ${res.status} ${res.text}`);
  return res.json;
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

/** Votes through the API (the answer is not checked: some tests expect a refusal). */
export const vote = (person: Person, eventId: string, linkId: string, value: "up" | "down") =>
  person.client.put(`/api/events/${eventId}/links/${linkId}/vote`, { vote: value });
