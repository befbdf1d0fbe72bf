// The winner rule is written twice: in TypeScript (src/shared/winner.ts: the browser's standing
// and ranking) and in SQL (the winner closing records, `winnerOf`; the result's ranking,
// `rankingOf`; the "closed" email's top of the shortlist, `closedResultsOf`). Here fast-check
// generates events of every method, runs them through the server's own SQL (votes cast by
// huddle_cast_votes, links taken off and put back on the shortlist by the link commands, the
// event closed by its creator or by its deadline) and through a model in TypeScript of what the
// votes add up to, and the two must agree on every count, the winner and the whole ranking.
// Few links, few members, a few instants to share them at and small dots keep ties common: equal
// scores, equal times (then the larger id wins), refused dots. Some events are rounds of a group
// that bar some of their links' addresses ("give others a chance", decision 226): such a link
// never wins and is ranked after every link that can, so a barred link ahead on score, tied with
// another or alone on the shortlist is common too.
//
// `npm test` runs 12 events per method on PGlite and 6 on PostgreSQL; FUZZ_RUNS sets how many
// (`FUZZ_RUNS=500 npx vitest run tests/api/winner-equivalence.test.ts`). A failure names the
// smallest event fast-check found that the two answer differently.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { eventMembers, events, links, user } from "../../src/server/db/schema";
import { closeDueEvents, closeEvent } from "../../src/server/features/closing/commands";
import { addToShortlist, removeFromShortlist } from "../../src/server/features/links/commands";
import { closedResultsOf } from "../../src/server/features/notifications/closed-results";
import { createNotices } from "../../src/server/features/notifications/notices";
import { rankingOf } from "../../src/server/features/results/queries";
import { RANKING_SHOWN } from "../../src/server/mail/ranking";
import { voteMethods, type VoteMethod } from "../../src/shared/core/voting";
import { findWinner, rankByWinnerRule } from "../../src/shared/winner";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../support/test-database";

const RUNS = Number(process.env.FUZZ_RUNS ?? (testDatabaseKind() === "postgres" ? 6 : 12));

const MEMBERS = 4;
/** When links are shared: most at one instant (a tie there goes to the larger id), some a
 * millisecond or minutes later (a tie goes to the newer). */
const AT = ["2025-03-01T18:00:00.000Z", "2025-03-01T18:00:00.001Z", "2025-03-01T18:05:00.000Z"].map(
  (iso) => new Date(iso),
);

let database: TestDatabase;
const people: string[] = [];
const notices = createNotices({
  publicUrl: "http://127.0.0.1:1",
  secret: "test-secret-test-secret-test-secret-0123456789",
});

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < MEMBERS; i++) {
    const id = randomUUID();
    await database.db.insert(user).values({
      id,
      name: `Voter ${i + 1}`,
      email: `voter.${id}@example.test`,
      emailVerified: true,
    });
    people.push(id);
  }
});
afterAll(() => database.dispose());

type Step =
  | { kind: "vote"; member: number; link: number; vote: "up" | "down" | null; dots: number }
  | { kind: "shortlist"; link: number; on: boolean };

const voteStep: fc.Arbitrary<Step> = fc.record({
  kind: fc.constant("vote" as const),
  member: fc.nat(),
  link: fc.nat(),
  // Approval's "down" is refused ("method"), as are dots past the member's ("dots").
  vote: fc.constantFrom("up" as const, "down" as const, null),
  dots: fc.integer({ min: 0, max: 5 }),
});

/** One generated event: its links (ids, times, on the shortlist at first or not), its members
 * and what happens before it closes. */
const generatedEvent = fc.record({
  dots: fc.integer({ min: 1, max: 4 }),
  memberCount: fc.integer({ min: 1, max: MEMBERS }),
  links: fc.uniqueArray(
    fc.record({
      id: fc.uuid().map((id) => id.toLowerCase()),
      at: fc.constantFrom(0, 0, 0, 1, 2),
      listed: fc.boolean(),
      // About one link in three cannot win.
      barred: fc.constantFrom(false, false, true),
    }),
    { minLength: 2, maxLength: 5, selector: (link) => link.id },
  ),
  steps: fc.array(
    fc.oneof(
      { weight: 5, arbitrary: voteStep },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("shortlist" as const),
          link: fc.nat(),
          on: fc.boolean(),
        }),
      },
    ),
    { maxLength: 24 },
  ),
  byDeadline: fc.boolean(),
});

type Generated = typeof generatedEvent extends fc.Arbitrary<infer T> ? T : never;

/** What the votes add up to, worked out in TypeScript: each member's vote or dots per link, as
 * huddle_cast_votes is documented to keep them. Answers each vote's outcome too. */
function model(method: VoteMethod, event: Generated) {
  const listed = event.links.map((link) => link.listed);
  const ballots = event.links.map(
    () => new Map<number, { value: "up" | "down"; weight: number }>(),
  );
  const outcomes: string[] = [];
  for (const step of event.steps) {
    const link = step.link % event.links.length;
    if (step.kind === "shortlist") {
      // A dots event gives a link's dots back when it leaves the shortlist.
      if (!step.on && method === "dots") ballots[link]!.clear();
      listed[link] = step.on;
      continue;
    }
    const member = step.member % event.memberCount;
    if (!listed[link]) {
      outcomes.push("link");
      continue;
    }
    if (method === "dots") {
      const elsewhere = ballots.reduce(
        (sum, votes, i) => sum + (i === link ? 0 : (votes.get(member)?.weight ?? 0)),
        0,
      );
      if (step.dots > 0 && elsewhere + step.dots > event.dots) {
        outcomes.push("dots");
        continue;
      }
      if (step.dots > 0) ballots[link]!.set(member, { value: "up", weight: step.dots });
      else ballots[link]!.delete(member);
    } else {
      if (method === "approval" && step.vote === "down") {
        outcomes.push("method");
        continue;
      }
      if (step.vote) ballots[link]!.set(member, { value: step.vote, weight: 1 });
      else ballots[link]!.delete(member);
    }
    outcomes.push("ok");
  }
  const candidates = event.links.map((link, i) => {
    const votes = [...ballots[i]!.values()];
    const count = (value: "up" | "down") =>
      votes.filter((v) => v.value === value).reduce((sum, v) => sum + v.weight, 0);
    return {
      id: link.id,
      inShortlist: listed[i]!,
      up: count("up"),
      down: count("down"),
      createdAt: AT[link.at]!.toISOString(),
      barred: link.barred,
    };
  });
  return { candidates, outcomes };
}

const urlOf = (linkId: string) => `https://example.com/${linkId}`;

/** The same event through the server's SQL; answers the outcomes of its votes. */
async function runOnServer(method: VoteMethod, event: Generated) {
  const db = database.db;
  const creator = people[0]!;
  const [row] = await db
    .insert(events)
    .values({
      title: "Equivalence",
      invitationCode: randomUUID(),
      creatorId: creator,
      memberCount: event.memberCount,
      method,
      dots: event.dots,
      // Barred addresses are cleaned ones, as the links' are; one no link has is there too.
      barredUrls: [
        ...event.links.filter((link) => link.barred).map((link) => urlOf(link.id)),
        "https://example.com/won-long-ago",
      ],
    })
    .returning({ id: events.id });
  const eventId = row!.id;
  await db
    .insert(eventMembers)
    .values(people.slice(0, event.memberCount).map((userId) => ({ eventId, userId })));
  await db.insert(links).values(
    event.links.map((link) => ({
      id: link.id,
      eventId,
      url: urlOf(link.id),
      title: link.id,
      sharedBy: creator,
      createdAt: AT[link.at]!,
      inShortlist: link.listed,
      shortlistedBy: link.listed ? creator : null,
    })),
  );
  const outcomes: string[] = [];
  let batch: object[] = [];
  const cast = async () => {
    if (batch.length === 0) return;
    const rows = await testRows<{ outcome: string }>(
      db,
      sql`select outcome from huddle_cast_votes(${JSON.stringify(batch)}::jsonb)`,
    );
    outcomes.push(...rows.map((r) => r.outcome));
    batch = [];
  };
  // Votes in a row go in one batch, as votes arriving in one turn do (votes/batch.ts).
  for (const step of event.steps) {
    const link = event.links[step.link % event.links.length]!.id;
    if (step.kind === "shortlist") {
      await cast();
      const change = step.on ? addToShortlist : removeFromShortlist;
      await change(db, eventId, link, creator);
      continue;
    }
    batch.push({
      ord: batch.length,
      event: eventId,
      link,
      user_id: people[step.member % event.memberCount],
      ...(method === "dots" ? { weight: step.dots } : { value: step.vote }),
    });
  }
  await cast();
  if (event.byDeadline) {
    await db
      .update(events)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(events.id, eventId));
    expect((await closeDueEvents(db, notices)).closed.map((closed) => closed.id)).toEqual([
      eventId,
    ]);
  } else {
    expect((await closeEvent(db, notices, eventId, creator)).changed).toBe(true);
  }
  return { eventId, outcomes };
}

describe.each(voteMethods)("the winner rule, %s", (method) => {
  it(
    `gives the same counts, winner and ranking in TypeScript and in SQL (${RUNS} events)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(generatedEvent, async (event) => {
          const expected = model(method, event);
          try {
            const { eventId, outcomes } = await runOnServer(method, event);
            expect(outcomes).toEqual(expected.outcomes);
            const [closed] = await database.db
              .select({ winner: events.winnerLinkId })
              .from(events)
              .where(eq(events.id, eventId));
            const ranking = rankByWinnerRule(expected.candidates);
            expect(closed!.winner).toBe(findWinner(expected.candidates)?.id ?? null);
            // The first of the ranking wins, unless it is barred: then every one is.
            const first = ranking[0];
            expect(closed!.winner).toBe(first && !first.barred ? first.id : null);
            const counts = (
              list: Array<{ id: string; up: number; down: number; barred?: boolean }>,
            ) => list.map(({ id, up, down, barred }) => ({ id, up, down, barred: !!barred }));
            expect(counts(await rankingOf(database.db, eventId))).toEqual(counts(ranking));
            const mail = (await closedResultsOf(database.db, sql`(${eventId}::uuid)`)).get(
              eventId,
            )!;
            expect(mail.winnerId).toBe(closed!.winner);
            expect(mail.shortlisted).toBe(ranking.length);
            expect(counts(mail.top)).toEqual(counts(ranking.slice(0, RANKING_SHOWN)));
          } finally {
            // Each case starts with no event (closing by the deadline closes every one due).
            await database.db.delete(events);
          }
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 1_000),
  );
});
