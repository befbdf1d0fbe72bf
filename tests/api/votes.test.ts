import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session } from "../../src/server/db/schema";
import { startTestApp, type TestApp } from "../support/test-app";
import { sessionCookie } from "./auth-helpers";
import { countedVotes, snapshot } from "../support/snapshot";
import { eventWithMembers, share, shortlist, votePath } from "../support/factories/events";
import { people } from "../support/factories/people";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("voting", () => {
  it("casts, repeats, switches and removes a vote, answering the counts and my vote", async () => {
    const { id, members } = await eventWithMembers(app, 2);
    const [me, other] = members;
    const link = await share(me!, id);
    await shortlist(me!, id, link.id);
    const put = (vote: "up" | "down" | null) =>
      me!.client.put(votePath(id, link.id), { value: vote });

    expect((await put("up")).json).toEqual({
      linkId: link.id,
      up: 1,
      down: 0,
      myVote: "up",
      myDots: 0,
    });
    // The same vote again is a no-op: the API takes the vote wanted, not a toggle.
    expect((await put("up")).json).toEqual({
      linkId: link.id,
      up: 1,
      down: 0,
      myVote: "up",
      myDots: 0,
    });
    expect((await other!.client.put(votePath(id, link.id), { value: "up" })).json).toMatchObject({
      up: 2,
      down: 0,
    });
    expect((await put("down")).json).toEqual({
      linkId: link.id,
      up: 1,
      down: 1,
      myVote: "down",
      myDots: 0,
    });
    expect((await put(null)).json).toEqual({
      linkId: link.id,
      up: 1,
      down: 0,
      myVote: null,
      myDots: 0,
    });
    expect((await put(null)).json).toEqual({
      linkId: link.id,
      up: 1,
      down: 0,
      myVote: null,
      myDots: 0,
    });

    const state = await snapshot(app, id);
    expect(state.votes).toEqual([{ linkId: link.id, userId: other!.id, value: "up" }]);
    // The event page gives each viewer the same counts and their own vote.
    const mine = await me!.client.get(`/api/events/${id}`);
    expect(mine.json.links[0]).toMatchObject({
      id: link.id,
      up: 1,
      down: 0,
      myVote: null,
    });
    expect(mine.json.links[0]).not.toHaveProperty("myDots");
    const theirs = await other!.client.get(`/api/events/${id}`);
    expect(theirs.json.links[0]).toMatchObject({
      id: link.id,
      up: 1,
      down: 0,
      myVote: "up",
    });
    expect(await countedVotes(app, id)).toEqual([{ id: link.id, up: 1, down: 0 }]);
  });

  it("bumps the event's version with every vote", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const link = await share(members[0]!, id);
    await shortlist(members[0]!, id, link.id);
    const before = (await snapshot(app, id)).event.version;
    await members[0]!.client.put(votePath(id, link.id), { value: "down" });
    expect((await snapshot(app, id)).event.version).toBe(before + 1);
  });

  it("refuses a vote on a link that is not on the shortlist with 409, changing nothing", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const link = await share(members[0]!, id);
    const before = await snapshot(app, id);
    const res = await members[0]!.client.put(votePath(id, link.id), { value: "up" });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: "notOnShortlist",
      message: "Only links on the shortlist can be voted on",
    });
    expect(await snapshot(app, id)).toEqual(before);
  });

  it("answers a non-member's vote on someone else's link with 404, changing nothing", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const link = await share(members[0]!, id);
    await shortlist(members[0]!, id, link.id);
    await members[0]!.client.put(votePath(id, link.id), { value: "up" });
    const [outsider] = await people(app, 1, "Outsider");
    const before = await snapshot(app, id);
    for (const vote of ["up", "down", null]) {
      const res = await outsider!.client.put(votePath(id, link.id), { value: vote });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("eventNotFound");
    }
    expect(await snapshot(app, id)).toEqual(before);
  });

  it("answers 404 for a link of another event under this event's id", async () => {
    const first = await eventWithMembers(app, 1);
    const second = await eventWithMembers(app, 1);
    const link = await share(second.members[0]!, second.id);
    await shortlist(second.members[0]!, second.id, link.id);
    const before = await snapshot(app, second.id);
    const res = await first.members[0]!.client.put(votePath(first.id, link.id), { value: "up" });
    expect(res.status).toBe(404);
    expect(await snapshot(app, second.id)).toEqual(before);
  });

  it.each([
    ["a bad value", { value: "sideways" }],
    ["a missing vote", {}],
    ["a number", { value: 1 }],
    ["an extra field", { value: "up", user_id: "someone" }],
    ["a list", ["up"]],
  ])("refuses %s with 400, changing nothing", async (_, body) => {
    const { id, members } = await eventWithMembers(app, 1);
    const link = await share(members[0]!, id);
    await shortlist(members[0]!, id, link.id);
    const before = await snapshot(app, id);
    const res = await members[0]!.client.put(votePath(id, link.id), body);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject(Object.values(res.json.error.fields)[0]!);
    expect(await snapshot(app, id)).toEqual(before);
  });

  it("answers malformed ids with 404 and a signed-out visitor with 401", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const link = await share(members[0]!, id);
    expect((await members[0]!.client.put(votePath("x", link.id), { value: "up" })).status).toBe(
      404,
    );
    expect((await members[0]!.client.put(votePath(id, "x"), { value: "up" })).status).toBe(404);
    expect((await app.client().put(votePath(id, link.id), { value: "up" })).status).toBe(401);
  });

  // The vote finds its session in its own statement (decision 204), not through requireUser.
  it("refuses a vote with a signed cookie whose session ended or expired, changing nothing", async () => {
    const { id, members } = await eventWithMembers(app, 1);
    const member = members[0]!;
    const link = await share(member, id);
    await shortlist(member, id, link.id);
    const before = await snapshot(app, id);
    const [name, value] = sessionCookie(member.client);

    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, member.id));
    const expired = await member.client.put(votePath(id, link.id), { value: "up" });
    expect(expired.status).toBe(401);
    expect(expired.json.error.code).toBe("unauthenticated");

    await app.db.delete(session).where(eq(session.userId, member.id));
    const copy = app.client();
    copy.cookies.set(name, value);
    const ended = await copy.put(votePath(id, link.id), { value: "down" });
    expect(ended.status).toBe(401);
    expect(await snapshot(app, id)).toEqual(before);
  });
});
