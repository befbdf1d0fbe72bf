// 50 members voting at once on the same links: each member sends their requests one after
// another (so "the last vote each member sent" is well defined), all members at the same time,
// with repeated votes, switched votes, removed votes and double submissions (the same request
// twice at once). At the end the counters must equal both the votes table and the model.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { VoteValue } from "../../src/shared/api";
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

type Step = { linkId: string; vote: VoteValue | null; twice: boolean };

it("keeps counters equal to the votes table and to the last vote each member sent", async () => {
  const { id, creator, members } = await eventWithMembers(app, 49);
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
        steps.push({
          linkId: pick(linkIds),
          vote: pick(["up", "down", null] as const),
          twice: next() < 0.25,
        });
    }
    return steps;
  });

  const model = new Map<string, VoteValue>();
  plans.forEach((steps, person) => {
    for (const step of steps) {
      const key = `${step.linkId}:${everyone[person]!.id}`;
      if (step.vote) model.set(key, step.vote);
      else model.delete(key);
    }
  });

  const failures: string[] = [];
  await Promise.all(
    plans.map(async (steps, person) => {
      const client = everyone[person]!.client;
      for (const step of steps) {
        const send = () =>
          client.put(`/api/events/${id}/links/${step.linkId}/vote`, { vote: step.vote });
        const answers = await Promise.all(step.twice ? [send(), send()] : [send()]);
        for (const res of answers) {
          if (res.status !== 200) failures.push(`${res.status} ${res.text}`);
          else if (res.json.myVote !== step.vote)
            failures.push(`myVote ${res.json.myVote} for ${step.vote}`);
        }
      }
    }),
  );
  expect(failures).toEqual([]);

  const expected = [...linkIds].sort().map((linkId) => {
    const values = [...model].filter(([key]) => key.startsWith(`${linkId}:`)).map(([, v]) => v);
    return {
      id: linkId,
      up: values.filter((v) => v === "up").length,
      down: values.filter((v) => v === "down").length,
    };
  });
  const state = await snapshot(app, id);
  expect(state.links.map(({ id, up, down }) => ({ id, up, down }))).toEqual(expected);
  expect(await countedVotes(app, id)).toEqual(expected);
  const modelRows = [...model]
    .map(([key, value]) => {
      const [linkId, userId] = key.split(":");
      return { linkId: linkId!, userId: userId!, value };
    })
    .sort((a, b) => (a.linkId + a.userId < b.linkId + b.userId ? -1 : 1));
  const tableRows = [...state.votes].sort((a, b) =>
    a.linkId + a.userId < b.linkId + b.userId ? -1 : 1,
  );
  expect(tableRows).toEqual(modelRows);
  // Sanity: the plan really exercised every kind of vote.
  expect(expected.some((l) => l.up > 0) && expected.some((l) => l.down > 0)).toBe(true);
});
