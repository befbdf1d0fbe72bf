// Standing groups (decision 226): create, list, the page, edit, a new code, join by code (the
// group's or a round's), leave, removal, roles, delete with its rounds kept or deleted, and the
// invite preview of a group's code.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  EventSummary,
  GroupListItem,
  GroupPage,
  GroupSummary,
  InvitePreview,
} from "../../src/shared/api";
import * as shapes from "../../src/shared/group-responses";
import { events, groupMembers, groups } from "../../src/server/db/schema";
import { people, type Person } from "../support/factories/people";
import {
  closeEvent,
  createEventAs,
  joinAs,
  joinAsGuest,
  share,
  shortlist,
  shortlisted,
  vote,
} from "../support/factories/actions";
import { groupRoom } from "../../src/server/kernel/live-hub";
import type { PublishedMessage } from "../../src/shared/live";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const createGroup = (as: Person, name = "Friday dinner", extra: object = {}) =>
  as.client.call<GroupSummary>("POST", "/api/groups", { name, ...extra });
const joinGroup = (as: { client: Person["client"] }, code: string) =>
  as.client.call<GroupSummary>("POST", "/api/groups/join", { code });
const page = (as: Person, groupId: string) =>
  as.client.call<GroupPage>("GET", `/api/groups/${groupId}`);
const openRound = (as: Person, groupId: string, body: object = {}) =>
  as.client.call<EventSummary>("POST", `/api/groups/${groupId}/rounds`, body);

describe("a group", () => {
  it("is created by an account, listed, read as a page and edited by its admins", async () => {
    const [ada, bob] = await people(app, 2);
    const made = await createGroup(ada!, "Friday dinner", { description: "Where we eat" });
    expect(shapes.groupSummary.parse(made)).toMatchObject({
      name: "Friday dinner",
      description: "Where we eat",
      myRole: "creator",
      memberCount: 1,
      creatorId: ada!.id,
      schedule: null,
      barLastWinners: 0,
    });
    const joined = await joinGroup(bob!, made.invitationCode.toLowerCase());
    expect(joined).toMatchObject({ id: made.id, myRole: "member", memberCount: 2 });
    expect(
      (await bob!.client.post("/api/groups/join", { code: made.invitationCode })).json,
    ).toMatchObject({
      error: { code: "alreadyGroupMember" },
    });

    const list = shapes.groupList.parse(
      await bob!.client.call<GroupListItem[]>("GET", "/api/groups"),
    );
    expect(list).toEqual([
      expect.objectContaining({ id: made.id, openRound: null, lastWinner: null }),
    ]);

    const read = shapes.groupPage.parse(await page(bob!, made.id));
    expect(read.members.map((m) => [m.id, m.role])).toEqual([
      [ada!.id, "creator"],
      [bob!.id, "member"],
    ]);
    // A plain member sees no one else's address.
    expect(read.members[0]!.email).toBe("");
    expect(read).toMatchObject({ openRounds: [], timeline: [], mostChosen: [] });

    expect((await bob!.client.patch(`/api/groups/${made.id}`, { name: "X" })).status).toBe(403);
    const edited = await ada!.client.call<GroupSummary>("PATCH", `/api/groups/${made.id}`, {
      name: "Thursday dinner",
      barLastWinners: 2,
    });
    expect(edited).toMatchObject({ name: "Thursday dinner", barLastWinners: 2 });
    expect(edited.version).toBeGreaterThan(joined.version);
  });

  it("flows its members into its open rounds: join later, leave, removal", async () => {
    const [ada, bob, cy] = await people(app, 3);
    const group = await createGroup(ada!);
    await joinGroup(bob!, group.invitationCode);
    const round = await openRound(ada!, group.id);
    expect(round).toMatchObject({
      groupId: group.id,
      roundNumber: 1,
      memberCount: 2,
      isCreator: true,
    });
    // A round's own code joins the group, and so the round.
    await joinAs(cy!, round.invitationCode);
    const roundRow = async () =>
      (await app.db.select().from(events).where(eq(events.id, round.id)))[0]!;
    expect((await roundRow()).memberCount).toBe(3);
    expect((await page(ada!, group.id)).group.memberCount).toBe(3);
    // Bob leaves the group: out of the round too.
    expect((await bob!.client.post(`/api/groups/${group.id}/leave`)).status).toBe(204);
    expect((await roundRow()).memberCount).toBe(2);
    expect((await bob!.client.get(`/api/events/${round.id}`)).status).toBe(404);
    // The creator cannot leave.
    expect((await ada!.client.post(`/api/groups/${group.id}/leave`)).json).toMatchObject({
      error: { code: "groupCreatorCannotLeave" },
    });
    // A second round while one is open: 409.
    expect((await ada!.client.post(`/api/groups/${group.id}/rounds`, {})).json).toMatchObject({
      error: { code: "roundAlreadyOpen" },
    });
    await closeEvent(ada!, round.id);
    const second = await openRound(ada!, group.id);
    expect(second).toMatchObject({ roundNumber: 2, memberCount: 2 });
    expect((await ada!.client.delete(`/api/groups/${group.id}/members/${cy!.id}`)).status).toBe(
      204,
    );
    // Removed from the group, out of its closed round too (issue #49): he sees nothing of it now.
    expect((await roundRow()).memberCount).toBe(1);
    expect((await cy!.client.get(`/api/events/${round.id}`)).status).toBe(404);
    expect(
      (await app.db.select().from(events).where(eq(events.id, second.id)))[0]!.memberCount,
    ).toBe(1);
    const read = await page(ada!, group.id);
    expect(read.timeline.map((r) => r.roundNumber)).toEqual([1]);
    expect(read.openRounds.map((r) => r.roundNumber)).toEqual([2]);
  });

  it("shows a group's code in the invite preview, and a guest joins by it", async () => {
    const [ada] = await people(app, 1);
    const group = await createGroup(ada!, "Book club");
    const visitor = app.client();
    const preview = await visitor.call<InvitePreview>("GET", `/api/invite/${group.invitationCode}`);
    expect(preview).toMatchObject({ kind: "group", title: "Book club", memberCount: 1 });
    expect(preview.groupId).toBeUndefined();
    await joinAsGuest(visitor, "Gus");
    const joined = await joinGroup({ client: visitor }, group.invitationCode);
    expect(joined.myRole).toBe("member");
    expect(
      await visitor.call<InvitePreview>("GET", `/api/invite/${group.invitationCode}`),
    ).toMatchObject({
      groupId: group.id,
    });
    expect((await visitor.post("/api/groups", { name: "Mine" })).json).toMatchObject({
      error: { code: "guestCannotCreateGroup" },
    });
  });

  it("is deleted by its creator, its rounds kept as events or deleted", async () => {
    const [ada] = await people(app, 1);
    const kept = await createGroup(ada!);
    const keptRound = await openRound(ada!, kept.id);
    expect((await ada!.client.delete(`/api/groups/${kept.id}`)).status).toBe(400);
    expect((await ada!.client.delete(`/api/groups/${kept.id}?rounds=keep`)).status).toBe(204);
    const [row] = await app.db.select().from(events).where(eq(events.id, keptRound.id));
    expect(row).toMatchObject({ groupId: null, roundNumber: null });
    const gone = await createGroup(ada!);
    const goneRound = await openRound(ada!, gone.id);
    expect((await ada!.client.delete(`/api/groups/${gone.id}?rounds=delete`)).status).toBe(204);
    expect(await app.db.select().from(events).where(eq(events.id, goneRound.id))).toEqual([]);
    expect(await app.db.select().from(groups).where(eq(groups.id, gone.id))).toEqual([]);
    expect(
      await app.db.select().from(groupMembers).where(eq(groupMembers.groupId, gone.id)),
    ).toEqual([]);
    void sql;
  });

  it("deleted with its rounds kept, numbers the rounds that share a title", async () => {
    // Rounds carry their group's name, and the "Round 3 of Friday dinner" line that told them
    // apart goes with the group: three cards said "Friday dinner" (issue #49, 5.3).
    const [ada] = await people(app, 1);
    const group = await createGroup(ada!, "Friday dinner");
    const long = "Ü".repeat(190) + "🍕".repeat(5); // 200 UTF-16 units, the most a title has
    const titles: Array<string | undefined> = [undefined, "Pizza night", undefined, long, long];
    const rounds: EventSummary[] = [];
    for (const title of titles) {
      const round = await openRound(ada!, group.id, title ? { title } : {});
      await closeEvent(ada!, round.id);
      rounds.push(round);
    }
    expect((await ada!.client.delete(`/api/groups/${group.id}?rounds=keep`)).status).toBe(204);

    const mine = await ada!.client.call<EventSummary[]>("GET", "/api/events");
    const titleOf = (round: EventSummary) => mine.find((event) => event.id === round.id)?.title;
    expect(rounds.slice(0, 3).map(titleOf)).toEqual([
      "Friday dinner #1",
      "Pizza night", // told apart by its own title already: left as it was named
      "Friday dinner #3",
    ]);
    // Within the title's limit, cut before the number, never through a character.
    const shortened = "Ü".repeat(190) + "🍕".repeat(3);
    expect(rounds.slice(3).map(titleOf)).toEqual([`${shortened} #4`, `${shortened} #5`]);
  });
});

/** What the hub publishes to a group's page. */
function listenToGroup(groupId: string) {
  const messages: PublishedMessage[] = [];
  app.live.subscribe(groupRoom(groupId), {
    userId: "observer",
    receive: (m) => void messages.push(m),
    close: () => {},
  });
  return messages;
}

const eventRow = async (id: string) =>
  (await app.db.select().from(events).where(eq(events.id, id)))[0]!;

describe("rounds", () => {
  it("a new round starts from the last: its settings, its deadline offset, its runners-up", async () => {
    const [ada, bob] = await people(app, 2);
    const group = await createGroup(ada!);
    await joinGroup(bob!, group.invitationCode);
    const first = await openRound(ada!, group.id, { title: "Week 1" });
    const deadline = new Date(Date.now() + 3 * 24 * 3600_000);
    await ada!.client.call("PATCH", `/api/events/${first.id}`, {
      method: "approval",
      resultsShown: "afterVoting",
      votesShown: "open",
      deadline: deadline.toISOString(),
    });
    const winner = await shortlisted(ada!, first.id, "Pizza", "https://example.com/pizza");
    const runnerUp = await shortlisted(bob!, first.id, "Sushi", "https://example.com/sushi");
    await share(bob!, first.id, "Not shortlisted", "https://example.com/other");
    await vote(ada!, first.id, winner.id, "up");
    await vote(bob!, first.id, winner.id, "up");
    const heard = listenToGroup(group.id);
    await closeEvent(ada!, first.id);
    expect(heard).toEqual([expect.objectContaining({ type: "group.changed" })]);

    const second = await openRound(ada!, group.id, { runnersUp: true });
    expect(second).toMatchObject({
      title: "Friday dinner",
      roundNumber: 2,
      method: "approval",
      resultsShown: "afterVoting",
      votesShown: "open",
      linkCount: 1,
      memberCount: 2,
    });
    const offset = new Date(second.deadline!).getTime() - new Date(second.createdAt).getTime();
    const firstRow = await eventRow(first.id);
    const firstOffset = deadline.getTime() - firstRow.createdAt.getTime();
    expect(Math.abs(offset - firstOffset)).toBeLessThan(5_000);
    const round2 = (
      await bob!.client.call<{ links: Array<{ url: string; sharedBy: { id: string } }> }>(
        "GET",
        `/api/events/${second.id}`,
      )
    ).links;
    expect(round2.map((l) => [l.url, l.sharedBy.id])).toEqual([[runnerUp.url, bob!.id]]);

    // The memory: round 1 on the timeline with its winner and turnout.
    const read = await page(bob!, group.id);
    expect(read.timeline).toEqual([
      expect.objectContaining({
        roundNumber: 1,
        title: "Week 1",
        voted: 2,
        winner: expect.objectContaining({ linkId: winner.id, title: "Pizza" }),
      }),
    ]);
    const list = await bob!.client.call<GroupListItem[]>("GET", "/api/groups");
    expect(list[0]).toMatchObject({
      openRound: { id: second.id, roundNumber: 2 },
      lastWinner: { roundId: first.id, linkId: winner.id },
    });
  });

  it("admins manage rounds as a creator does: an admin closes a round they did not open", async () => {
    const [ada, bob, cy] = await people(app, 3);
    const group = await createGroup(ada!);
    await joinGroup(bob!, group.invitationCode);
    await joinGroup(cy!, group.invitationCode);
    const round = await openRound(ada!, group.id);
    // A member is no admin: 403.
    expect((await bob!.client.post(`/api/events/${round.id}/close`)).status).toBe(403);
    expect(
      (await bob!.client.call<{ event: EventSummary }>("GET", `/api/events/${round.id}`)).event
        .isCreator,
    ).toBe(false);
    const role = await ada!.client.call<{ role: string }>(
      "PUT",
      `/api/groups/${group.id}/members/${bob!.id}/role`,
      { role: "admin" },
    );
    expect(role).toMatchObject({ id: bob!.id, role: "admin" });
    // The page and the dashboard say so (the round moved to a new version with the role).
    expect(
      (await bob!.client.call<{ event: EventSummary }>("GET", `/api/events/${round.id}`)).event
        .isCreator,
    ).toBe(true);
    const dashboard = await bob!.client.call<EventSummary[]>("GET", "/api/events");
    expect(dashboard.find((e) => e.id === round.id)).toMatchObject({
      isCreator: true,
      groupId: group.id,
      roundNumber: 1,
    });
    expect((await bob!.client.post(`/api/events/${round.id}/close`)).status).toBe(200);
    // Only the creator makes admins; an admin cannot remove the creator, nor another admin.
    expect(
      (await bob!.client.put(`/api/groups/${group.id}/members/${cy!.id}/role`, { role: "admin" }))
        .status,
    ).toBe(403);
    expect(
      (await bob!.client.delete(`/api/groups/${group.id}/members/${ada!.id}`)).json,
    ).toMatchObject({
      error: { code: "groupCreatorCannotBeRemoved" },
    });
    expect(
      (await ada!.client.put(`/api/groups/${group.id}/members/${ada!.id}/role`, { role: "member" }))
        .json,
    ).toMatchObject({
      error: { code: "groupCreatorStaysAdmin" },
    });
    // A round's members are the group's: nobody is removed from one round alone (issue #49).
    expect(
      (await bob!.client.delete(`/api/events/${round.id}/members/${ada!.id}`)).json,
    ).toMatchObject({
      error: { code: "roundMembersAreTheGroups" },
    });
  });

  it("leaving the group takes one's votes out of its open round, with the counters", async () => {
    const [ada, bob] = await people(app, 2);
    const group = await createGroup(ada!);
    await joinGroup(bob!, group.invitationCode);
    const round = await openRound(ada!, group.id);
    const link = await shortlisted(ada!, round.id, "Tacos");
    await vote(bob!, round.id, link.id, "up");
    const heard: PublishedMessage[] = [];
    app.live.subscribe(round.id, {
      userId: "observer",
      receive: (m) => void heard.push(m),
      close: () => {},
    });
    expect((await bob!.client.post(`/api/groups/${group.id}/leave`)).status).toBe(204);
    const page2 = await ada!.client.call<{ links: Array<{ up: number }>; members: unknown[] }>(
      "GET",
      `/api/events/${round.id}`,
    );
    expect(page2.links[0]!.up).toBe(0);
    expect(page2.members).toHaveLength(1);
    expect(heard).toEqual([
      expect.objectContaining({
        type: "member.left",
        userId: bob!.id,
        memberCount: 1,
        counts: [{ linkId: link.id, up: 0, down: 0 }],
      }),
    ]);
    void shortlist;
  });

  it("make this a regular: an event becomes round 1 of a new group with its members", async () => {
    const [ada, bob] = await people(app, 2);
    const event = await createEventAs(ada!, "Movie night");
    await joinAs(bob!, event.invitationCode);
    expect((await bob!.client.post(`/api/events/${event.id}/regular`)).status).toBe(403);
    const res = await ada!.client.post(`/api/events/${event.id}/regular`);
    expect(res.status).toBe(201);
    const made = shapes.groupSummary.parse(res.json);
    expect(made).toMatchObject({ name: "Movie night", memberCount: 2, myRole: "creator" });
    expect(await eventRow(event.id)).toMatchObject({ groupId: made.id, roundNumber: 1 });
    const read = await page(bob!, made.id);
    expect(read.members.map((m) => m.role)).toEqual(["creator", "member"]);
    expect(read.openRounds.map((r) => r.id)).toEqual([event.id]);
    expect((await ada!.client.post(`/api/events/${event.id}/regular`)).json).toMatchObject({
      error: { code: "alreadyARound" },
    });
  });

  it("a deleted account hands its group to the longest-standing other admin", async () => {
    const [ada, bob, cy] = await people(app, 3, "Heir");
    const group = await createGroup(ada!);
    await joinGroup(bob!, group.invitationCode);
    await joinGroup(cy!, group.invitationCode);
    await ada!.client.call("PUT", `/api/groups/${group.id}/members/${cy!.id}/role`, {
      role: "admin",
    });
    const round = await openRound(ada!, group.id);
    const preview = await ada!.client.call<{ createdGroups: unknown[]; createdEvents: unknown[] }>(
      "GET",
      "/api/me/deletion",
    );
    expect(preview.createdGroups).toEqual([
      expect.objectContaining({ id: group.id, heir: cy!.name }),
    ]);
    expect(preview.createdEvents).toEqual([]);
    const data = await bob!.client.call<{ groups: unknown[] }>("GET", "/api/me/data");
    expect(data.groups).toEqual([expect.objectContaining({ groupId: group.id, role: "member" })]);
    const me = await ada!.client.call<{ email: string }>("GET", "/api/me");
    expect((await ada!.client.request("DELETE", "/api/me", { confirm: me.email })).status).toBe(
      204,
    );
    const read = await page(cy!, group.id);
    expect(read.group).toMatchObject({ creatorId: cy!.id, memberCount: 2, myRole: "creator" });
    expect(await eventRow(round.id)).toMatchObject({
      creatorId: cy!.id,
      groupId: group.id,
      memberCount: 2,
    });
  });
});
