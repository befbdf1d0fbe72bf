// Votes cast in the same turn of the event loop share one statement and one commit. Each is still
// judged on its own: a vote on a closed event, by a removed member, on a link taken off the
// shortlist or with an ended session is refused inside a batch whose other votes count, and
// nothing of it is written.
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { events, links } from "../../src/server/db/schema";
import { castVote, type CastVote } from "../../src/server/features/votes/commands";
import type { VoteValue } from "../../src/shared/api";
import { eventWithMembers, share, shortlist } from "../support/factories/events";
import { countedVotes } from "../support/snapshot";
import { startTestApp, type TestApp } from "../support/test-app";
import type { Viewer } from "../../src/server/auth/session-check";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const versionsOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await app.db
        .select({ id: events.id, version: events.version, tally: events.tally })
        .from(events)
        .where(inArray(events.id, ids))
    ).map((row) => [row.id, row.version + row.tally]),
  );

it("refuses, inside one batch, what is not allowed and counts the rest", async () => {
  const open = await eventWithMembers(app, 3);
  const [m1, m2, removed] = open.members as [
    (typeof open.members)[0],
    (typeof open.members)[0],
    (typeof open.members)[0],
  ];
  const on = await share(open.creator, open.id, "On", "https://example.com/on");
  await shortlist(open.creator, open.id, on.id);
  const off = await share(open.creator, open.id, "Off", "https://example.com/off");
  await shortlist(open.creator, open.id, off.id);
  expect(
    (await open.creator.client.delete(`/api/events/${open.id}/links/${off.id}/shortlist`)).status,
  ).toBe(200);
  expect(
    (await open.creator.client.delete(`/api/events/${open.id}/members/${removed.id}`)).status,
  ).toBe(204);

  const closed = await eventWithMembers(app, 1);
  const theirs = await share(closed.creator, closed.id, "Theirs", "https://example.com/theirs");
  await shortlist(closed.creator, closed.id, theirs.id);
  expect((await closed.creator.client.post(`/api/events/${closed.id}/close`)).status).toBe(200);

  const before = await versionsOf([open.id, closed.id]);
  const statementsBefore = app.database.queries.filter((q) => q.includes("huddle_cast_votes"));

  const as = (id: string): Viewer => ({ userId: id });
  const vote = (viewer: Viewer, eventId: string, linkId: string, value: VoteValue | null) =>
    castVote(app.db, viewer, eventId, linkId, { value });
  // All sent in the same turn, so they are one batch; the refused ones sit between accepted ones.
  const results = await Promise.allSettled([
    vote(as(open.creator.id), open.id, on.id, "up"),
    vote(as(removed.id), open.id, on.id, "up"),
    vote(as(m1.id), open.id, on.id, "down"),
    vote(as(m2.id), open.id, off.id, "up"),
    vote(as(closed.members[0]!.id), closed.id, theirs.id, "up"),
    vote({ sessionToken: "no-such-session" }, open.id, on.id, "up"),
    vote(as(m2.id), open.id, on.id, "up"),
    vote(as(m1.id), open.id, on.id, "down"),
  ]);

  const statements = app.database.queries.filter((q) => q.includes("huddle_cast_votes"));
  expect(statements.length - statementsBefore.length, "one statement for the batch").toBe(1);

  const answer = (i: number) => {
    const result = results[i]!;
    if (result.status === "fulfilled") return result.value && { ok: result.value };
    const error = result.reason as { status?: number; code: string };
    return { status: error.status, code: error.code };
  };
  expect(answer(0)).toMatchObject({ ok: { up: 1, down: 0, myDots: 0 } });
  expect(answer(1)).toEqual({ status: 404, code: "eventNotFound" });
  expect(answer(2)).toMatchObject({ ok: { up: 1, down: 1, myDots: 0 } });
  expect(answer(3)).toEqual({ status: 409, code: "notOnShortlist" });
  expect(answer(4)).toEqual({ status: 409, code: "eventClosed" });
  expect(answer(5)).toBeNull();
  expect(answer(6)).toMatchObject({ ok: { up: 2, down: 1, myDots: 0 } });
  expect(answer(7), "the same vote again counts once").toMatchObject({
    ok: { up: 2, down: 1, myDots: 0 },
  });

  // One step per accepted vote, in the order they came, nothing for the refused ones: of the
  // version for a member's first vote, of the tally for any other (decision 210).
  const accepted = [0, 2, 6, 7].map((i) => (results[i] as PromiseFulfilledResult<CastVote>).value);
  expect(accepted.map((v) => v.version + v.tally)).toEqual(
    [1, 2, 3, 4].map((n) => before[open.id]! + n),
  );
  expect(accepted.map((v) => v.firstVote)).toEqual([true, true, true, false]);
  expect(await versionsOf([open.id, closed.id])).toEqual({
    [open.id]: before[open.id]! + 4,
    [closed.id]: before[closed.id],
  });
  // The counters equal the rows.
  for (const eventId of [open.id, closed.id]) {
    const counters = await app.db
      .select({ id: links.id, up: links.upCount, down: links.downCount })
      .from(links)
      .where(eq(links.eventId, eventId))
      .orderBy(links.id);
    expect(counters).toEqual(await countedVotes(app, eventId));
  }
  expect((await countedVotes(app, open.id)).find((l) => l.id === on.id)).toMatchObject({
    up: 2,
    down: 1,
  });
  const [row] = await app.db.select().from(events).where(eq(events.id, closed.id));
  expect(row!.status).toBe("completed");
});
