// 50 members voting at once on the same links, in each voting method: each member sends their
// requests one after another (so "the last vote each member sent" is well defined), all members
// at the same time, with repeated votes, switched votes, removed votes and double submissions (the
// same request twice at once); in a dots event some steps ask for more dots than the member has
// left and must be refused. At the end the counters must equal both the votes table and the
// model.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { VoteValue } from "../../src/shared/api";
import type { VoteMethod } from "../../src/shared/core/voting";
import { startTestApp, type TestApp } from "../support/test-app";
import { countedVotes, snapshot } from "../support/snapshot";
import { eventWithMembers, share, shortlist } from "../support/factories/events";
import type { Person } from "../support/factories/people";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const DOTS = 3;

/** A step's wanted vote: up/down/null, or (dots) how many dots on the link. */
type Step = { linkId: string; vote: VoteValue | null; dots: number; twice: boolean };
type Ballot = { value: VoteValue; weight: number };

const choices: Record<VoteMethod, () => Array<Pick<Step, "vote" | "dots">>> = {
  upDown: () => [
    { vote: "up", dots: 0 },
    { vote: "down", dots: 0 },
    { vote: null, dots: 0 },
  ],
  approval: () => [
    { vote: "up", dots: 0 },
    { vote: null, dots: 0 },
  ],
  dots: () => [0, 1, 2, 3].map((dots) => ({ vote: dots ? "up" : null, dots })),
};

it.each(["upDown", "approval", "dots"] as const)(
  "keeps counters equal to the votes table and to the last vote each member sent (%s)",
  async (method) => {
    const { id, creator, members } = await eventWithMembers(app, 49);
    await app.db.execute(
      sql`update events set method = ${method}, dots = ${DOTS} where id = ${id}`,
    );
    const everyone: Person[] = [creator, ...members];
    expect(everyone).toHaveLength(50);
    const linkIds: string[] = [];
    for (const title of ["Pizza", "Sushi", "Tacos"]) {
      const link = await share(creator, id, title, `https://example.com/${title.toLowerCase()}`);
      await shortlist(creator, id, link.id);
      linkIds.push(link.id);
    }

    const next = random(20_240_601);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const plans = everyone.map(() => {
      const steps: Step[] = [];
      for (let i = 0; i < 8; i++) {
        const previous = steps.at(-1);
        // A third of the steps repeat the previous request exactly; the rest pick anew.
        if (previous && next() < 0.33) steps.push({ ...previous, twice: next() < 0.5 });
        else
          steps.push({ linkId: pick(linkIds), ...pick(choices[method]()), twice: next() < 0.25 });
      }
      return steps;
    });

    // The model: each member's requests in order; in a dots event a step that would go past the
    // member's dots is refused and changes nothing (a repeated request is the same request: it
    // asks for the dots it already has).
    const model = new Map<string, Ballot>();
    const refused = plans.map((steps, person) =>
      steps.map((step) => {
        const userId = everyone[person]!.id;
        const key = `${step.linkId}:${userId}`;
        if (method === "dots" && step.dots > 0) {
          let spent = 0;
          for (const [other, ballot] of model)
            if (other.endsWith(`:${userId}`) && other !== key) spent += ballot.weight;
          if (spent + step.dots > DOTS) return true;
        }
        if (step.vote)
          model.set(key, { value: step.vote, weight: method === "dots" ? step.dots : 1 });
        else model.delete(key);
        return false;
      }),
    );
    if (method === "dots") expect(refused.flat()).toContain(true);

    const failures: string[] = [];
    await Promise.all(
      plans.map(async (steps, person) => {
        const client = everyone[person]!.client;
        for (const [i, step] of steps.entries()) {
          const body = method === "dots" ? { weight: step.dots } : { value: step.vote };
          const send = () => client.put(`/api/events/${id}/links/${step.linkId}/vote`, body);
          const answers = await Promise.all(step.twice ? [send(), send()] : [send()]);
          for (const res of answers) {
            if (refused[person]![i]) {
              if (
                res.status !== 409 ||
                res.json.error.code !== "noDotsLeft" ||
                res.json.error.params.count !== DOTS
              )
                failures.push(`expected a refusal, got ${res.status} ${res.text}`);
            } else if (res.status !== 200) failures.push(`${res.status} ${res.text}`);
            else if (res.json.myVote !== step.vote)
              failures.push(`myVote ${res.json.myVote} for ${step.vote}`);
          }
        }
      }),
    );
    expect(failures).toEqual([]);

    const expected = [...linkIds].sort().map((linkId) => {
      const ballots = [...model].filter(([key]) => key.startsWith(`${linkId}:`)).map(([, b]) => b);
      const sum = (value: VoteValue) =>
        ballots.filter((b) => b.value === value).reduce((n, b) => n + b.weight, 0);
      return { id: linkId, up: sum("up"), down: sum("down") };
    });
    const state = await snapshot(app, id);
    expect(state.links.map(({ id, up, down }) => ({ id, up, down }))).toEqual(expected);
    expect(await countedVotes(app, id)).toEqual(expected);
    const modelRows = [...model]
      .map(([key, ballot]) => {
        const [linkId, userId] = key.split(":");
        return { linkId: linkId!, userId: userId!, value: ballot.value };
      })
      .sort((a, b) => (a.linkId + a.userId < b.linkId + b.userId ? -1 : 1));
    const tableRows = [...state.votes].sort((a, b) =>
      a.linkId + a.userId < b.linkId + b.userId ? -1 : 1,
    );
    expect(tableRows).toEqual(modelRows);
    // Sanity: the plan really exercised every kind of vote.
    expect(expected.some((l) => l.up > 0)).toBe(true);
    if (method === "upDown") expect(expected.some((l) => l.down > 0)).toBe(true);
    if (method === "dots") expect(expected.reduce((n, l) => n + l.up, 0)).toBeGreaterThan(50);
  },
);
