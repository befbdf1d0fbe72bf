// The result (issue #14): the creator's public result link (off by default, unguessable, killed
// when turned off, no names or emails, noindex) and the members' CSV and JSON downloads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";
import { eventWithMembers, share, shortlist, tryVote, vote } from "../support/factories/events";
import { people } from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";
import * as shape from "../../src/shared/responses";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function closedEvent() {
  const made = await eventWithMembers(app, 2);
  const { creator, members, id } = made;
  const first = await share(creator, id, "First place", "https://example.com/first");
  const second = await share(
    members[0]!,
    id,
    '=HYPERLINK("http://evil")',
    "https://example.com/second",
  );
  const unlisted = await share(members[1]!, id, "Not shortlisted", "https://example.com/third");
  await shortlist(creator, id, first.id);
  await shortlist(creator, id, second.id);
  await vote(members[0]!, id, first.id, "up");
  await vote(members[1]!, id, first.id, "up");
  await vote(creator, id, second.id, "down");
  await tryVote(members[1]!, id, unlisted.id, "up");
  await creator.client.post(`/api/events/${id}/close`);
  return { ...made, first, second, unlisted };
}

describe("the public result link", () => {
  it("is off by default, shows the result without names when on, and dies when off", async () => {
    const { creator, members, id, first, second } = await closedEvent();
    expect((await creator.client.get(`/api/events/${id}/result-link`)).json).toEqual({ url: null });
    const on = await creator.client.put(`/api/events/${id}/result-link`);
    expect(on.status).toBe(200);
    const url = on.json.url as string;
    expect(url).toMatch(new RegExp(`^${app.url}/results/[\\w-]{32}$`));
    // Turning it on again keeps the address.
    expect((await creator.client.put(`/api/events/${id}/result-link`)).json.url).toBe(url);
    const token = url.split("/").at(-1)!;

    const anonymous = app.client();
    const result = await anonymous.get(`/api/results/${token}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("x-robots-tag")).toBe("noindex");
    expect(result.json).toEqual({
      title: "Where shall we eat?",
      description: "",
      method: "upDown",
      status: "completed",
      closedAt: expect.any(String),
      memberCount: 3,
      votedCount: 3,
      winner: {
        id: first.id,
        title: "First place",
        url: "https://example.com/first",
        score: 2,
        up: 2,
        down: 0,
        barred: false,
      },
      ranking: [
        {
          id: first.id,
          title: "First place",
          url: "https://example.com/first",
          score: 2,
          up: 2,
          down: 0,
          barred: false,
        },
        {
          id: second.id,
          title: expect.any(String),
          url: "https://example.com/second",
          score: -1,
          up: 0,
          down: 1,
          barred: false,
        },
      ],
    });
    for (const person of [creator, ...members]) {
      expect(result.text).not.toContain(person.name);
      expect(result.text).not.toContain(person.id);
    }
    expect(result.text).not.toContain("@");
    // The token is a bearer secret: the request log names it instead of showing it.
    expect(JSON.stringify(app.logs)).not.toContain(token);
    expect(JSON.stringify(app.logs)).toContain('"path":"/api/results/:token"');

    const off = await creator.client.delete(`/api/events/${id}/result-link`);
    expect(off.json).toEqual({ url: null });
    const dead = await anonymous.get(`/api/results/${token}`);
    expect(dead.status).toBe(404);
    expect(dead.json.error).toEqual({
      code: "resultNotFound",
      message: "This result link is not valid, or was turned off",
    });
    // A new link is a new address.
    const again = await creator.client.put(`/api/events/${id}/result-link`);
    expect(again.json.url).not.toBe(url);
  });

  it("is the creator's alone, and a forged token finds nothing", async () => {
    const { creator, members, id } = await closedEvent();
    const [stranger] = await people(app, 1, "Stranger");
    const before = await snapshotTables(app.db);
    for (const method of ["get", "put", "delete"] as const) {
      const member = await members[0]!.client[method](`/api/events/${id}/result-link`);
      expect(member.status).toBe(403);
      expect(member.json.error.code).toBe("resultLinkCreatorOnly");
      expect((await stranger!.client[method](`/api/events/${id}/result-link`)).status).toBe(404);
      expect((await app.client()[method](`/api/events/${id}/result-link`)).status).toBe(401);
    }
    expect(await snapshotTables(app.db)).toEqual(before);
    await creator.client.put(`/api/events/${id}/result-link`);
    for (const token of ["x", "a".repeat(32), "a".repeat(600), "..%2F..%2Fetc", "%00"]) {
      const res = await app.client().get(`/api/results/${token}`);
      expect(res.status, token).toBe(404);
      expect(res.json.error.code).toBe("resultNotFound");
    }
  });

  it("says an open event is still open, with no ranking", async () => {
    const { creator, id } = await eventWithMembers(app, 1);
    const { url } = (await creator.client.put(`/api/events/${id}/result-link`)).json;
    const res = await app.client().get(`/api/results/${url.split("/").at(-1)}`);
    expect(res.json).toMatchObject({ status: "active", winner: null, ranking: [], closedAt: null });
  });
});

describe("downloads", () => {
  it("gives members the shortlist in rank order, then the rest, as CSV, formulas defused", async () => {
    const { members, id } = await closedEvent();
    const res = await members[1]!.client.get(`/api/events/${id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="huddle-where-shall-we-eat.csv"',
    );
    const lines = res.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"rank","title","url","description","sharedBy","sharedAt","shortlisted","up","down","score","winner"',
    );
    expect(lines).toHaveLength(4);
    // By score (the newer link comes first in the event, but scored lower), then the link off
    // the shortlist, unranked.
    expect(lines[1]).toMatch(/^"1","First place",.*"true","2","0","2","true"$/);
    expect(lines[2]).toMatch(
      /^"2","'=HYPERLINK\(""http:\/\/evil""\)",.*"true","0","1","-1","false"$/,
    );
    expect(lines[3]).toMatch(/^"","Not shortlisted",.*"false","0","0","0","false"$/);
    // No time zone asked: UTC, with its offset.
    expect(lines[1]).toMatch(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00"/);
  });

  it("writes times on the clock of the time zone asked for, with its offset", async () => {
    const { members, id, first } = await closedEvent();
    for (const [zone, offset] of [
      ["Europe/Berlin", /\+0[12]:00$/],
      ["America/New_York", /-0[45]:00$/],
      ["Asia/Kolkata", /\+05:30$/],
      ["UTC", /\+00:00$/],
    ] as const) {
      const res = await members[0]!.client.get(
        `/api/events/${id}/export.json?tz=${encodeURIComponent(zone)}`,
      );
      expect(res.status).toBe(200);
      const exported = shape.eventExport.parse(res.json);
      expect(exported.event.timeZone).toBe(zone);
      const link = exported.links.find((l) => l.title === "First place")!;
      expect(link.sharedAt).toMatch(offset);
      // The same moment, to the second.
      expect(Date.parse(link.sharedAt)).toBe(Math.floor(Date.parse(first.createdAt) / 1000) * 1000);
      expect(exported.event.closedAt).toMatch(offset);
    }
  });

  it("refuses a time zone that is not an IANA name with 400, in the error shape", async () => {
    const { members, id } = await closedEvent();
    for (const zone of ["Mars/Olympus", "+01:00", "Europe/Berlin; drop", "x".repeat(100), "%00"]) {
      for (const format of ["csv", "json"]) {
        const res = await members[0]!.client.get(
          `/api/events/${id}/export.${format}?tz=${encodeURIComponent(zone)}`,
        );
        expect(res.status, zone).toBe(400);
        expect(res.json.error).toMatchObject({
          code: "unknownTimeZone",
          fields: { tz: { code: "unknownTimeZone", message: expect.any(String) } },
        });
      }
    }
  });

  it("gives the same as JSON, without who voted what", async () => {
    const { creator, members, id, first } = await closedEvent();
    const res = await creator.client.get(`/api/events/${id}/export.json`);
    expect(res.status).toBe(200);
    const exported = shape.eventExport.parse(res.json);
    expect(exported.event).toMatchObject({
      title: "Where shall we eat?",
      status: "completed",
      method: "upDown",
      timeZone: "UTC",
    });
    expect(exported.links.map((l) => [l.rank, l.title])).toEqual([
      [1, "First place"],
      [2, '=HYPERLINK("http://evil")'],
      [null, "Not shortlisted"],
    ]);
    expect(exported.links[0]).toMatchObject({
      url: "https://example.com/first",
      sharedBy: creator.name,
      shortlisted: true,
      up: 2,
      down: 0,
      score: 2,
      winner: true,
    });
    expect(res.text).not.toContain(first.id);
    for (const m of members) expect(res.text).not.toContain(m.id);
  });

  it("counts approvals and dots in their own columns, with no up and down", async () => {
    for (const [method, column, body] of [
      ["approval", "approvals", { value: "up" }],
      ["dots", "dots", { weight: 2 }],
    ] as const) {
      const [creator, member] = await people(app, 2, "Counting");
      const made = await creator!.client.post("/api/events", { title: "Counting", method });
      const event = made.json as { id: string; invitationCode: string };
      await member!.client.post("/api/events/join", { code: event.invitationCode });
      const older = await share(creator!, event.id, "Older");
      const newer = await share(creator!, event.id, "Newer");
      await shortlist(creator!, event.id, older.id);
      await shortlist(creator!, event.id, newer.id);
      const cast = await member!.client.put(`/api/events/${event.id}/links/${older.id}/vote`, body);
      expect(cast.status).toBe(200);
      const csv = await member!.client.get(`/api/events/${event.id}/export.csv`);
      const lines = csv.text.trimEnd().split("\r\n");
      expect(lines[0]).toBe(
        `"rank","title","url","description","sharedBy","sharedAt","shortlisted","${column}","winner"`,
      );
      const weight = method === "dots" ? "2" : "1";
      expect(lines[1]).toMatch(new RegExp(`^"1","Older",.*"true","${weight}","false"$`));
      expect(lines[2]).toMatch(/^"2","Newer",.*"true","0","false"$/);
    }
  });

  it("leaves ranks and counts out while results are hidden, newest first", async () => {
    const [creator, member] = await people(app, 2, "Hidden");
    const made = await creator!.client.post("/api/events", {
      title: "Hidden",
      resultsShown: "afterClose",
    });
    const event = made.json as { id: string; invitationCode: string };
    await member!.client.post("/api/events/join", { code: event.invitationCode });
    const older = await share(creator!, event.id, "Older");
    const newer = await share(creator!, event.id, "Newer");
    await shortlist(creator!, event.id, older.id);
    await shortlist(creator!, event.id, newer.id);
    await vote(creator!, event.id, older.id, "up");
    const csv = await member!.client.get(`/api/events/${event.id}/export.csv`);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[1]).toMatch(/^"","Newer",.*"true","","","","false"$/);
    expect(lines[2]).toMatch(/^"","Older",.*"true","","","","false"$/);
  });

  it("are nothing to a non-member", async () => {
    const { id } = await closedEvent();
    const [stranger] = await people(app, 1, "Stranger");
    for (const format of ["csv", "json"]) {
      const res = await stranger!.client.get(`/api/events/${id}/export.${format}`);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("eventNotFound");
    }
  });
});
