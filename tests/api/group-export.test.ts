// A group's downloads (decision 226): every round, oldest first, with its winner and its links'
// counts, as JSON and CSV, for its members only; an open round that hides results from the
// downloader shows no counts and no ranks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary, GroupExport, GroupSummary } from "../../src/shared/api";
import { groupExport } from "../../src/shared/group-responses";
import { people } from "../support/factories/people";
import { closeEvent, shortlisted, vote } from "../support/factories/actions";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function groupWithTwoRounds() {
  const [ada, bob, eve] = await people(app, 3);
  const group = await ada!.client.call<GroupSummary>("POST", "/api/groups", { name: "Book club" });
  await bob!.client.call("POST", "/api/groups/join", { code: group.invitationCode });
  const first = await ada!.client.call<EventSummary>("POST", `/api/groups/${group.id}/rounds`, {
    title: "October book",
  });
  const dune = await shortlisted(ada!, first.id, "Dune", "https://example.com/dune");
  const emma = await shortlisted(bob!, first.id, "=Emma", "https://example.com/emma");
  await vote(ada!, first.id, dune.id, "up");
  await vote(bob!, first.id, dune.id, "up");
  await vote(bob!, first.id, emma.id, "down");
  await closeEvent(ada!, first.id);
  const second = await ada!.client.call<EventSummary>("POST", `/api/groups/${group.id}/rounds`, {
    title: "November book",
  });
  // Results of the second round only after it closes (its settings come from the first's: set
  // them on the round itself).
  await ada!.client.call("PATCH", `/api/events/${second.id}`, { resultsShown: "afterClose" });
  const ulysses = await shortlisted(bob!, second.id, "Ulysses", "https://example.com/ulysses");
  await vote(ada!, second.id, ulysses.id, "up");
  return { ada: ada!, bob: bob!, eve: eve!, group };
}

describe("a group's download", () => {
  it("is every round with its winner and counts, JSON and CSV, on the downloader's clock", async () => {
    const { bob, group } = await groupWithTwoRounds();
    const json = await bob.client.get(`/api/groups/${group.id}/export.json?tz=Europe/Berlin`);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toBe(
      'attachment; filename="huddle-book-club.json"',
    );
    const download = groupExport.parse(json.json) as GroupExport;
    expect(download.group).toMatchObject({ name: "Book club", memberCount: 2 });
    expect(download.group.timeZone).toBe("Europe/Berlin");
    expect(download.rounds.map((r) => [r.roundNumber, r.title, r.status])).toEqual([
      [1, "October book", "completed"],
      [2, "November book", "active"],
    ]);
    const [first, second] = download.rounds;
    expect(first!.winner).toEqual({ title: "Dune", url: "https://example.com/dune" });
    expect(first!.createdAt).toMatch(/\+0[12]:00$/);
    expect(first!.links.map((l) => [l.rank, l.title, l.up, l.down, l.score, l.winner])).toEqual([
      [1, "Dune", 2, 0, 2, true],
      [2, "=Emma", 0, 1, -1, false],
    ]);
    // Hidden until the round closes: no rank, no counts, and so nothing of how others voted.
    expect(second!.winner).toBeNull();
    expect(second!.links.map((l) => [l.rank, l.title, l.up, l.down])).toEqual([
      [null, "Ulysses", null, null],
    ]);

    const csv = await bob.client.get(`/api/groups/${group.id}/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"round","roundTitle","method","status","closedAt","rank","title","url","description",' +
        '"sharedBy","sharedAt","shortlisted","up","down","score","approvals","dots","winner"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"1","October book","upDown","completed","[^"]+\+00:00","1","Dune",/);
    // A title a spreadsheet would run as a formula is written as text.
    expect(lines[2]).toContain(`"'=Emma"`);
    expect(lines[3]).toMatch(/^"2","November book","upDown","active","","","Ulysses",.*"","",""/);
  });

  it("is 404 to anyone outside the group and 400 for an unknown time zone", async () => {
    const { bob, eve, group } = await groupWithTwoRounds();
    for (const format of ["json", "csv"]) {
      const outsider = await eve.client.get(`/api/groups/${group.id}/export.${format}`);
      expect(outsider.status).toBe(404);
      expect(outsider.json).toMatchObject({ error: { code: "groupNotFound" } });
      const unknown = await eve.client.get(
        `/api/groups/00000000-0000-4000-8000-000000000000/export.${format}`,
      );
      expect(unknown.status).toBe(404);
      const zone = await bob.client.get(`/api/groups/${group.id}/export.${format}?tz=Mars/Base`);
      expect(zone.status).toBe(400);
      expect(zone.json).toMatchObject({ error: { code: "unknownTimeZone" } });
    }
  });

  it("ranks a link the round bars after the others, as the result does", async () => {
    const [ada, bob] = await people(app, 2);
    const group = await ada!.client.call<GroupSummary>("POST", "/api/groups", {
      name: "Lunch",
      barLastWinners: 1,
    });
    await bob!.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    const round = (n: number) =>
      ada!.client.call<EventSummary>("POST", `/api/groups/${group.id}/rounds`, {
        title: `Lunch ${n}`,
      });
    const first = await round(1);
    const tacos = await shortlisted(ada!, first.id, "Tacos", "https://example.com/tacos");
    await vote(ada!, first.id, tacos.id, "up");
    await closeEvent(ada!, first.id);
    const second = await round(2);
    const again = await shortlisted(ada!, second.id, "Tacos", "https://example.com/tacos");
    const soup = await shortlisted(bob!, second.id, "Soup", "https://example.com/soup");
    await vote(ada!, second.id, again.id, "up");
    await vote(bob!, second.id, again.id, "up");
    await vote(bob!, second.id, soup.id, "up");
    await closeEvent(ada!, second.id);
    const download = groupExport.parse(
      await bob!.client.call("GET", `/api/groups/${group.id}/export.json`),
    );
    const last = download.rounds[1]!;
    expect(last.winner).toEqual({ title: "Soup", url: "https://example.com/soup" });
    expect(last.links.map((l) => [l.rank, l.title, l.score, l.winner])).toEqual([
      [1, "Soup", 1, true],
      [2, "Tacos", 2, false],
    ]);
  });
});
