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
import { closeEvent, createEventAs, joinAs, joinAsGuest } from "../support/factories/actions";
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
    expect((await roundRow()).memberCount).toBe(2);
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
});
