// How the group votes (#16, decision 210): for every method and every way of showing results,
// what the creator, a member who voted and a member who did not are sent: the vote's answer, the
// event page (kept per version: one kept page must not leak to a member who may not see it), the
// live messages and the download; and then what closing shows them all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPage, EventSummary } from "../../src/shared/api";
import { liveMessage } from "../../src/shared/live";
import * as shape from "../../src/shared/responses";
import {
  resultsShownValues,
  voteMethods,
  votesShownValues,
  type ResultsShown,
  type VoteMethod,
  type VotesShown,
} from "../../src/shared/core/voting";
import { joinAs, share, shortlist, votePath } from "../support/factories/events";
import { people, type Person } from "../support/factories/people";
import { snapshot, wrongCounters } from "../support/snapshot";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
const streams: LiveReader[] = [];
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

type Rules = { resultsShown?: ResultsShown; votesShown?: VotesShown; method?: VoteMethod };

/** An event made through the API with these rules, two more members, and two shortlisted links. */
async function votingEvent(rules: Rules & { dots?: number }) {
  const [creator, voter, quiet] = await people(app, 3, "Voting");
  const created = await creator!.client.post("/api/events", { title: "How we vote", ...rules });
  expect(created.status, created.text).toBe(201);
  const event = created.json as EventSummary;
  await joinAs(voter!, event.invitationCode);
  await joinAs(quiet!, event.invitationCode);
  const a = await share(creator!, event.id, "Pizza");
  const b = await share(creator!, event.id, "Tacos");
  await shortlist(creator!, event.id, a.id);
  await shortlist(creator!, event.id, b.id);
  return { event, creator: creator!, voter: voter!, quiet: quiet!, a: a.id, b: b.id };
}

/** The body that puts one "up" (an approval, or `dots` dots) on a link in an event of `method`. */
const upBody = (method: VoteMethod, dots = 2) =>
  method === "dots" ? { weight: dots } : { value: "up" as const };

const live = async (person: Person, eventId: string) => {
  const stream = await openLive(person.client, eventId);
  streams.push(stream);
  await stream.waitFor((m) => m.type === "ready");
  return stream;
};

/** A received message as the server sent it (the reader adds when it came), checked by the
 * schema every live message must fit. */
const asSent = ({ at: _, ...message }: { at: number }) => liveMessage.parse(message);

const pageOf = async (person: Person, eventId: string) => {
  const res = await person.client.get(`/api/events/${eventId}`);
  expect(res.status).toBe(200);
  return shape.eventPage.parse(res.json) as EventPage;
};

describe.each(voteMethods)("an event voting %s", (method) => {
  describe.each(resultsShownValues)("showing results %s", (resultsShown) => {
    it.each(votesShownValues)(
      "with votes shown as %s sends each member exactly what the rules allow",
      async (votesShown) => {
        const { event, creator, voter, quiet, a, b } = await votingEvent({
          method,
          resultsShown,
          votesShown,
        });
        expect(event).toMatchObject({ method, resultsShown, votesShown, dots: 3 });
        const streamOf = {
          creator: await live(creator, event.id),
          voter: await live(voter, event.id),
          quiet: await live(quiet, event.id),
        };
        const who = { creator, voter, quiet };
        // Who may see results while the event is open: the voter after their vote.
        const sees = {
          creator: resultsShown === "always",
          voter: resultsShown !== "afterClose",
          quiet: resultsShown === "always",
        };
        const weight = method === "dots" ? 2 : 1;
        const myDots = method === "dots" ? 2 : 0;

        const cast = await voter.client.put(votePath(event.id, a), upBody(method));
        expect(cast.status, cast.text).toBe(200);
        expect(shape.voteResult.parse(cast.json)).toEqual({
          linkId: a,
          up: sees.voter ? weight : null,
          down: sees.voter ? 0 : null,
          myVote: "up",
          myDots,
        });

        // The voter reads first: the page kept for this version then holds the results, and the
        // others read the same kept page after.
        for (const role of ["voter", "creator", "quiet"] as const) {
          const page = await pageOf(who[role], event.id);
          expect(page.seesResults, role).toBe(sees[role]);
          expect(page.event).toMatchObject({ method, resultsShown, votesShown });
          const [onB, onA] = page.links;
          const open = votesShown === "open";
          // Voters only when votes are open (null while hidden); myDots only in a dots event.
          const voters = (list: unknown[]) => (open ? { voters: sees[role] ? list : null } : {});
          const ballots = [{ userId: voter.id, value: "up", weight }];
          const dotsOf = (n: number) => (method === "dots" ? { myDots: n } : {});
          const rest = {
            myVote: role === "voter" ? "up" : null,
            ...dotsOf(role === "voter" ? 2 : 0),
          };
          const counts = (up: number) => (sees[role] ? { up, down: 0 } : { up: null, down: null });
          expect(onA, role).toEqual({
            ...onA,
            id: a,
            ...counts(weight),
            ...voters(ballots),
            ...rest,
          });
          expect(onB, role).toEqual({ ...onB, id: b, ...counts(0), ...voters([]), ...dotsOf(0) });
          for (const link of page.links) {
            expect("voters" in link, role).toBe(open);
            expect("myDots" in link, role).toBe(method === "dots");
          }
          // Nothing of the results anywhere in the text of a hidden page.
          if (!sees[role]) expect(JSON.stringify(page)).not.toMatch(/"up":\d|"voters":\[/);
        }

        for (const role of ["creator", "voter", "quiet"] as const) {
          // A member who may not see results hears of another's vote only that it was their
          // first (who has voted is shown to all), never which link or how (decision 210).
          if (role !== "voter" && !sees[role]) {
            const voted = await streamOf[role].waitFor((m) => m.type === "member.voted");
            expect(asSent(voted), role).toEqual({
              type: "member.voted",
              version: voted.version,
              userId: voter.id,
            });
            expect(
              streamOf[role].messages.some((m) => m.type === "votes.changed"),
              role,
            ).toBe(false);
            continue;
          }
          const message = await streamOf[role].waitFor((m) => m.type === "votes.changed");
          expect(asSent(message), role).toBeTruthy();
          expect(message, role).toMatchObject({
            linkId: a,
            up: sees[role] ? weight : null,
            down: sees[role] ? 0 : null,
          });
          if (role === "voter") expect(message).toMatchObject({ myVote: "up", myDots });
          else expect(message).not.toHaveProperty("myVote");
          if (votesShown === "open" && sees[role]) {
            expect(message, role).toMatchObject({
              ballot: { userId: voter.id, value: "up", weight },
            });
          } else expect(message, role).not.toHaveProperty("ballot");
        }

        // The download leaves the counts and ranks out as the page does (and its order is then
        // newest first); the counts are the method's own.
        const csv = await quiet.client.get(`/api/events/${event.id}/export.json`);
        const exported = shape.eventExport.parse(csv.json).links;
        const countOf = (l: (typeof exported)[number]) =>
          method === "approval" ? l.approvals : method === "dots" ? l.dots : l.up;
        expect(exported.map(countOf)).toEqual(sees.quiet ? [weight, 0] : [null, null]);
        expect(exported.map((l) => l.rank)).toEqual(sees.quiet ? [1, 2] : [null, null]);
        expect(exported.map((l) => l.title)).toEqual(
          sees.quiet ? ["Pizza", "Tacos"] : ["Tacos", "Pizza"],
        );
        // Only the method's own counts are there.
        const counted = Object.keys(exported[0]!).filter((k) =>
          ["up", "down", "score", "approvals", "dots"].includes(k),
        );
        expect(counted).toEqual(
          method === "approval"
            ? ["approvals"]
            : method === "dots"
              ? ["dots"]
              : ["up", "down", "score"],
        );

        // Closing shows everyone the result, in the closing message itself.
        const closed = await creator.client.post(`/api/events/${event.id}/close`);
        expect(closed.status).toBe(200);
        expect(closed.json.winnerLinkId).toBe(a);
        for (const role of ["creator", "voter", "quiet"] as const) {
          const message = await streamOf[role].waitFor((m) => m.type === "event.closed");
          expect(asSent(message), role).toBeTruthy();
          const results = (message as unknown as { results: Array<{ linkId: string }> }).results;
          expect(results, role).toEqual([
            { linkId: b, up: 0, down: 0, voters: votesShown === "open" ? [] : null },
            {
              linkId: a,
              up: weight,
              down: 0,
              voters: votesShown === "open" ? [{ userId: voter.id, value: "up", weight }] : null,
            },
          ]);
          const page = await pageOf(who[role], event.id);
          expect(page.seesResults).toBe(true);
          expect(page.links[1]).toMatchObject({ up: weight, down: 0 });
        }
        // A first vote that lets the voter see results tells their page to fetch every count,
        // right after the vote's own message; the closing (which sends none to a member who now
        // sees results) comes after it on the same stream, so what came before it is all.
        const voterHeard = streamOf.voter.messages.map((m) => m.type);
        expect(voterHeard.slice(0, voterHeard.indexOf("event.closed")).includes("refetch")).toBe(
          resultsShown === "afterVoting",
        );
      },
    );
  });
});

describe("votes that do not fit the method", () => {
  it.each([
    ["upDown", { weight: 1 }, "upDownEvent"],
    ["approval", { value: "down" }, "approvalEvent"],
    ["approval", { weight: 1 }, "approvalEvent"],
    ["dots", { value: "up" }, "dotsEvent"],
    ["dots", { value: null }, "dotsEvent"],
  ] as const)("a %s event refuses %j with 409, changing nothing", async (method, body, code) => {
    const { event, voter, a } = await votingEvent({ method });
    const before = await snapshot(app, event.id);
    const res = await voter.client.put(votePath(event.id, a), body);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe(code);
    expect(await snapshot(app, event.id)).toEqual(before);
  });

  it.each([
    [
      { weight: -1 },
      { code: "dotsTooFew", message: "dots must be at least 0", params: { min: 0 } },
    ],
    [{ weight: 1.5 }, { code: "dotsNotWhole", message: "dots must be a whole number" }],
    [
      { weight: 21 },
      { code: "dotsTooMany", message: "dots must be at most 20", params: { max: 20 } },
    ],
    [{ weight: "2" }, { code: "dotsNotWhole", message: "dots must be a whole number" }],
    [
      { value: "up", weight: 1 },
      {
        code: "voteOrDots",
        message:
          'Send "value" (up, down or null) or, in a dots event, "weight" (how many dots): one of them',
      },
    ],
    [
      {},
      {
        code: "voteOrDots",
        message:
          'Send "value" (up, down or null) or, in a dots event, "weight" (how many dots): one of them',
      },
    ],
  ])("refuses %j with 400", async (body, refused) => {
    const { event, voter, a } = await votingEvent({ method: "dots" });
    const res = await voter.client.put(votePath(event.id, a), body);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject(refused);
  });
});

describe("dots", () => {
  it("spends, moves and takes back dots within the member's budget, refusing past it", async () => {
    const { event, voter, a, b } = await votingEvent({ method: "dots", dots: 3 });
    const put = (linkId: string, dots: number) =>
      voter.client.put(votePath(event.id, linkId), { weight: dots });
    expect((await put(a, 2)).json).toMatchObject({ up: 2, myDots: 2, myVote: "up" });
    expect((await put(b, 1)).json).toMatchObject({ up: 1, myDots: 1 });
    const before = await snapshot(app, event.id);
    const over = await put(b, 2);
    expect(over.status).toBe(409);
    expect(over.json.error).toEqual({
      code: "noDotsLeft",
      message: "You have 3 dots in all: take some back from another link first",
      params: { count: 3 },
    });
    expect(await snapshot(app, event.id)).toEqual(before);
    // Several on one link, up to all of them.
    expect((await put(a, 0)).json).toMatchObject({ up: 0, myDots: 0, myVote: null });
    expect((await put(b, 3)).json).toMatchObject({ up: 3, myDots: 3 });
    expect((await put(a, 1)).status).toBe(409);
    const page = await pageOf(voter, event.id);
    expect(page.links.map((l) => [l.up, l.myDots])).toEqual([
      [3, 3],
      [0, 0],
    ]);
    expect(await wrongCounters(app.db)).toEqual([]);
  });

  it("gives a link's dots back when it is taken off the shortlist", async () => {
    const { event, creator, voter, a, b } = await votingEvent({ method: "dots", dots: 3 });
    await voter.client.put(votePath(event.id, a), { weight: 3 });
    expect((await voter.client.put(votePath(event.id, b), { weight: 1 })).status).toBe(409);
    const stream = await live(voter, event.id);
    const off = await creator.client.delete(`/api/events/${event.id}/links/${a}/shortlist`);
    expect(off.status).toBe(200);
    // Every page takes the link's dots off by itself: the message says no more than that it
    // left the shortlist, whether or not it held dots (decision 210).
    const left = await stream.waitFor((m) => m.type === "shortlist.changed");
    expect(Object.keys(left).sort()).toEqual(
      ["at", "inShortlist", "linkId", "shortlistedAt", "shortlistedBy", "type", "version"].sort(),
    );
    expect(await stream.next((m) => m.type === "refetch", 0, 300)).toBeUndefined();
    expect((await pageOf(voter, event.id)).links[1]).toMatchObject({
      id: a,
      up: 0,
      myVote: null,
      myDots: 0,
    });
    const state = await snapshot(app, event.id);
    expect(state.votes).toEqual([]);
    expect(state.links.find((l) => l.id === a)).toMatchObject({ up: 0, down: 0 });
    expect((await voter.client.put(votePath(event.id, b), { weight: 3 })).json).toMatchObject({
      up: 3,
    });
  });

  it("counts several members' dots on one link", async () => {
    const { event, creator, voter, quiet, a } = await votingEvent({ method: "dots", dots: 5 });
    await voter.client.put(votePath(event.id, a), { weight: 5 });
    await quiet.client.put(votePath(event.id, a), { weight: 2 });
    const res = await creator.client.put(votePath(event.id, a), { weight: 1 });
    expect(res.json).toMatchObject({ up: 8, down: 0, myDots: 1 });
  });
});

describe("changing how an event votes", () => {
  it("changes the method only while nobody has voted; visibility any time, live", async () => {
    const { event, creator, voter, quiet, a } = await votingEvent({ method: "upDown" });
    const patch = (body: object) => creator.client.patch(`/api/events/${event.id}`, body);
    const stream = await live(quiet, event.id);
    const toDots = await patch({ method: "dots", dots: 4 });
    expect(toDots.status).toBe(200);
    expect(toDots.json).toMatchObject({ method: "dots", dots: 4 });
    const edited = await stream.waitFor((m) => m.type === "event.edited");
    expect(edited).toMatchObject({ method: "dots", dots: 4, resultsShown: "always" });

    await voter.client.put(votePath(event.id, a), { weight: 1 });
    const before = await snapshot(app, event.id);
    for (const body of [{ method: "approval" }, { dots: 5 }, { method: "upDown", title: "New" }]) {
      const refused = await patch(body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.json.error.code).toBe("methodAfterVotes");
    }
    expect(await snapshot(app, event.id)).toEqual(before);
    // The same method and dots again is no change.
    expect((await patch({ method: "dots", dots: 4, title: "Same way" })).status).toBe(200);

    // Hiding results takes effect at once, on the page and for the next vote's message.
    expect((await pageOf(quiet, event.id)).links[1]!.up).toBe(1);
    const hidden = await patch({ resultsShown: "afterClose", votesShown: "open" });
    expect(hidden.json).toMatchObject({ resultsShown: "afterClose", votesShown: "open" });
    const page = await pageOf(quiet, event.id);
    expect(page.seesResults).toBe(false);
    expect(page.links[1]).toMatchObject({ up: null, voters: null });
    expect(page.links[1]!.myDots).toBe(0);
    // The page of a member who stops seeing results is fetched again (its version now counts
    // fewer changes), and another's later vote sends them nothing at all (decision 210).
    await stream.waitFor((m) => m.type === "refetch");
    const since = Date.now();
    await voter.client.put(votePath(event.id, a), { weight: 2 });
    await patch({ title: "After the vote" });
    await stream.next((m) => m.type === "event.edited", since);
    const heard = stream.messages.filter((m) => m.at >= since).map((m) => m.type);
    expect(heard).toEqual(["event.edited"]);
  });

  it("refuses a member's change and unknown values", async () => {
    const { event, voter } = await votingEvent({});
    expect((await voter.client.patch(`/api/events/${event.id}`, { method: "dots" })).status).toBe(
      403,
    );
    for (const body of [
      { method: "ranked" },
      { resultsShown: "never" },
      { votesShown: "secret" },
      { dots: 0 },
      { dots: 21 },
      { dots: "3" },
    ]) {
      const created = await voter.client.post("/api/events", { title: "T", ...body });
      expect(created.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("keeps showing results to a member who took back their only vote (after I have voted)", async () => {
    const { event, voter, a } = await votingEvent({ resultsShown: "afterVoting" });
    expect((await pageOf(voter, event.id)).seesResults).toBe(false);
    await voter.client.put(votePath(event.id, a), { value: "up" });
    const back = await voter.client.put(votePath(event.id, a), { value: null });
    expect(back.json).toMatchObject({ up: 0, down: 0, myVote: null });
    expect((await pageOf(voter, event.id)).seesResults).toBe(true);
  });
});
