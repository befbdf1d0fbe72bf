// Chats (decision 229): what can go wrong on the way out. A Matrix access token no HTTP header
// can carry is refused at saving, naming the field; a send that fails before any answer (a
// header Node refuses, a destination that cannot be unsealed) is a failed try, in the test
// message and in the worker, never a 500. Against chats of our own on loopback
// (tests/support/chat-world.ts).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../src/server/db/connection";
import { chatTargets } from "../../src/server/db/schema";
import { seal } from "../../src/server/features/chat/sealed";
import { chatTestResult } from "../../src/shared/responses";
import type { ChatReceivers } from "../support/chat-receivers";
import { chatWorld, ROOM, unique } from "../support/chat-world";
import { share } from "../support/factories/events";
import { snapshotTables } from "../support/snapshot";
import { TEST_SECRET, type TestApp } from "../support/test-app";

const { world, deliverDue, connect, anEvent } = chatWorld();
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
    const all = { opened: true, linkShared: true, deadline: true, closed: true };
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
    const tries = await selectRows<{ target_id: string; message: string; ok: boolean }>(
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
