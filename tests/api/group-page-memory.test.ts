// The group page's memory kept per group (decision 226, groups/page-memory.ts): a page answered
// from what is kept is the page read afresh, for every viewer; and every change to what the
// memory shows (a round closed by hand or by its deadline, reopened, deleted, retitled; a
// winner's preview arriving; a winner's sharer deleting their account; a member leaving a closed
// round) is on the very next page, read right after the page was kept. Nobody outside a group
// gets anything of it, whatever another group's members had kept.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary, GroupPage, GroupSummary } from "../../src/shared/api";
import * as shapes from "../../src/shared/group-responses";
import { groups } from "../../src/server/db/schema";
import { closeDueEvents } from "../../src/server/features/closing/commands";
import { loadGroupPage } from "../../src/server/features/groups/queries";
import { createNotices } from "../../src/server/features/notifications/notices";
import { savePreview } from "../../src/server/features/previews/store";
import { groupRoom } from "../../src/server/kernel/live-hub";
import type { PublishedMessage } from "../../src/shared/live";
import { people, type Person } from "../support/factories/people";
import { closeEvent, reopenEvent, shortlisted, vote } from "../support/factories/actions";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const notices = createNotices({
  publicUrl: "http://127.0.0.1:1",
  secret: "test-secret-test-secret-test-secret-0123456789",
});

const page = async (as: Person, groupId: string) => {
  const answer = await as.client.get(`/api/groups/${groupId}`);
  expect(answer.status, answer.text).toBe(200);
  return shapes.groupPage.parse(answer.json) as GroupPage;
};

/** The page as the database reads it now, with nothing kept. */
const fresh = async (as: Person, groupId: string) =>
  shapes.groupPage.parse(await loadGroupPage(app.db, groupId, as.id)) as GroupPage;

const groupVersion = async (groupId: string) =>
  (await app.db.select({ version: groups.version }).from(groups).where(eq(groups.id, groupId)))[0]!
    .version;

/** Ada's group with Bob and Cy, and `rounds` rounds closed in turn, each won by a link of
 * Bob's at its own address (the winners' titles are "Win <n>"). */
async function groupWithHistory(rounds: number) {
  const [ada, bob, cy] = await people(app, 3, "Memory");
  const group = await ada!.client.call<GroupSummary>("POST", "/api/groups", { name: "Dinner" });
  for (const p of [bob!, cy!]) {
    await p.client.call("POST", "/api/groups/join", { code: group.invitationCode });
  }
  const closed: EventSummary[] = [];
  for (let n = 1; n <= rounds; n++) {
    const round = await openRound(ada!, group.id);
    const link = await shortlisted(bob!, round.id, `Win ${n}`, winnerUrl(group.id, n));
    await vote(cy!, round.id, link.id, "up");
    await closeEvent(ada!, round.id);
    closed.push(round);
  }
  return { ada: ada!, bob: bob!, cy: cy!, groupId: group.id, closed };
}

const winnerUrl = (groupId: string, n: number) =>
  `https://win-${n}-${groupId.slice(0, 8)}.example/`;
const openRound = (as: Person, groupId: string) =>
  as.client.call<EventSummary>("POST", `/api/groups/${groupId}/rounds`, {});

describe("the group page's kept memory", () => {
  it("is the page read afresh, for the creator, an admin's view and a member's, read twice", async () => {
    const { ada, bob, groupId } = await groupWithHistory(3);
    for (const viewer of [ada, bob]) {
      const first = await page(viewer, groupId);
      const again = await page(viewer, groupId);
      expect(again).toEqual(first);
      expect(again).toEqual(await fresh(viewer, groupId));
      expect(again.timeline.map((r) => r.winner?.title)).toEqual(["Win 3", "Win 2", "Win 1"]);
    }
    // The creator sees Bob's address, Bob sees only his own (decision 212): kept memory or not.
    const forAda = await page(ada, groupId);
    const forBob = await page(bob, groupId);
    expect(forAda.members.every((m) => m.email !== "")).toBe(true);
    expect(forBob.members.filter((m) => m.email !== "").map((m) => m.id)).toEqual([bob.id]);
  });

  it("is gzipped in two parts that any gunzip reads as the page read afresh, kept or not", async () => {
    const { ada, bob, groupId } = await groupWithHistory(3);
    const gzipped = (viewer: Person) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const request = http.get(
          `${app.url}/api/groups/${groupId}`,
          { headers: { cookie: viewer.client.cookieHeader, "accept-encoding": "gzip" } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on("data", (chunk: Buffer) => chunks.push(chunk));
            answer.on("end", () =>
              resolve({
                encoding: answer.headers["content-encoding"],
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        request.on("error", reject);
      });
    // The first read keeps the memory, the next ones use it; Ada's part differs from Bob's.
    for (const viewer of [bob, bob, ada]) {
      const { encoding, body } = await gzipped(viewer);
      expect(encoding).toBe("gzip");
      const page = JSON.parse(gunzipSync(body).toString("utf8")) as unknown;
      expect(shapes.groupPage.parse(page)).toEqual(await fresh(viewer, groupId));
    }
  });

  it("answers 304 to the ETag of the page it would send, and a new ETag after a change", async () => {
    const { ada, bob, groupId, closed } = await groupWithHistory(2);
    const first = await bob.client.get(`/api/groups/${groupId}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const again = (tag: string) =>
      bob.client.request("GET", `/api/groups/${groupId}`, undefined, { "if-none-match": tag });
    expect((await again(etag)).status).toBe(304);
    // Ada's page (her part differs: addresses, her role) has its own tag.
    expect((await ada.client.get(`/api/groups/${groupId}`)).headers.get("etag")).not.toBe(etag);
    await ada.client.patch(`/api/events/${closed[0]!.id}`, { title: "Renamed" });
    const changed = await again(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("shows a round closed by hand at once, its group at a new version from the closing", async () => {
    const { ada, bob, cy, groupId } = await groupWithHistory(1);
    expect((await page(bob, groupId)).timeline).toHaveLength(1);
    const round = await openRound(ada, groupId);
    const link = await shortlisted(cy, round.id, "Tacos", "https://tacos.example/");
    await vote(bob, round.id, link.id, "up");
    const before = await groupVersion(groupId);
    const heard: PublishedMessage[] = [];
    const unsubscribe = app.live.subscribe(groupRoom(groupId), {
      userId: "listener",
      receive: (message) => heard.push(message),
      close: () => {},
    });
    await closeEvent(ada, round.id);
    unsubscribe();
    // One version more, made by the closing itself and said on the group page's stream.
    expect(await groupVersion(groupId)).toBe(before + 1);
    expect(heard).toEqual([{ type: "group.changed", version: before + 1 }]);
    const after = await page(bob, groupId);
    expect(after.timeline.map((r) => [r.roundNumber, r.winner?.title, r.voted])).toEqual([
      [2, "Tacos", 1],
      [1, "Win 1", 1],
    ]);
    expect(after.openRounds).toEqual([]);
    expect(after).toEqual(await fresh(bob, groupId));
  });

  it("shows a round closed by its deadline at once", async () => {
    const { ada, bob, groupId } = await groupWithHistory(1);
    const round = await openRound(ada, groupId);
    await shortlisted(bob, round.id, "Sushi", "https://sushi.example/");
    expect((await page(bob, groupId)).openRounds.map((r) => r.id)).toEqual([round.id]);
    const before = await groupVersion(groupId);
    await app.db.execute(
      sql`update events set deadline = now() - interval '1 minute' where id = ${round.id}`,
    );
    const { closed, groups: moved } = await closeDueEvents(app.db, notices);
    expect(closed.map((event) => event.id)).toEqual([round.id]);
    // The group's version moved in the closing's transaction: it is in what the closing answers.
    expect(moved).toEqual([{ id: groupId, version: before + 1 }]);
    expect(await groupVersion(groupId)).toBe(before + 1);
    const after = await page(bob, groupId);
    expect(after.timeline.map((r) => r.winner?.title)).toEqual(["Sushi", "Win 1"]);
    expect(after.openRounds).toEqual([]);
  });

  it("takes a reopened round off the timeline and puts it back when it closes again", async () => {
    const { ada, bob, groupId, closed } = await groupWithHistory(2);
    expect((await page(bob, groupId)).timeline).toHaveLength(2);
    await reopenEvent(ada, closed[1]!.id);
    const reopened = await page(bob, groupId);
    expect(reopened.timeline.map((r) => r.roundNumber)).toEqual([1]);
    expect(reopened.openRounds.map((r) => r.id)).toEqual([closed[1]!.id]);
    await closeEvent(ada, closed[1]!.id);
    expect((await page(bob, groupId)).timeline.map((r) => r.roundNumber)).toEqual([2, 1]);
  });

  it("forgets a deleted round at once, and the other rounds move to a new version", async () => {
    const { ada, bob, groupId, closed } = await groupWithHistory(3);
    const kept = await page(bob, groupId);
    expect(kept.mostChosen).toEqual([]);
    const versionOf = async (id: string) =>
      (await bob.client.call<{ event: EventSummary }>("GET", `/api/events/${id}`)).event.version;
    const others = [await versionOf(closed[0]!.id), await versionOf(closed[2]!.id)];
    const before = await groupVersion(groupId);
    expect((await ada.client.delete(`/api/events/${closed[1]!.id}`)).status).toBe(204);
    expect(await groupVersion(groupId)).toBe(before + 1);
    expect((await page(bob, groupId)).timeline.map((r) => r.winner?.title)).toEqual([
      "Win 3",
      "Win 1",
    ]);
    // Their pages' links' history came from it (decision 226): they are read again.
    expect([await versionOf(closed[0]!.id), await versionOf(closed[2]!.id)]).toEqual(
      others.map((v) => v + 1),
    );
  });

  it("shows a closed round's new title, a winner's preview and a member leaving the round", async () => {
    const { ada, bob, cy, groupId, closed } = await groupWithHistory(2);
    await page(bob, groupId);
    const edited = await ada.client.patch(`/api/events/${closed[0]!.id}`, { title: "The first" });
    expect(edited.status, edited.text).toBe(200);
    let now = await page(bob, groupId);
    expect(now.timeline.map((r) => r.title)).toEqual(["Dinner", "The first"]);

    // The preview fetcher keeps a page's thumbnail for the first winner's address.
    const png = Buffer.from("a thumbnail's bytes, as kept");
    await savePreview(app.db, winnerUrl(groupId, 1), {
      title: "Win one, as its page says",
      description: null,
      siteName: null,
      image: { bytes: png, width: 40, height: 30 },
      facts: {},
    });
    now = await page(bob, groupId);
    expect(now.timeline[1]!.winner!.image).toMatch(/^\/api\/link-previews\/images\//);
    expect(now.timeline[0]!.winner!.image).toBeNull();

    // Cy leaves the group, and with it its closed rounds (issue #49: one who left sees nothing
    // the group does after).
    expect(now.timeline[0]!.memberCount).toBe(3);
    expect(now.timeline[0]!.voted).toBe(1);
    const left = await cy.client.post(`/api/groups/${groupId}/leave`);
    expect(left.status, left.text).toBe(204);
    now = await page(bob, groupId);
    expect(now.timeline[0]!.memberCount).toBe(2);
    // Cy's vote went with them.
    expect(now.timeline[0]!.voted).toBe(0);
    expect(now).toEqual(await fresh(bob, groupId));
  });

  it("loses a winner whose sharer deleted their account", async () => {
    const { ada, bob, groupId } = await groupWithHistory(2);
    expect((await page(ada, groupId)).timeline.every((r) => r.winner !== null)).toBe(true);
    const me = await bob.client.call<{ email: string }>("GET", "/api/me");
    const gone = await bob.client.request("DELETE", "/api/me", { confirm: me.email });
    expect(gone.status, gone.text).toBe(204);
    const after = await page(ada, groupId);
    expect(after.timeline.map((r) => r.winner)).toEqual([null, null]);
    expect(after).toEqual(await fresh(ada, groupId));
  });

  it("goes to members of its own group only", async () => {
    const one = await groupWithHistory(1);
    const two = await groupWithHistory(1);
    // Both kept; each member sees their own group's memory, and the other group is a 404.
    const first = await page(one.bob, one.groupId);
    const second = await page(two.bob, two.groupId);
    expect(first.timeline[0]!.winner!.url).toBe(winnerUrl(one.groupId, 1));
    expect(second.timeline[0]!.winner!.url).toBe(winnerUrl(two.groupId, 1));
    const across = await two.bob.client.get(`/api/groups/${one.groupId}`);
    expect(across.status).toBe(404);
    expect(across.text).not.toContain(winnerUrl(one.groupId, 1));
    // One who left the group is outside it too, though the memory is still kept.
    expect((await one.cy.client.post(`/api/groups/${one.groupId}/leave`)).status).toBe(204);
    expect((await one.cy.client.get(`/api/groups/${one.groupId}`)).status).toBe(404);
  });
});
