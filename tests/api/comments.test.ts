// Comments on links (decision 217): members and guests comment, the author edits and deletes,
// the creator deletes any; limits, a closed event, outsiders and other events' ids; the counter
// against the rows after concurrent adds and deletes; the page's count; the live messages.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, eventMembers, events, links } from "../../src/server/db/schema";
import { comment, commentThread, eventPage, myData } from "../../src/shared/responses";
import { liveMessage, type LiveMessage } from "../../src/shared/live";
import { eventWithMembers, share } from "../support/factories/events";
import {
  PASSWORD,
  people,
  signedInUser,
  uniqueEmail,
  type Person,
} from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { snapshot, snapshotTables, wrongCounters } from "../support/snapshot";
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

const thread = (eventId: string, linkId: string) =>
  `/api/events/${eventId}/links/${linkId}/comments`;

async function say(person: Person, eventId: string, linkId: string, body: string) {
  const res = await person.client.post(thread(eventId, linkId), { body });
  expect(res.status, res.text).toBe(201);
  return comment.parse(res.json);
}

/** An event with a creator, two members and one link (shared by the creator). */
async function discussion() {
  const { id, creator, members } = await eventWithMembers(app, 2);
  const link = await share(creator, id, "Trattoria");
  return { id, creator, ann: members[0]!, bob: members[1]!, linkId: link.id };
}

const countOf = async (linkId: string) => {
  const [row] = await app.db
    .select({ n: links.commentCount })
    .from(links)
    .where(eq(links.id, linkId));
  return row!.n;
};

describe("commenting", () => {
  it("adds a comment: 201 with it, the link counts it, the version moves, the thread shows it last", async () => {
    const { id, ann, bob, linkId } = await discussion();
    const before = await snapshot(app, id);
    const first = await say(ann, id, linkId, "  Looks great  ");
    expect(first).toMatchObject({
      linkId,
      author: { id: ann.id, name: ann.name },
      body: "Looks great",
      editedAt: null,
    });
    const second = await say(bob, id, linkId, "Too far for me");
    expect((await snapshot(app, id)).event.version).toBe(before.event.version + 2);
    expect(await countOf(linkId)).toBe(2);

    const res = await bob.client.get(thread(id, linkId));
    expect(res.status).toBe(200);
    // Newest last.
    expect(commentThread.parse(res.json).comments).toEqual([first, second]);

    // The page carries the count only ("cc"), never the thread.
    const page = eventPage.parse((await ann.client.get(`/api/events/${id}`)).json);
    expect(page.links[0]).toMatchObject({ id: linkId, cc: 2 });
    expect(JSON.stringify(page)).not.toContain("Too far for me");
  });

  it("leaves the count off the page while a link has no comments, and a kept page is not served stale", async () => {
    const { id, ann, bob, linkId } = await discussion();
    const page = await ann.client.get(`/api/events/${id}`);
    expect(page.json.links[0]).not.toHaveProperty("cc");
    // The page is kept per version (events/page-cache.ts): each comment moves the version.
    const said = await say(bob, id, linkId, "One");
    expect((await ann.client.get(`/api/events/${id}`)).json.links[0].cc).toBe(1);
    await bob.client.patch(`${thread(id, linkId)}/${said.id}`, { body: "Edited" });
    await bob.client.delete(`${thread(id, linkId)}/${said.id}`);
    expect((await ann.client.get(`/api/events/${id}`)).json.links[0]).not.toHaveProperty("cc");
  });

  it("keeps HTML and markdown as the text they are", async () => {
    const { id, ann, linkId } = await discussion();
    const body = '<img src=x onerror="alert(1)"> **bold** <a href="https://x.test">x</a>';
    expect((await say(ann, id, linkId, body)).body).toBe(body);
  });

  it("lets a guest who joined comment like any member", async () => {
    const { id, linkId, creator } = await discussion();
    const [guest] = await people(app, 1, "Guest", { guests: true });
    await app.db.insert(eventMembers).values({ eventId: id, userId: guest!.id });
    await app.db
      .update(events)
      .set({ memberCount: sql`${events.memberCount} + 1` })
      .where(eq(events.id, id));
    const said = await say(guest!, id, linkId, "Count me in");
    expect(said.author).toEqual({ id: guest!.id, name: guest!.name });
    expect((await creator.client.get(thread(id, linkId))).json.comments).toHaveLength(1);
  });
});

describe("limits", () => {
  it.each([
    ["an empty comment", ""],
    ["only spaces", "   \n  "],
    ["2,001 characters", "a".repeat(2001)],
    ["a number", 42],
    ["no body", undefined],
  ])("refuses %s with 400 naming the body field, changing nothing", async (_, body) => {
    const { id, ann, linkId } = await discussion();
    const before = await snapshotTables(app.db, ["events", "links", "comments"]);
    const res = await ann.client.post(thread(id, linkId), body === undefined ? {} : { body });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.body.code).toMatch(/^comment(Required|TooLong)$/);
    expect(res.json.error).toMatchObject(res.json.error.fields.body);
    expect(await snapshotTables(app.db, ["events", "links", "comments"])).toEqual(before);
  });

  it("takes exactly 2,000 characters, and refuses an edit past them", async () => {
    const { id, ann, linkId } = await discussion();
    const said = await say(ann, id, linkId, "b".repeat(2000));
    expect(said.body).toHaveLength(2000);
    const edit = await ann.client.patch(`${thread(id, linkId)}/${said.id}`, {
      body: "c".repeat(2001),
    });
    expect(edit.status).toBe(400);
    expect(edit.json.error).toMatchObject({
      code: "commentTooLong",
      message: "Comment must be at most 2000 characters",
      params: { max: 2000 },
    });
  });

  it("limits each member's comments per minute (429), counting none refused", async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_COMMENTS_PER_MINUTE: "2" } });
    try {
      const { id, creator, members } = await eventWithMembers(limited, 1);
      const link = await share(creator, id, "Place");
      const path = thread(id, link.id);
      for (const body of ["one", "two"])
        expect((await members[0]!.client.post(path, { body })).status).toBe(201);
      const refused = await members[0]!.client.post(path, { body: "three" });
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe("tooManyRequests");
      // Per member: the creator still may.
      expect((await creator.client.post(path, { body: "mine" })).status).toBe(201);
      const [row] = await limited.db
        .select({ n: links.commentCount })
        .from(links)
        .where(eq(links.id, link.id));
      expect(row!.n).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

describe("who may", () => {
  it("lets the author edit (edited time set) and delete their own comment", async () => {
    const { id, ann, linkId } = await discussion();
    const said = await say(ann, id, linkId, "Frist");
    const edited = await ann.client.patch(`${thread(id, linkId)}/${said.id}`, { body: "First" });
    expect(edited.status).toBe(200);
    expect(comment.parse(edited.json)).toMatchObject({ id: said.id, body: "First" });
    expect(edited.json.editedAt).not.toBeNull();
    expect(edited.json.createdAt).toBe(said.createdAt);
    const deleted = await ann.client.delete(`${thread(id, linkId)}/${said.id}`);
    expect(deleted.status).toBe(204);
    expect(await countOf(linkId)).toBe(0);
    expect((await ann.client.get(thread(id, linkId))).json.comments).toEqual([]);
  });

  it("refuses another member's edit and delete with 403, and the creator's edit; the creator deletes", async () => {
    const { id, creator, ann, bob, linkId } = await discussion();
    const said = await say(ann, id, linkId, "Mine");
    const path = `${thread(id, linkId)}/${said.id}`;
    const before = await snapshotTables(app.db);
    const edit = await bob.client.patch(path, { body: "Not yours" });
    expect(edit.status).toBe(403);
    expect(edit.json.error.code).toBe("commentEditAuthorOnly");
    expect((await creator.client.patch(path, { body: "Not yours" })).status).toBe(403);
    const del = await bob.client.delete(path);
    expect(del.status).toBe(403);
    expect(del.json.error.code).toBe("commentDeleteAuthorOrCreator");
    expect(await snapshotTables(app.db)).toEqual(before);
    expect((await creator.client.delete(path)).status).toBe(204);
    expect(await countOf(linkId)).toBe(0);
  });

  it("tells a non-member nothing (the event's 404), whatever the link or comment", async () => {
    const { id, ann, linkId } = await discussion();
    const said = await say(ann, id, linkId, "Hello");
    const [outsider] = await people(app, 1, "Outsider");
    const before = await snapshotTables(app.db);
    const unknownEvent = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["get", thread(id, linkId)],
      ["post", thread(id, linkId)],
      ["patch", `${thread(id, linkId)}/${said.id}`],
      ["delete", `${thread(id, linkId)}/${said.id}`],
      ["get", thread(unknownEvent, linkId)],
      ["get", thread(id, unknownEvent)],
    ] as const) {
      const res =
        method === "get" || method === "delete"
          ? await outsider!.client[method](path)
          : await outsider!.client[method](path, { body: "Let me in" });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json).toEqual({ error: { code: "eventNotFound", message: "Event not found" } });
    }
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("refuses someone else's comment id: another link's, another event's, an unknown one (404)", async () => {
    const { id, creator, ann, linkId } = await discussion();
    const otherLink = await share(creator, id, "Other place");
    const onOtherLink = await say(ann, id, otherLink.id, "Elsewhere");
    const elsewhere = await discussion();
    const inOtherEvent = await say(elsewhere.ann, elsewhere.id, elsewhere.linkId, "Not here");
    const before = await snapshotTables(app.db);
    for (const commentId of [
      onOtherLink.id,
      inOtherEvent.id,
      "00000000-0000-4000-8000-00000000000a",
    ]) {
      const path = `${thread(id, linkId)}/${commentId}`;
      for (const res of [
        await creator.client.delete(path),
        await ann.client.patch(path, { body: "Changed" }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.json.error.code).toBe("commentNotFound");
      }
    }
    // A link of another event under this event's path: no such link.
    const foreign = await ann.client.post(thread(id, elsewhere.linkId), { body: "Hi" });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe("linkNotFound");
    expect((await ann.client.get(`${thread(id, linkId)}x`)).status).toBe(404);
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("keeps a closed event's thread readable and refuses every change with 409", async () => {
    const { id, creator, ann, linkId } = await discussion();
    const said = await say(ann, id, linkId, "Before closing");
    expect((await creator.client.post(`/api/events/${id}/close`)).status).toBe(200);
    const before = await snapshotTables(app.db);
    const path = `${thread(id, linkId)}/${said.id}`;
    for (const res of [
      await ann.client.post(thread(id, linkId), { body: "After closing" }),
      await ann.client.patch(path, { body: "Edited after" }),
      await ann.client.delete(path),
      await creator.client.delete(path),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("eventClosed");
    }
    expect(await snapshotTables(app.db)).toEqual(before);
    expect((await ann.client.get(thread(id, linkId))).json.comments).toEqual([said]);
  });
});

describe("the counter", () => {
  it("equals the comments after concurrent adds and deletes by several members", async () => {
    const { id, creator, ann, bob, linkId } = await discussion();
    const kept = await Promise.all(
      Array.from({ length: 6 }, (_, i) => say([ann, bob, creator][i % 3]!, id, linkId, `k${i}`)),
    );
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        [ann, bob, creator][i % 3]!.client.post(thread(id, linkId), { body: `n${i}` }),
      ),
      // Each kept comment deleted twice at once (author and creator): one of each pair wins.
      ...kept.flatMap((c) => {
        const author = [ann, bob, creator].find((p) => p.id === c.author.id)!;
        const path = `${thread(id, linkId)}/${c.id}`;
        return [author.client.delete(path), creator.client.delete(path)];
      }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 204)).toHaveLength(6);
    expect(statuses.filter((s) => s === 404)).toHaveLength(6);
    const rows = await app.db.select().from(comments).where(eq(comments.linkId, linkId));
    expect(rows).toHaveLength(12);
    expect(await countOf(linkId)).toBe(12);
    expect(await wrongCounters(app.db)).toEqual([]);
  });

  it("goes with the link: deleting a link deletes its comments", async () => {
    const { id, creator, ann, linkId } = await discussion();
    await say(ann, id, linkId, "Soon gone");
    expect((await creator.client.delete(`/api/events/${id}/links/${linkId}`)).status).toBe(204);
    expect(await app.db.select().from(comments).where(eq(comments.linkId, linkId))).toEqual([]);
  });
});

describe("live", () => {
  it("brings every open page each comment, edit and deletion with the link's count", async () => {
    const { id, creator, ann, linkId } = await discussion();
    const stream = await openLive(creator.client, id);
    streams.push(stream);
    const said = await say(ann, id, linkId, "Live one");
    const parsed = async (type: string) => {
      const { at: _, ...message } = await stream.waitFor((m) => m.type === type);
      return liveMessage.parse(message) as Extract<LiveMessage, { version: number }>;
    };
    const added = await parsed("comment.added");
    expect(added).toMatchObject({ comment: said, commentCount: 1 });
    await ann.client.patch(`${thread(id, linkId)}/${said.id}`, { body: "Live two" });
    const edited = await parsed("comment.edited");
    expect(edited).toMatchObject({ comment: { id: said.id, body: "Live two" } });
    await ann.client.delete(`${thread(id, linkId)}/${said.id}`);
    const deleted = await parsed("comment.deleted");
    expect(deleted).toMatchObject({ linkId, commentId: said.id, commentCount: 0 });
    // One version after another: a page applies each in turn.
    expect([edited.version, deleted.version]).toEqual([added.version + 1, added.version + 2]);
  });
});

describe("a person's comments", () => {
  it("are in their data download, and go with their account, each link's count with them", async () => {
    const { id, creator, ann, linkId } = await discussion();
    const leaving = await signedInUser(app, { name: "Lea Leaving" });
    await app.db.insert(eventMembers).values({ eventId: id, userId: leaving.id });
    await app.db
      .update(events)
      .set({ memberCount: sql`${events.memberCount} + 1` })
      .where(eq(events.id, id));
    await say(leaving, id, linkId, "Mine, then gone");
    await say(ann, id, linkId, "Stays");
    const data = myData.parse((await leaving.client.get("/api/me/data")).json);
    expect(data.comments).toEqual([
      expect.objectContaining({
        eventId: id,
        linkId,
        linkTitle: "Trattoria",
        body: "Mine, then gone",
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("Stays");
    // The warning before deleting counts it.
    expect((await leaving.client.get("/api/me/deletion")).json).toMatchObject({ comments: 1 });

    const deleted = await leaving.client.request("DELETE", "/api/me", { confirm: leaving.email });
    expect(deleted.status, deleted.text).toBe(204);
    const thread = await creator.client.get(`/api/events/${id}/links/${linkId}/comments`);
    expect(thread.json.comments.map((c: { body: string }) => c.body)).toEqual(["Stays"]);
    expect(await countOf(linkId)).toBe(1);
    expect(await wrongCounters(app.db)).toEqual([]);
  });

  it("move to the account a guest saves, by their new name", async () => {
    const { id, creator, linkId } = await discussion();
    const client = app.client();
    expect((await client.post("/api/auth/sign-in/anonymous", { name: "Gus" })).status).toBe(200);
    const guestId = (await client.get("/api/me")).json.id as string;
    await app.db.insert(eventMembers).values({ eventId: id, userId: guestId });
    await app.db
      .update(events)
      .set({ memberCount: sql`${events.memberCount} + 1` })
      .where(eq(events.id, id));
    await say({ id: guestId, name: "Gus", client }, id, linkId, "Guest words");
    const saved = await client.post("/api/auth/sign-up/email", {
      email: uniqueEmail("saved"),
      password: PASSWORD,
      name: "Gus Saved",
    });
    expect(saved.status, saved.text).toBe(200);
    const me = (await client.get("/api/me")).json as { id: string };
    expect(me.id).not.toBe(guestId);
    const thread = await creator.client.get(`/api/events/${id}/links/${linkId}/comments`);
    expect(thread.json.comments).toEqual([
      expect.objectContaining({ body: "Guest words", author: { id: me.id, name: "Gus Saved" } }),
    ]);
    expect(await countOf(linkId)).toBe(1);
    expect(await wrongCounters(app.db)).toEqual([]);
  });
});
