// Shared steps for the events, members and invitations tests: people signed in through the real
// endpoint, events made through the API, and links with votes written straight to the database
// (so these tests do not depend on the links feature).
import { eq, sql } from "drizzle-orm";
import type { EventSummary } from "../../src/shared/api";
import type { LiveMessage } from "../../src/shared/live";
import { links, votes } from "../../src/server/db/schema";
import { signedInUser } from "../support/factories";
import type { TestApp } from "../support/test-app";

export type Person = Awaited<ReturnType<typeof signedInUser>>;

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

/** A creator, an event and `memberCount` more members who joined by its code. */
export async function eventWithMembers(app: TestApp, memberCount = 1, title = "Team dinner") {
  const creator = await signedInUser(app, { name: "Ada Creator" });
  const event = await createEventAs(creator, title);
  const members: Person[] = [];
  for (let i = 0; i < memberCount; i++) {
    const member = await signedInUser(app, { name: `Member ${i + 1}` });
    await joinAs(member, event.invitationCode);
    members.push(member);
  }
  return { creator, members, event, id: event.id };
}

/** A link with the given votes, its counters set as the votes feature would set them. */
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
  if (ballots.length)
    await app.db.insert(votes).values(ballots.map((b) => ({ linkId: link!.id, ...b })));
  await app.db.execute(sql`update events set link_count = link_count + 1 where id = ${eventId}`);
  return link!;
}

export async function linkCounts(app: TestApp, linkId: string) {
  const [row] = await app.db
    .select({ up: links.upCount, down: links.downCount })
    .from(links)
    .where(eq(links.id, linkId));
  return row!;
}

/** Collects what the live hub publishes to one event's room. */
export function listen(app: TestApp, eventId: string, userId = "observer") {
  const messages: LiveMessage[] = [];
  let closed = false;
  app.live.subscribe(eventId, {
    userId,
    send: (m) => void messages.push(m),
    close: () => void (closed = true),
  });
  return { messages, isClosed: () => closed };
}

/** Counts the SQL statements one request runs. */
export async function countQueries<T>(app: TestApp, run: () => Promise<T>) {
  app.database.queries.length = 0;
  const result = await run();
  return { result, count: app.database.queries.length, queries: [...app.database.queries] };
}
