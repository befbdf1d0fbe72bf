// A member who may not see results learns nothing of how the others voted (#33, decision 210):
// two events that differ only in how their members voted (which links, how often, taking back,
// a dots link taken off the shortlist with or without dots on it) give that member the same bytes
// in every answer they can ask for and every live message, once ids and times are written alike.
// Who has voted is shown to every member, so in both events the same members vote first in the
// same order; everything else about the votes differs.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links as linksTable } from "../../src/server/db/schema";
import type { EventSummary } from "../../src/shared/api";
import { liveMessage } from "../../src/shared/live";
import type { ResultsShown, VoteMethod } from "../../src/shared/core/voting";
import { joinAs, share, shortlist } from "../support/factories/events";
import { people, type Person } from "../support/factories/people";
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

type Role = "A" | "B" | "D";
type LinkName = "Y" | "Z" | "W";
/** One vote as the API takes it, in any method: "up", "down", or taken back (null); a number is
 * a dots event's dots on the link. */
type Cast = [Role, LinkName, "up" | "down" | null | number];
/** What happens between two looks of the observer: votes, or the creator taking a link off the
 * shortlist and putting it back. */
type Step = { votes: Cast[] } | { offAndOn: LinkName };

/** Two scripts per method: in each phase the same member votes first, and only that is alike. */
const scripts: Record<VoteMethod, [Step[], Step[]]> = {
  approval: [
    [
      { votes: [["B", "Y", "up"]] },
      {
        votes: [
          ["D", "Y", "up"],
          ["D", "Z", "up"],
        ],
      },
      { votes: [["A", "Y", "up"]] },
      { offAndOn: "Y" },
    ],
    [
      {
        votes: [
          ["B", "Z", "up"],
          ["B", "Z", null],
          ["B", "W", "up"],
          ["B", "Y", "up"],
        ],
      },
      { votes: [["D", "W", "up"]] },
      {
        votes: [
          ["A", "Z", "up"],
          ["A", "W", "up"],
          ["A", "W", null],
        ],
      },
      { offAndOn: "Y" },
    ],
  ],
  upDown: [
    [
      { votes: [["B", "Y", "up"]] },
      {
        votes: [
          ["D", "Y", "down"],
          ["D", "Z", "up"],
        ],
      },
      { votes: [["A", "Y", "up"]] },
      { offAndOn: "Z" },
    ],
    [
      {
        votes: [
          ["B", "Z", "down"],
          ["B", "Z", "up"],
          ["B", "Z", null],
        ],
      },
      {
        votes: [
          ["D", "W", "up"],
          ["D", "Y", "down"],
          ["D", "Z", "down"],
        ],
      },
      { votes: [["A", "W", "down"]] },
      { offAndOn: "Z" },
    ],
  ],
  dots: [
    [
      { votes: [["B", "W", 3]] },
      {
        votes: [
          ["D", "W", 1],
          ["D", "Y", 2],
        ],
      },
      { votes: [["A", "Z", 1]] },
      // W holds dots here and none in the other script: its leaving must read the same.
      { offAndOn: "W" },
    ],
    [
      {
        votes: [
          ["B", "Y", 1],
          ["B", "Y", 0],
          ["B", "Z", 2],
        ],
      },
      { votes: [["D", "Z", 3]] },
      {
        votes: [
          ["A", "Y", 1],
          ["A", "Y", 3],
          ["A", "Y", 2],
        ],
      },
      { offAndOn: "W" },
    ],
  ],
};

const voteBody = (value: Cast[2]) => (typeof value === "number" ? { weight: value } : { value });

/** Everything member C (who never votes) is sent, in order: each live message, and at every look
 * their page, its ETag and whether the last one still holds, their dashboard, the turnout and
 * both downloads. Ids, codes, addresses and times are written as names, in order of appearance. */
async function whatTheObserverSees(method: VoteMethod, resultsShown: ResultsShown, script: Step[]) {
  const [a, b, c, d] = await people(app, 4, "Hidden");
  const who: Record<Role, Person> = { A: a!, B: b!, D: d! };
  const created = await a!.client.post("/api/events", {
    title: "Friday dinner",
    method,
    resultsShown,
    ...(method === "dots" && { dots: 3 }),
  });
  expect(created.status, created.text).toBe(201);
  const event = created.json as EventSummary;
  for (const member of [b!, c!, d!]) await joinAs(member, event.invitationCode);
  const links = {} as Record<LinkName, string>;
  for (const name of ["Y", "Z", "W"] as const) {
    links[name] = (
      await share(a!, event.id, `Place ${name}`, `https://example.com/${name}/${event.id}`)
    ).id;
    await shortlist(a!, event.id, links[name]);
  }
  const stream = await openLive(c!.client, event.id);
  streams.push(stream);
  await stream.waitFor((m) => m.type === "ready");

  // Names for whatever differs between two runs without telling anything.
  const names = new Map<string, string>([
    [event.id, "EVENT"],
    [event.invitationCode, "CODE"],
    ...(["A", "B", "C", "D"] as const).map((r, i) => [[a, b, c, d][i]!.id, r] as [string, string]),
    ...Object.entries(links).map(([name, id]) => [id, name] as [string, string]),
  ]);
  const normalise = (text: string) => {
    let out = text;
    for (const [from, to] of names) out = out.split(from).join(to);
    return out
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
        if (!names.has(id)) names.set(id, `ID${names.size}`);
        return names.get(id)!;
      })
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, "TIME")
      .replace(/hidden\.[a-z0-9.]+@example\.test/g, "EMAIL");
  };
  // An ETag is compared by which earlier one it equals (its bytes hold the ids and a stamp).
  const tags: string[] = [];
  const tagName = (tag: string | null) => {
    if (tag === null) return "none";
    if (!tags.includes(tag)) tags.push(tag);
    return `ETAG${tags.indexOf(tag)}`;
  };

  const seen: string[] = [];
  let lastPageTag = "";
  let barrier = 0;
  let read = 0;
  const look = async (label: string) => {
    // A comment is a change every member sees: once it has arrived, so has every message the
    // steps before it caused.
    const body = `look ${++barrier}`;
    const said = await a!.client.post(`/api/events/${event.id}/links/${links.Y}/comments`, {
      body,
    });
    expect(said.status, said.text).toBe(201);
    await stream.waitFor((m) => m.type === "comment.added" && m.comment.body === body);
    for (const { at: _, ...message } of stream.messages.slice(read)) {
      if (message.type !== "ready") liveMessage.parse(message);
      seen.push(`${label} live ${normalise(JSON.stringify(message))}`);
    }
    read = stream.messages.length;
    const again = await c!.client.request("GET", `/api/events/${event.id}`, undefined, {
      "if-none-match": lastPageTag,
    });
    seen.push(`${label} page again ${again.status} ${tagName(again.headers.get("etag"))}`);
    const page = await c!.client.get(`/api/events/${event.id}`);
    expect(page.status).toBe(200);
    lastPageTag = page.headers.get("etag") ?? "";
    seen.push(`${label} page ${tagName(lastPageTag)} ${normalise(page.text)}`);
    const dashboard = await c!.client.get("/api/events");
    seen.push(
      `${label} dashboard ${tagName(dashboard.headers.get("etag"))} ${normalise(dashboard.text)}`,
    );
    for (const path of ["turnout", "export.csv", "export.json"]) {
      const answer = await c!.client.get(`/api/events/${event.id}/${path}`);
      seen.push(`${label} ${path} ${answer.status} ${normalise(answer.text)}`);
    }
  };

  await look("start");
  for (const [i, step] of script.entries()) {
    if ("votes" in step) {
      for (const [role, link, value] of step.votes) {
        const cast = await who[role].client.put(
          `/api/events/${event.id}/links/${links[link]}/vote`,
          voteBody(value),
        );
        expect(cast.status, `${role} ${link} ${value}: ${cast.text}`).toBe(200);
      }
    } else {
      const path = `/api/events/${event.id}/links/${links[step.offAndOn]}/shortlist`;
      expect((await a!.client.delete(path)).status).toBe(200);
      await look(`step ${i} off`);
      expect((await a!.client.put(path)).status).toBe(200);
    }
    await look(`step ${i}`);
  }
  // D leaves, taking their votes along.
  expect((await d!.client.post(`/api/events/${event.id}/leave`)).status).toBe(204);
  await look("after D left");
  // What the votes did, as the database holds it: the two scripts must differ here.
  const counts = await app.db
    .select({ id: linksTable.id, up: linksTable.upCount, down: linksTable.downCount })
    .from(linksTable)
    .where(eq(linksTable.eventId, event.id));
  const tally = counts.map((l) => `${names.get(l.id)}:${l.up}-${l.down}`).sort();
  return { seen, tally };
}

describe.each(["approval", "upDown", "dots"] as const)("an event voting %s", (method) => {
  it.each(["afterClose", "afterVoting"] as const)(
    "showing results %s sends a member who may not see them the same bytes however the others vote",
    async (resultsShown) => {
      const [one, other] = scripts[method];
      const first = await whatTheObserverSees(method, resultsShown, one);
      const second = await whatTheObserverSees(method, resultsShown, other);
      // The votes did reach the server: the two events' results differ; and something was seen.
      expect(second.tally).not.toEqual(first.tally);
      expect(first.seen.length).toBeGreaterThan(20);
      expect(second.seen).toEqual(first.seen);
    },
  );
});

describe("a member who may not see results, voting", () => {
  it("follows their own votes in every tab, one version at a time, as their page says", async () => {
    const [a, b, c] = await people(app, 3, "Own");
    const created = await a!.client.post("/api/events", {
      title: "Secret ballot",
      method: "approval",
      resultsShown: "afterClose",
    });
    const event = created.json as EventSummary;
    for (const member of [b!, c!]) await joinAs(member, event.invitationCode);
    const y = (await share(a!, event.id, "Y")).id;
    await shortlist(a!, event.id, y);
    const before = (await b!.client.get(`/api/events/${event.id}`)).json.event.version as number;
    const otherTab = await openLive(b!.client, event.id);
    const quiet = await openLive(c!.client, event.id);
    streams.push(otherTab, quiet);
    await otherTab.waitFor((m) => m.type === "ready");
    await quiet.waitFor((m) => m.type === "ready");

    const path = `/api/events/${event.id}/links/${y}/vote`;
    for (const vote of ["up", null, "up", null, "up"] as const) {
      expect((await b!.client.put(path, { value: vote })).status).toBe(200);
    }
    await otherTab.waitFor((m) => m.type === "votes.changed" && m.version === before + 5);
    const mine = otherTab.messages.filter((m) => m.type === "votes.changed");
    expect(mine.map((m) => [m.version, m.myVote, m.up])).toEqual([
      [before + 1, "up", null],
      [before + 2, null, null],
      [before + 3, "up", null],
      [before + 4, null, null],
      [before + 5, "up", null],
    ]);
    const page = (await b!.client.get(`/api/events/${event.id}`)).json;
    expect(page.event.version).toBe(before + 5);
    expect(page.links[0]).toMatchObject({ up: null, myVote: "up" });

    // The others heard once that B has voted, and nothing of the rest.
    await a!.client.patch(`/api/events/${event.id}`, { title: "Secret ballot!" });
    await quiet.waitFor((m) => m.type === "event.edited");
    expect(quiet.messages.map((m) => [m.type, m.version])).toEqual([
      ["ready", before],
      ["member.voted", before + 1],
      ["event.edited", before + 2],
    ]);
  });
});
