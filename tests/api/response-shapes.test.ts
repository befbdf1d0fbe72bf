// Every answer of the API, and every message of the live stream, parsed with the schemas of
// src/shared (strict: a field too many fails as surely as a field missing), on each database.
// The event page and the dashboard are JSON the database writes; the answers to writes are built
// in TypeScript: the same summary or link read both ways must be equal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { groupLiveMessage, liveMessage, readyMessage } from "../../src/shared/live";
import * as groups from "../../src/shared/group-responses";
import * as shape from "../../src/shared/responses";
import { joinAs, share } from "../support/factories/events";
import { people, type Person } from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { startLocalSite, type LocalSite } from "../support/local-site";
import { startTestApp, type TestApp } from "../support/test-app";
import { startChatReceivers, type ChatReceivers } from "../support/chat-receivers";
import { createGroup } from "../support/factories/groups";

let app: TestApp;
let site: LocalSite;
let receivers: ChatReceivers;
beforeAll(async () => {
  // Previews on, from a local site, so the preview's answer and live message are checked too;
  // and chats of our own, so a test message has an answer.
  site = await startLocalSite();
  receivers = await startChatReceivers();
  app = await startTestApp({
    env: {
      LINK_PREVIEWS: "1",
      TEST_PREVIEW_LOOPBACK_PORT: String(site.port),
      TEST_CHAT_LOOPBACK_PORT: String(receivers.port),
    },
  });
});
afterAll(async () => {
  await app.close();
  await site.close();
  await receivers.close();
});

/** The body, after checking the status and that the schema takes it as it is. */
async function answer<S extends z.ZodType>(
  schema: S,
  pending: Promise<{ status: number; json: unknown; text: string }>,
  status = 200,
): Promise<z.infer<S>> {
  const res = await pending;
  expect(res.status, res.text).toBe(status);
  const parsed = schema.safeParse(res.json);
  expect(parsed.error?.issues ?? [], res.text.slice(0, 500)).toEqual([]);
  return parsed.data as z.infer<S>;
}

const streams: LiveReader[] = [];
afterAll(() => streams.forEach((s) => s.close()));

describe("answers and live messages match the shared schemas", () => {
  it("for every endpoint and every kind of live message", async () => {
    const [ada, bob, cyd, dee] = (await people(app, 4, "Shape")) as [
      Person,
      Person,
      Person,
      Person,
    ];
    const visitor = app.client();

    await answer(shape.health, visitor.get("/api/health"));
    await answer(shape.appConfig, visitor.get("/api/config"));
    await answer(shape.account, ada.client.get("/api/me"));
    await answer(shape.account, ada.client.patch("/api/me", { name: "Ada Shape" }));

    // Built in TypeScript, then read back as JSON the database wrote.
    const created = await answer(
      shape.eventSummary,
      ada.client.post("/api/events", { title: "Shapes", description: "All of them" }),
      201,
    );
    const listed = await answer(shape.dashboard, ada.client.get("/api/events"));
    expect(listed).toEqual([created]);

    const stream = await openLive(ada.client, created.id);
    streams.push(stream);
    const outsider = await openLive(bob.client, created.id);
    expect(outsider.status).toBe(404);
    outsider.close();
    const ready = await stream.waitFor((m) => m.type === "ready");
    expect(readyMessage.safeParse(stripAt(ready)).error).toBeUndefined();

    await answer(shape.invitePreview, visitor.get(`/api/invite/${created.invitationCode}`));
    const asMember = await answer(
      shape.invitePreview,
      ada.client.get(`/api/invite/${created.invitationCode}`),
    );
    expect(asMember.eventId).toBe(created.id);

    const joined = await joinAs(bob, created.invitationCode);
    expect(shape.eventSummary.parse(joined).isCreator).toBe(false);
    await joinAs(cyd, created.invitationCode);
    const bobStream = await openLive(bob.client, created.id);
    streams.push(bobStream);
    await bobStream.waitFor((m) => m.type === "ready");
    const [bobsView] = await answer(shape.dashboard, bob.client.get("/api/events"));
    expect(bobsView!.isCreator).toBe(false);

    const link = shape.newLink.parse(
      await share(ada, created.id, "Pizza", "https://pizza.example/"),
    );
    const other = shape.newLink.parse(
      await share(bob, created.id, "Tacos", "https://tacos.example/"),
    );
    const base = `/api/events/${created.id}/links`;
    const looked = await answer(
      shape.addressPreview,
      bob.client.get(`/api/events/${created.id}/link-preview?url=${site.url("/twitter")}`),
    );
    expect(looked.preview?.image).toBeTruthy();
    const previewed = shape.newLink.parse(await share(bob, created.id, "Local", site.url("/og")));
    await stream.waitFor((m) => m.type === "link.preview", 8000);
    expect((await bob.client.delete(`${base}/${previewed.id}`)).status).toBe(204);
    await answer(shape.shortlistState, bob.client.put(`${base}/${link.id}/shortlist`));
    await answer(shape.voteResult, bob.client.put(`${base}/${link.id}/vote`, { value: "up" }));
    await answer(shape.voteResult, ada.client.put(`${base}/${link.id}/vote`, { value: "down" }));

    const page = await answer(shape.eventPage, bob.client.get(`/api/events/${created.id}`));
    expect(page.links.map((l) => l.id)).toEqual([other.id, link.id]);
    // The page's link is the share answer as it is now: shortlisted, two votes, bob's own.
    const onPage = page.links[1]!;
    expect({ ...onPage, inShortlist: false, shortlistedBy: null, shortlistedAt: null }).toEqual({
      ...link,
      up: 1,
      down: 1,
      myVote: "up",
    });
    expect(page.members.map((m) => m.name)).toEqual(["Ada Shape", "Shape 2", "Shape 3"]);

    // Comments (decision 217): the answers, the thread, and the count the page then carries.
    const thread = `${base}/${other.id}/comments`;
    const said = await answer(shape.comment, bob.client.post(thread, { body: "Tacos!" }), 201);
    const kept = await answer(shape.comment, ada.client.post(thread, { body: "Maybe" }), 201);
    await answer(shape.comment, bob.client.patch(`${thread}/${said.id}`, { body: "Tacos?" }));
    expect((await ada.client.delete(`${thread}/${kept.id}`)).status).toBe(204);
    const { comments } = await answer(shape.commentThread, cyd.client.get(thread));
    expect(comments.map((c) => c.body)).toEqual(["Tacos?"]);
    const counted = await answer(shape.eventPage, cyd.client.get(`/api/events/${created.id}`));
    expect(counted.links[0]).toMatchObject({ id: other.id, cc: 1 });

    const edited = await answer(
      shape.eventSummary,
      ada.client.patch(`/api/events/${created.id}`, { title: "Shapes, edited" }),
    );
    const renewed = await answer(
      shape.eventSummary,
      ada.client.post(`/api/events/${created.id}/code`),
    );
    expect(renewed.version).toBe(edited.version + 1);
    expect(await answer(shape.dashboard, ada.client.get("/api/events"))).toEqual([renewed]);
    await answer(
      shape.invitationSent,
      bob.client.post(`/api/events/${created.id}/invitations`, { email: "friend@example.test" }),
      201,
    );

    await answer(shape.shortlistState, bob.client.delete(`${base}/${link.id}/shortlist`));
    await answer(shape.shortlistState, bob.client.put(`${base}/${link.id}/shortlist`));
    expect((await cyd.client.post(`/api/events/${created.id}/leave`)).status).toBe(204);
    expect((await ada.client.delete(`${base}/${other.id}`)).status).toBe(204);
    const closed = await answer(
      shape.eventClosure,
      ada.client.post(`/api/events/${created.id}/close`),
    );
    expect(closed.winnerLinkId).toBe(link.id);
    await answer(shape.eventPage, ada.client.get(`/api/events/${created.id}`));
    await answer(shape.eventClosure, ada.client.post(`/api/events/${created.id}/reopen`));
    // Results hidden until the close (decision 210): Ada, who has voted, hears of Dee's first
    // vote only that Dee has voted.
    await answer(
      shape.eventSummary,
      ada.client.patch(`/api/events/${created.id}`, { resultsShown: "afterClose" }),
    );
    await joinAs(dee, renewed.invitationCode);
    await answer(shape.voteResult, dee.client.put(`${base}/${link.id}/vote`, { value: "up" }));
    await stream.waitFor((m) => m.type === "member.voted");
    expect((await ada.client.delete(`/api/events/${created.id}/members/${bob.id}`)).status).toBe(
      204,
    );
    app.live.broadcast({ type: "refetch" });
    expect((await ada.client.delete(`/api/events/${created.id}`)).status).toBe(204);

    await stream.waitFor((m) => m.type === "event.deleted");
    const received = stream.messages.filter((m) => m.type !== "ready").map(stripAt);
    for (const message of received) {
      expect(liveMessage.safeParse(message).error?.issues ?? [], JSON.stringify(message)).toEqual(
        [],
      );
    }
    // Bob's own stream carried his vote; no one else's did.
    await bobStream.waitFor((m) => m.type === "member.removed");
    const bobsVote = bobStream.messages.find((m) => m.type === "votes.changed");
    expect(bobsVote).toMatchObject({ myVote: "up" });
    expect(received.filter((m) => m.type === "votes.changed").map((m) => m.myVote)).toEqual([
      undefined,
      "down",
    ]);
    for (const message of bobStream.messages.filter((m) => m.type !== "ready")) {
      expect(liveMessage.safeParse(stripAt(message)).error).toBeUndefined();
    }

    // Every kind of message the union holds was sent and checked at least once.
    const kinds = new Set(received.map((m) => m.type));
    expect([...kinds].sort()).toEqual(allKinds().sort());
  });
});

describe("the group routes' answers match the shared schemas (decision 226)", () => {
  it("for every group endpoint, and the group page's stream", async () => {
    const [ada, bob] = (await people(app, 2, "Groupshape")) as [Person, Person];
    const made = await answer(
      groups.groupSummary,
      ada.client.post("/api/groups", { name: "G" }),
      201,
    );
    await answer(shape.invitePreview, app.client().get(`/api/invite/${made.invitationCode}`));
    await answer(
      groups.groupSummary,
      bob.client.post("/api/groups/join", { code: made.invitationCode }),
    );
    await answer(
      groups.groupSummary,
      ada.client.patch(`/api/groups/${made.id}`, { description: "Every week" }),
    );
    await answer(groups.groupSummary, ada.client.post(`/api/groups/${made.id}/code`));
    await answer(
      groups.groupMember,
      ada.client.put(`/api/groups/${made.id}/members/${bob.id}/role`, { role: "admin" }),
    );
    const round = await answer(
      shape.eventSummary,
      bob.client.post(`/api/groups/${made.id}/rounds`, {}),
      201,
    );
    const link = await share(ada, round.id, "Somewhere");
    await ada.client.put(`/api/events/${round.id}/links/${link.id}/shortlist`, {});
    await ada.client.post(`/api/events/${round.id}/close`);
    await answer(groups.groupList, bob.client.get("/api/groups"));
    const read = await answer(groups.groupPage, bob.client.get(`/api/groups/${made.id}`));
    expect(read.timeline).toHaveLength(1);
    await answer(shape.dashboard, bob.client.get("/api/events"));
    await answer(shape.eventPage, bob.client.get(`/api/events/${round.id}`));
    await answer(shape.accountDeletion, ada.client.get("/api/me/deletion"));
    await answer(shape.myData, bob.client.get("/api/me/data"));
    const event = await answer(
      shape.eventSummary,
      ada.client.post("/api/events", { title: "E" }),
      201,
    );
    await answer(groups.groupSummary, ada.client.post(`/api/events/${event.id}/regular`), 201);
    await answer(
      shape.invitationSent,
      ada.client.post(`/api/groups/${made.id}/invitations`, { email: "someone@example.test" }),
      201,
    );

    // The stream: "ready", then a change.
    const res = await fetch(`${app.url}/api/groups/${made.id}/live`, {
      headers: { cookie: bob.client.cookieHeader, accept: "text/event-stream" },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = "";
    const next = async () => {
      while ((text.match(/^data: /gm) ?? []).length < 2 || !text.endsWith("\n\n")) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
    };
    await ada.client.patch(`/api/groups/${made.id}`, { name: "G2" });
    await next();
    await reader.cancel();
    const data = [...text.matchAll(/data: (.*)\n/g)].map((m) => JSON.parse(m[1]!) as unknown);
    expect(readyMessage.safeParse(data[0]).error).toBeUndefined();
    expect(groupLiveMessage.safeParse(data[1]).error).toBeUndefined();
    expect(data[1]).toMatchObject({ type: "group.changed" });
  });
});

describe("the chat answers match the shared schemas", () => {
  it("for every chat endpoint of an event and of a group", async () => {
    const [ada] = (await people(app, 1, "Chat")) as [Person];
    const event = await ada.client.post("/api/events", { title: "Chat shapes" });
    const groupId = await createGroup(app.db, ada.id, []);
    for (const base of [
      `/api/events/${(event.json as { id: string }).id}`,
      `/api/groups/${groupId}`,
    ]) {
      const hook = await answer(
        shape.chatTargetCreated,
        ada.client.post(`${base}/chats`, {
          kind: "webhook",
          url: receivers.webhook("s", "whsec_x"),
        }),
        201,
      );
      await answer(
        shape.chatTargetCreated,
        ada.client.post(`${base}/chats`, {
          kind: "matrix",
          homeserver: receivers.matrix("syt_shape"),
          room: "!r:example.test",
          accessToken: "syt_shape",
        }),
        201,
      );
      const id = hook.chat.id;
      await answer(shape.chatTestResult, ada.client.post(`${base}/chats/${id}/test`, {}));
      await answer(shape.chatTarget, ada.client.patch(`${base}/chats/${id}`, { name: "Renamed" }));
      await answer(shape.chatTargetCreated, ada.client.post(`${base}/chats/${id}/secret`, {}));
      const listed = await answer(shape.chatTargets, ada.client.get(`${base}/chats`));
      expect(listed.chats[0]!.attempts).toHaveLength(1);
      expect((await ada.client.delete(`${base}/chats/${id}`)).status).toBe(204);
    }
  });
});

/** The reader stamps each message with when it came (`at`), which is not part of the message. */
function stripAt<T extends { at?: number }>({ at: _, ...message }: T) {
  return message;
}

/** Every `type` the live message union names. */
function allKinds(): string[] {
  return liveMessage.options.flatMap((option) => {
    const type = option.shape.type;
    return "options" in type ? [...type.options] : [type.value];
  });
}
