// Events and members for the links, votes and closing tests, made straight in the database so
// these tests do not depend on the events feature. Sessions are made directly too (a real
// session row and a cookie signed like Better Auth's), because the concurrency test needs 50
// people and a password hash per person would take seconds.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { eventMembers, events, links, session, user, votes } from "../../src/server/db/schema";
import { TEST_SECRET, type TestApp, type TestClient } from "../support/test-app";
import { uniqueEmail } from "../support/factories";

export type Person = { id: string; name: string; client: TestClient };

export async function people(app: TestApp, count: number, prefix = "Member"): Promise<Person[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `${prefix} ${i + 1}`,
    email: uniqueEmail(prefix.toLowerCase()),
    emailVerified: true,
  }));
  if (rows.length === 0) return [];
  await app.db.insert(user).values(rows);
  const tokens = rows.map(() => randomBytes(24).toString("base64url"));
  await app.db.insert(session).values(
    rows.map((row, i) => ({
      id: randomUUID(),
      token: tokens[i]!,
      userId: row.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return rows.map((row, i) => {
    const client = app.client();
    const signature = createHmac("sha256", TEST_SECRET).update(tokens[i]!).digest("base64");
    client.cookies.set(
      "better-auth.session_token",
      encodeURIComponent(`${tokens[i]}.${signature}`),
    );
    return { id: row.id, name: row.name, client };
  });
}

/** An active event with a creator and `memberCount` other members, all signed in. */
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

export async function share(
  person: Person,
  eventId: string,
  title = "Pizza Place",
  url = "https://example.com/pizza",
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

/** Everything the tests compare: the event row, its links' counters and the votes table. */
export async function snapshot(app: TestApp, eventId: string) {
  const [event] = await app.db.select().from(events).where(eq(events.id, eventId));
  const linkRows = await app.db
    .select({
      id: links.id,
      up: links.upCount,
      down: links.downCount,
      inShortlist: links.inShortlist,
    })
    .from(links)
    .where(eq(links.eventId, eventId))
    .orderBy(links.id);
  const voteRows = await app.db
    .select({ linkId: votes.linkId, userId: votes.userId, value: votes.value })
    .from(votes)
    .innerJoin(links, eq(links.id, votes.linkId))
    .where(eq(links.eventId, eventId))
    .orderBy(votes.linkId, votes.userId);
  return { event: event!, links: linkRows, votes: voteRows };
}

/** up/down per link counted from the votes table itself. */
export async function countedVotes(app: TestApp, eventId: string) {
  const rows = await app.db
    .select({
      id: links.id,
      up: sql<number>`count(*) filter (where ${votes.value} = 'up')::int`,
      down: sql<number>`count(*) filter (where ${votes.value} = 'down')::int`,
    })
    .from(links)
    .leftJoin(votes, eq(votes.linkId, links.id))
    .where(eq(links.eventId, eventId))
    .groupBy(links.id)
    .orderBy(links.id);
  return rows.map((r) => ({ id: r.id, up: Number(r.up), down: Number(r.down) }));
}
