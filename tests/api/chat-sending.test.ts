// Chats (decision 229): what can go wrong on the way out. A Matrix access token no HTTP header
// can carry is refused at saving, naming the field; a send that fails before any answer (a
// header Node refuses, a destination that cannot be unsealed) is a failed try, in the test
// message and in the worker, never a 500; and why a try failed said by a code the browser has
// words for, so a message that went out but got no answer is not called unreachable. Against
// chats of our own on loopback (tests/support/chat-world.ts).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chatTargets } from "../../src/server/features/chat/tables";
import { chatMessageKinds } from "../../src/shared/features/notifications/kinds";
import { testRows } from "../support/rows";
import { seal } from "../../src/server/features/chat/sealed";
import { chatTargets as chatTargetsAnswer, chatTestResult } from "../../src/shared/responses";
import type { ChatReceivers } from "../support/chat-receivers";
import { chatWorld, ROOM, unique } from "../support/chat-world";
import { share } from "../support/factories/events";
import { snapshotTables } from "../support/snapshot";
import { TEST_SECRET, type TestApp } from "../support/test-app";

const { world, deliverDue, deliverUntil, connect, anEvent } = chatWorld();
let app: TestApp;
let receivers: ChatReceivers;
beforeAll(() => ({ app, receivers } = world));

describe("a Matrix access token", () => {
  it("is refused at saving, naming the field, when no HTTP header can carry it", async () => {
    const { creator, base } = await anEvent();
    const homeserver = receivers.matrix("unused");
    const before = await snapshotTables(app.db);
    for (const accessToken of [
      "syt_abc\r\nx-injected: 1",
      "syt_abc\ndef",
      "syt_€uro",
      "syt_🙂",
      "syt_ä",
      // The header's word pasted with the token.
      "Bearer syt_abc",
    ]) {
      const res = await creator.client.post(`${base}/chats`, {
        kind: "matrix",
        homeserver,
        room: ROOM,
        accessToken,
      });
      expect([JSON.stringify(accessToken), res.status]).toEqual([JSON.stringify(accessToken), 400]);
      expect(res.json.error.code).toBe("chatTokenInvalid");
      expect(res.json.error.fields.accessToken).toMatchObject({
        code: "chatTokenInvalid",
        params: { field: "accessToken" },
      });
    }
    expect(await snapshotTables(app.db)).toEqual(before);
    // What homeservers give out: Synapse's, and a macaroon of older ones (base64url).
    for (const accessToken of ["syt_YWxpY2U_FbSaKxGOmlnfeWSIWiYJ_0FzOPa", "MDAxY2xv-Y2F0_aW9u=="]) {
      const input = { kind: "matrix", homeserver, room: ROOM, accessToken };
      await connect(creator, base, input);
    }
  });
});

describe("a send that fails before any answer", () => {
  it("is a failed try, in the test message and in the worker, never a 500", async () => {
    const { event, creator, base } = await anEvent();
    const homeserver = receivers.matrix(`syt_${unique()}`);
    const all = { messages: [...chatMessageKinds] };
    // Written past the routes, as a chat saved before tokens were checked was.
    const rows = await app.db
      .insert(chatTargets)
      .values(
        [
          seal(TEST_SECRET, {
            kind: "matrix",
            homeserver,
            room: ROOM,
            accessToken: "syt_abc\r\nx-injected: 1",
          }),
          seal(TEST_SECRET, { kind: "matrix", homeserver, room: ROOM, accessToken: "syt_€" }),
          // Sealed under another server secret (BETTER_AUTH_SECRET changed): cannot be unsealed.
          seal("another-secret-another-secret-another-secret", {
            kind: "slack",
            url: receivers.slack(unique()),
          }),
        ].map((sealed, i) => ({
          eventId: event.id,
          kind: i < 2 ? "matrix" : "slack",
          name: `unsendable ${i}`,
          sealed,
          shown: "…",
          ...all,
          createdBy: creator.id,
        })),
      )
      .returning({ id: chatTargets.id });
    const heard = receivers.received.length;

    for (const { id } of rows) {
      const res = await creator.client.post(`${base}/chats/${id}/test`, {});
      expect(res.status, res.text).toBe(200);
      expect(chatTestResult.parse(res.json)).toMatchObject({ ok: false, status: null });
    }
    // And from the worker: a link shared, each chat tried once and the try recorded.
    await share(creator, event.id, "Somewhere");
    await deliverDue();
    const tries = await testRows<{ target_id: string; message: string; ok: boolean }>(
      app.db,
      sql`select target_id, message, ok from chat_attempts
          where target_id in (${sql.join(
            rows.map((r) => sql`${r.id}::uuid`),
            sql`, `,
          )})`,
    );
    for (const { id } of rows) {
      const mine = tries.filter((t) => t.target_id === id);
      // (Tried again, perhaps, as the retry's wait is 20 ms here.)
      expect(new Set(mine.map((t) => t.message))).toEqual(new Set(["test", "linkShared"]));
      expect(mine.every((t) => !t.ok)).toBe(true);
    }
    // Nothing reached the homeserver or Slack, and no answer or log line holds the token.
    expect(receivers.received.length).toBe(heard);
    const answers = JSON.stringify((await creator.client.get(`${base}/chats`)).json);
    expect(answers).not.toContain("x-injected");
    expect(JSON.stringify(app.logs)).not.toContain("x-injected");
  });
});

describe("why a try failed", () => {
  it("is said by a code: no answer when the connection closed after the message went out", async () => {
    const { event, creator, base } = await anEvent();
    const token = `syt_${unique()}`;
    const homeserver = receivers.matrix(token);
    const made = await connect(creator, base, {
      kind: "matrix",
      homeserver,
      room: ROOM,
      accessToken: token,
      messages: { linkShared: true },
    });
    // The homeserver reads the whole message, then the connection drops before it answers.
    receivers.fail(homeserver, { close: true }, 2);
    const heard = receivers.to(homeserver).length;
    const res = await creator.client.post(`${base}/chats/${made.chat.id}/test`, {});
    expect(res.status, res.text).toBe(200);
    expect(chatTestResult.parse(res.json)).toMatchObject({
      ok: false,
      status: null,
      failure: "noAnswer",
    });
    expect(receivers.to(homeserver).length).toBe(heard + 1);
    await share(creator, event.id, "Somewhere");
    await deliverUntil(() => receivers.to(homeserver).length >= heard + 2);
    await deliverDue();

    // A 404, and a message refused before it was sent, for the other codes.
    const gone = receivers.slack(unique());
    receivers.fail(gone, { status: 404 }, 1);
    const slack = await connect(creator, base, { kind: "slack", url: gone });
    const notFound = await creator.client.post(`${base}/chats/${slack.chat.id}/test`, {});
    expect(chatTestResult.parse(notFound.json)).toMatchObject({ status: 404, failure: "status" });

    const { chats } = chatTargetsAnswer.parse((await creator.client.get(`${base}/chats`)).json);
    const matrix = chats.find((c) => c.id === made.chat.id)!;
    // The worker's try too (its retry, 20 ms later here, may have gone through since).
    const tries = matrix.attempts.map((a) => [a.message, a.status, a.failure]);
    expect(tries).toContainEqual(["test", null, "noAnswer"]);
    expect(tries).toContainEqual(["linkShared", null, "noAnswer"]);
    expect(chats.find((c) => c.id === slack.chat.id)!.attempts[0]).toMatchObject({
      ok: false,
      failure: "status",
    });
    receivers.heal(homeserver);
  });

  it("is notSent for a try Node would not make, and null for a success", async () => {
    const { event, creator, base } = await anEvent();
    const [row] = await app.db
      .insert(chatTargets)
      .values({
        eventId: event.id,
        kind: "matrix",
        name: "unsendable",
        sealed: seal(TEST_SECRET, {
          kind: "matrix",
          homeserver: receivers.matrix("unused"),
          room: ROOM,
          accessToken: "syt_€",
        }),
        shown: "…",
        messages: ["opened", "deadline", "closed"],
        createdBy: creator.id,
      })
      .returning({ id: chatTargets.id });
    const res = await creator.client.post(`${base}/chats/${row!.id}/test`, {});
    expect(chatTestResult.parse(res.json)).toMatchObject({ ok: false, failure: "notSent" });
    const slack = await connect(creator, base, { kind: "slack", url: receivers.slack(unique()) });
    const ok = await creator.client.post(`${base}/chats/${slack.chat.id}/test`, {});
    expect(chatTestResult.parse(ok.json)).toMatchObject({ ok: true, failure: null });
  });
});
