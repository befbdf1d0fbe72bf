import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "../../src/server/db/schema";
import { findWinner } from "../../src/shared/winner";
import { startTestApp, type TestApp } from "../support/test-app";
import { eventWithMembers, share, shortlist, tryVote as vote } from "../support/factories/events";
import { people } from "../support/factories/people";
import { snapshot } from "../support/snapshot";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("closing and reopening", () => {
  it("records the highest-scored shortlisted link, and reopening clears it", async () => {
    const { id, creator, members } = await eventWithMembers(app, 2);
    const older = await share(creator, id, "Older");
    const newer = await share(creator, id, "Newer");
    const ignored = await share(creator, id, "Not shortlisted");
    await shortlist(creator, id, older.id);
    await shortlist(creator, id, newer.id);
    // The link that is not shortlisted has the most votes but cannot win.
    await shortlist(creator, id, ignored.id);
    for (const p of [creator, ...members]) await vote(p, id, ignored.id, "up");
    await creator.client.delete(`/api/events/${id}/links/${ignored.id}/shortlist`);
    await vote(members[0]!, id, older.id, "up");
    await vote(members[1]!, id, older.id, "up");
    await vote(creator, id, newer.id, "up");
    const before = (await snapshot(app, id)).event;

    const closed = await creator.client.post(`/api/events/${id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({
      status: "completed",
      winnerLinkId: older.id,
      version: before.version + 1,
    });
    expect(Date.parse(closed.json.closedAt)).not.toBeNaN();
    const row = (await snapshot(app, id)).event;
    expect(row).toMatchObject({ status: "completed", winnerLinkId: older.id });
    const page = await members[0]!.client.get(`/api/events/${id}`);
    expect(page.json.event).toMatchObject({
      status: "completed",
      winnerLinkId: older.id,
      closedAt: closed.json.closedAt,
    });

    // Closing again changes nothing.
    const again = await creator.client.post(`/api/events/${id}/close`);
    expect(again.json).toEqual(closed.json);

    const reopened = await creator.client.post(`/api/events/${id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.json).toEqual({
      status: "active",
      winnerLinkId: null,
      closedAt: null,
      deadline: null,
      version: before.version + 2,
    });
    expect((await snapshot(app, id)).event).toMatchObject({
      status: "active",
      winnerLinkId: null,
      closedAt: null,
    });
  });

  it("gives a tie to the newer link, and counts negative scores", async () => {
    const { id, creator, members } = await eventWithMembers(app, 2);
    const older = await share(creator, id, "Older");
    const newer = await share(creator, id, "Newer");
    await shortlist(creator, id, older.id);
    await shortlist(creator, id, newer.id);
    await vote(members[0]!, id, older.id, "down");
    await vote(members[1]!, id, newer.id, "down");
    expect((await creator.client.post(`/api/events/${id}/close`)).json.winnerLinkId).toBe(newer.id);
    await creator.client.post(`/api/events/${id}/reopen`);
    await vote(members[0]!, id, newer.id, "down");
    expect((await creator.client.post(`/api/events/${id}/close`)).json.winnerLinkId).toBe(older.id);
  });

  it("breaks a tie between links shared at the same instant by id, exactly as findWinner does", async () => {
    const { id, creator } = await eventWithMembers(app, 1);
    const ids: string[] = [];
    for (const title of ["A", "B", "C", "D"]) {
      const link = await share(creator, id, title);
      await shortlist(creator, id, link.id);
      ids.push(link.id);
    }
    const instant = new Date("2025-01-01T12:00:00.123Z");
    await app.db.update(links).set({ createdAt: instant }).where(eq(links.eventId, id));
    const expected = findWinner(
      ids.map((linkId) => ({
        id: linkId,
        inShortlist: true,
        up: 0,
        down: 0,
        createdAt: instant.toISOString(),
      })),
    );
    expect(expected!.id).toBe([...ids].sort().at(-1));
    expect((await creator.client.post(`/api/events/${id}/close`)).json.winnerLinkId).toBe(
      expected!.id,
    );
  });

  it("records no winner when nothing is shortlisted", async () => {
    const { id, creator } = await eventWithMembers(app, 1);
    await share(creator, id, "Lonely");
    const res = await creator.client.post(`/api/events/${id}/close`);
    expect(res.json).toMatchObject({ status: "completed", winnerLinkId: null });
  });

  it("lets only the creator close or reopen: 403 for a member, 404 for a non-member", async () => {
    const { id, creator, members } = await eventWithMembers(app, 1);
    const [outsider] = await people(app, 1, "Outsider");
    const before = await snapshot(app, id);
    for (const path of ["close", "reopen"]) {
      const member = await members[0]!.client.post(`/api/events/${id}/${path}`);
      expect(member.status).toBe(403);
      expect(member.json.error.code).toBe("closeCreatorOnly");
      expect((await outsider!.client.post(`/api/events/${id}/${path}`)).status).toBe(404);
      expect((await outsider!.client.post(`/api/events/not-an-id/${path}`)).status).toBe(404);
      expect((await app.client().post(`/api/events/${id}/${path}`)).status).toBe(401);
    }
    expect(await snapshot(app, id)).toEqual(before);
    await creator.client.post(`/api/events/${id}/close`);
    expect((await members[0]!.client.post(`/api/events/${id}/reopen`)).status).toBe(403);
    expect((await snapshot(app, id)).event.status).toBe("completed");
  });

  it("refuses links, shortlist changes, deletions and votes in a closed event with 409", async () => {
    const { id, creator, members } = await eventWithMembers(app, 1);
    const member = members[0]!;
    const onList = await share(member, id, "On the list");
    const offList = await share(member, id, "Off the list");
    await shortlist(member, id, onList.id);
    await vote(member, id, onList.id, "up");
    await creator.client.post(`/api/events/${id}/close`);
    const before = await snapshot(app, id);

    const attempts = [
      () =>
        member.client.post(`/api/events/${id}/links`, {
          url: "https://late.example",
          title: "Late",
        }),
      () => member.client.delete(`/api/events/${id}/links/${offList.id}`),
      () => creator.client.delete(`/api/events/${id}/links/${onList.id}`),
      () => member.client.put(`/api/events/${id}/links/${offList.id}/shortlist`),
      () => member.client.delete(`/api/events/${id}/links/${onList.id}/shortlist`),
      () => vote(member, id, onList.id, "down"),
      () => vote(member, id, onList.id, null),
      () => vote(creator, id, onList.id, "up"),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({ code: "eventClosed", message: "This event is closed" });
    }
    expect(await snapshot(app, id)).toEqual(before);

    // An outsider still learns nothing: 404, not 409.
    const [outsider] = await people(app, 1, "Outsider");
    expect((await vote(outsider!, id, onList.id, "up")).status).toBe(404);

    await creator.client.post(`/api/events/${id}/reopen`);
    expect((await vote(member, id, onList.id, "down")).json).toMatchObject({
      up: 0,
      down: 1,
      myVote: "down",
    });
  });
});
