// Chats (issue #38, decision 229), connecting them: chats of events and groups connected,
// changed and removed; every refusal changing nothing; the guard's refusals for every kind, at
// saving and at sending (no redirect followed); the test message, its answer and its limit;
// rolling a webhook's secret; and no secret in any answer or export. Against chats of our own on
// loopback (tests/support/chat-world.ts).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../src/server/kernel/config";
import { chatTargets } from "../../src/server/features/chat/tables";
import { chatMessageKinds } from "../../src/shared/features/notifications/kinds";
import { testRows } from "../support/rows";
import { seal } from "../../src/server/features/chat/sealed";
import { newSigningSecret } from "../../src/server/features/chat/secrets";
import { CHAT_TARGETS_MAX } from "../../src/shared/core/chat";
import {
  chatTarget,
  chatTargetCreated,
  chatTargets as chatTargetsAnswer,
  chatTestResult,
} from "../../src/shared/responses";
import type { ChatReceivers } from "../support/chat-receivers";
import { chatWorld, ROOM, unique, type Json } from "../support/chat-world";
import { share } from "../support/factories/events";
import { createGroup } from "../support/factories/groups";
import { people, type Person } from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";
import { TEST_SECRET, type TestApp } from "../support/test-app";

const { world, deliverUntil, deliverDue, inputs, connect, anEvent, requestsTo } = chatWorld();
let app: TestApp;
let receivers: ChatReceivers;
beforeAll(() => ({ app, receivers } = world));

describe("connecting chats", () => {
  it("connects each kind, answers no secret, lists, renames, turns messages on and off, removes", async () => {
    const { creator, base } = await anEvent();
    const name = unique();
    const made = [];
    for (const input of Object.values(inputs(name))) made.push(await connect(creator, base, input));
    expect(made.map((m) => m.chat.kind)).toEqual([
      "slack",
      "discord",
      "teams",
      "matrix",
      "webhook",
    ]);
    // The kind's name when none is given, every message but "a link was shared" by default.
    const plain = await connect(creator, base, { kind: "slack", url: receivers.slack(unique()) });
    expect(plain.chat).toMatchObject({
      name: "Slack",
      active: true,
      turnedOffAt: null,
      attempts: [],
      messages: { opened: true, linkShared: false, deadline: true, closed: true },
    });
    expect(made[3]!.chat.shown).toContain("…abcd");
    expect(made[3]!.chat.shown).not.toContain(`syt_${name}`);

    const listed = await creator.client.get(`${base}/chats`);
    expect(listed.status).toBe(200);
    expect(chatTargetsAnswer.parse(listed.json).chats.map((c) => c.id)).toEqual(
      [...made, plain].map((m) => m.chat.id),
    );

    const id = made[0]!.chat.id;
    const changed = await creator.client.patch(`${base}/chats/${id}`, {
      name: "#dinner",
      messages: { linkShared: false, closed: false },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(chatTarget.parse(changed.json)).toMatchObject({
      name: "#dinner",
      messages: { opened: true, linkShared: false, deadline: true, closed: false },
    });

    expect((await creator.client.delete(`${base}/chats/${id}`)).status).toBe(204);
    const again = await creator.client.delete(`${base}/chats/${id}`);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ error: { code: "chatNotFound" } });
    expect((await creator.client.get(`${base}/chats`)).json.chats).toHaveLength(5);
  });

  it("a group's admins connect its chats; a closed event may still be connected", async () => {
    const [ada, bea] = await people(app, 2);
    const groupId = await createGroup(app.db, ada!.id, [bea!.id]);
    const base = `/api/groups/${groupId}`;
    const made = await connect(ada!, base, { kind: "discord", url: receivers.discord(unique()) });
    expect((await ada!.client.get(`${base}/chats`)).json.chats[0].id).toBe(made.chat.id);
    // A group's test message is about the group (it may have no round yet).
    const tested = await ada!.client.post(`${base}/chats/${made.chat.id}/test`, {});
    expect(chatTestResult.parse(tested.json)).toMatchObject({ ok: true, status: 204 });
    const sent = receivers.received.at(-1)!;
    expect(JSON.stringify(sent.body)).toContain("Friday dinner");
    const refused = await bea!.client.post(`${base}/chats`, {
      kind: "discord",
      url: receivers.discord(unique()),
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: "groupAdminOnly" } });

    const { event, creator, base: eventBase } = await anEvent();
    await app.db.execute(sql`update events set status = 'completed', closed_at = now()
                             where id = ${event.id}`);
    await connect(creator, eventBase, { kind: "slack", url: receivers.slack(unique()) });
  });

  it(`refuses more than ${CHAT_TARGETS_MAX} chats with 409, changing nothing`, async () => {
    const { creator, base } = await anEvent();
    for (let i = 0; i < CHAT_TARGETS_MAX; i++)
      await connect(creator, base, { kind: "teams", url: receivers.teams(unique()) });
    const before = await snapshotTables(app.db);
    const res = await creator.client.post(`${base}/chats`, {
      kind: "teams",
      url: receivers.teams(unique()),
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      error: { code: "chatTooMany", params: { max: CHAT_TARGETS_MAX } },
    });
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("refuses bad input and the wrong people with a clear 4xx, changing nothing", async () => {
    const { creator, member, guest, base } = await anEvent();
    const other = await anEvent();
    const [outsider] = await people(app, 1, "Outsider");
    const mine = await connect(creator, base, { kind: "slack", url: receivers.slack(unique()) });
    const theirs = await connect(other.creator, other.base, {
      kind: "slack",
      url: receivers.slack(unique()),
    });
    const cases: Array<[Person, string, string, unknown, number, string]> = [
      [creator, "POST", `${base}/chats`, "{not json", 400, "badJson"],
      [creator, "POST", `${base}/chats`, { kind: "irc", url: "https://irc.example" }, 400, ""],
      [creator, "POST", `${base}/chats`, { kind: "slack", url: 42 }, 400, "chatAddressInvalid"],
      [
        creator,
        "POST",
        `${base}/chats`,
        { kind: "slack", url: "not a url" },
        400,
        "chatAddressInvalid",
      ],
      [
        creator,
        "POST",
        `${base}/chats`,
        { kind: "slack", url: receivers.slack("x"), name: "n".repeat(500) },
        400,
        "nameTooLong",
      ],
      [
        creator,
        "POST",
        `${base}/chats`,
        { kind: "slack", url: receivers.slack("x"), extra: 1 },
        400,
        "",
      ],
      [
        creator,
        "POST",
        `${base}/chats`,
        { kind: "slack", url: receivers.slack("x"), messages: { opened: "yes" } },
        400,
        "notTrueOrFalse",
      ],
      [
        creator,
        "POST",
        `${base}/chats`,
        { kind: "matrix", homeserver: receivers.matrix("t"), room: "general", accessToken: "t" },
        400,
        "chatRoomInvalid",
      ],
      [
        creator,
        "POST",
        `${base}/chats`,
        { kind: "matrix", homeserver: receivers.matrix("t"), room: ROOM, accessToken: " " },
        400,
        "chatTokenRequired",
      ],
      [creator, "PATCH", `${base}/chats/${mine.chat.id}`, {}, 400, "nothingToChange"],
      [creator, "PATCH", `${base}/chats/${mine.chat.id}`, { active: "on" }, 400, "notTrueOrFalse"],
      [creator, "PATCH", `${base}/chats/not-a-uuid`, { name: "x" }, 404, "chatNotFound"],
      [creator, "PATCH", `${base}/chats/${randomUUID()}`, { name: "x" }, 404, "chatNotFound"],
      [creator, "PATCH", `${base}/chats/${theirs.chat.id}`, { name: "x" }, 404, "chatNotFound"],
      [creator, "DELETE", `${base}/chats/${theirs.chat.id}`, undefined, 404, "chatNotFound"],
      [creator, "POST", `${base}/chats/${theirs.chat.id}/secret`, {}, 404, "chatNotFound"],
      [creator, "POST", `${base}/chats/${mine.chat.id}/secret`, {}, 409, "chatNotWebhook"],
      [creator, "POST", `${base}/chats/${theirs.chat.id}/test`, {}, 404, "chatNotFound"],
      [member, "GET", `${base}/chats`, undefined, 403, "editCreatorOnly"],
      [
        member,
        "POST",
        `${base}/chats`,
        { kind: "slack", url: receivers.slack("x") },
        403,
        "editCreatorOnly",
      ],
      [member, "DELETE", `${base}/chats/${mine.chat.id}`, undefined, 403, "editCreatorOnly"],
      [guest, "PATCH", `${base}/chats/${mine.chat.id}`, { name: "x" }, 403, "editCreatorOnly"],
      [outsider!, "GET", `${base}/chats`, undefined, 404, "eventNotFound"],
      [outsider!, "POST", `${base}/chats/${mine.chat.id}/test`, {}, 404, "eventNotFound"],
      [creator, "GET", `/api/events/${randomUUID()}/chats`, undefined, 404, "eventNotFound"],
    ];
    const before = await snapshotTables(app.db);
    for (const [person, method, path, body, status, code] of cases) {
      const res = await person.client.request(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${res.text}`).toBe(status);
      expect(res.json).toEqual({ error: expect.objectContaining({ code: expect.any(String) }) });
      if (code) expect(res.json.error.code, `${method} ${path}`).toBe(code);
      // A non-member learns nothing of the chat: the answer of an unknown event.
      if (person === outsider) expect(res.text).not.toContain(mine.chat.id);
    }
    expect(await snapshotTables(app.db)).toEqual(before);
    // Signed out: 401.
    expect((await app.client().get(`${base}/chats`)).status).toBe(401);
  });
});

describe("the guard", () => {
  const privateAddresses = (port: number) => [
    "http://chat.example.com/hook",
    "https://10.0.0.7/hook",
    "https://192.168.1.1/hook",
    "https://127.0.0.1/hook",
    `http://127.0.0.1:${port + 1}/hook`,
    `https://127.0.0.1:${port + 1}/hook`,
    "https://[::1]/hook",
    "https://[fd00::1]/hook",
    "https://[::ffff:10.0.0.1]/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://localhost/hook",
    "https://intranet/hook",
    "https://printer.local/hook",
  ];

  it("refuses private, loopback and link-local addresses for every kind, naming the field", async () => {
    const { creator, base } = await anEvent();
    const before = await snapshotTables(app.db);
    for (const address of privateAddresses(receivers.port)) {
      for (const kind of ["slack", "discord", "teams", "webhook", "matrix"] as const) {
        const body =
          kind === "matrix"
            ? { kind, homeserver: address, room: ROOM, accessToken: "token" }
            : { kind, url: address };
        const res = await creator.client.post(`${base}/chats`, body);
        expect(res.status, `${kind} ${address}`).toBe(400);
        const field = kind === "matrix" ? "homeserver" : "url";
        expect(res.json.error.code).toBe("chatAddressInvalid");
        expect(res.json.error.fields[field]).toMatchObject({ code: "chatAddressInvalid" });
      }
    }
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("sends nothing to a private address that got into the database, and follows no redirect", async () => {
    const { event, creator, base } = await anEvent();
    // Written past the routes (as an address that resolved publicly once would be): the send
    // checks again, every kind.
    const sneaked = [
      { kind: "slack" as const, url: "https://10.0.0.7/hook" },
      { kind: "discord" as const, url: "https://169.254.169.254/hook" },
      { kind: "teams" as const, url: "https://[::1]/hook" },
      { kind: "webhook" as const, url: "https://192.168.0.1/hook", signingSecret: "whsec_AAAA" },
      {
        kind: "matrix" as const,
        // Loopback, but not the one port the tests open.
        homeserver: `http://127.0.0.1:${receivers.port + 1}`,
        room: ROOM,
        accessToken: "t",
      },
    ];
    const rows = await app.db
      .insert(chatTargets)
      .values(
        sneaked.map((destination) => ({
          eventId: event.id,
          kind: destination.kind,
          name: destination.kind,
          sealed: seal(TEST_SECRET, destination),
          shown: "…",
          messages: [...chatMessageKinds],
          createdBy: creator.id,
        })),
      )
      .returning({ id: chatTargets.id });
    const redirecting = receivers.slack(unique());
    receivers.fail(redirecting, { status: 302 });
    const redirect = await connect(creator, base, {
      kind: "slack",
      url: redirecting,
      messages: { linkShared: true },
    });
    const heard = receivers.received.length;
    for (const { id } of [...rows, { id: redirect.chat.id }]) {
      const res = await creator.client.post(`${base}/chats/${id}/test`, {});
      // The creator has 3 tests per 10 minutes here: each person's tests below stay within.
      if (res.status === 429) break;
      expect(res.status).toBe(200);
    }
    await share(creator, event.id, "Somewhere");
    await deliverDue();
    const answers = await testRows<{ target_id: string; error: string | null; ok: boolean }>(
      app.db,
      sql`select target_id, error, ok from chat_attempts where target_id in (${sql.join(
        [...rows, { id: redirect.chat.id }].map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`,
    );
    for (const { id } of rows) {
      const mine = answers.filter((a) => a.target_id === id);
      expect(mine.length).toBeGreaterThan(0);
      for (const a of mine)
        expect(a).toMatchObject({ ok: false, error: expect.stringMatching(/^refused/) });
    }
    // Only the redirecting receiver heard anything, and its 302 was a failure, not followed.
    expect(
      receivers.received
        .slice(heard)
        .every((r) => r.path.startsWith(new URL(redirecting).pathname)),
    ).toBe(true);
    const redirected = answers.filter((a) => a.target_id === redirect.chat.id);
    expect(redirected.length).toBeGreaterThan(0);
    for (const a of redirected)
      expect(a).toMatchObject({ ok: false, error: "redirect not followed (HTTP 302)" });
    receivers.heal(redirecting);
  });

  it("opens loopback only on TEST_CHAT_LOOPBACK_PORT, and only under NODE_ENV=test", () => {
    expect(() => parseConfig({ NODE_ENV: "production", TEST_CHAT_LOOPBACK_PORT: "4000" })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ TEST_CHAT_LOOPBACK_PORT: "4000" })).toThrow(
      /TEST_CHAT_LOOPBACK_PORT: it is for tests only/,
    );
  });
});

describe("the test message and the secret", () => {
  it("answers what the chat said: status, the start of its body, how long; recorded; limited per person", async () => {
    const { creator, base } = await anEvent();
    const slack = await connect(creator, base, { kind: "slack", url: receivers.slack(unique()) });
    const res = await creator.client.post(`${base}/chats/${slack.chat.id}/test`, {});
    expect(res.status, res.text).toBe(200);
    const result = chatTestResult.parse(res.json);
    expect(result).toMatchObject({ ok: true, status: 200, answer: "ok", error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);

    const failing = receivers.teams(unique());
    receivers.fail(failing, { status: 404 });
    const teams = await connect(creator, base, { kind: "teams", url: failing });
    const bad = chatTestResult.parse(
      (await creator.client.post(`${base}/chats/${teams.chat.id}/test`, {})).json,
    );
    expect(bad).toMatchObject({ ok: false, status: 404, error: "HTTP 404" });

    const listed = chatTargetsAnswer.parse((await creator.client.get(`${base}/chats`)).json);
    expect(listed.chats[0]!.attempts).toEqual([
      expect.objectContaining({ message: "test", ok: true, status: 200 }),
    ]);
    // A test failing does not start the clock that turns a chat off.
    expect(listed.chats[1]!.attempts[0]).toMatchObject({ message: "test", ok: false, status: 404 });

    // 3 per person in 10 minutes here (10 by default).
    await creator.client.post(`${base}/chats/${slack.chat.id}/test`, {});
    const limited = await creator.client.post(`${base}/chats/${slack.chat.id}/test`, {});
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { code: "tooManyRequests" } });
    receivers.heal(failing);
  });

  it("rolls a webhook's secret: answered once, the next messages signed with it and for a day with the old", async () => {
    const { event, creator, base } = await anEvent();
    const name = unique();
    const made = await connect(creator, base, {
      kind: "webhook",
      url: receivers.webhook(name, "whsec_unset"),
      messages: { linkShared: true },
    });
    const rolled = await creator.client.post(`${base}/chats/${made.chat.id}/secret`, {});
    expect(rolled.status).toBe(200);
    const answer = chatTargetCreated.parse(rolled.json);
    expect(answer.signingSecret).toMatch(/^whsec_/);
    expect(answer.signingSecret).not.toBe(made.signingSecret);
    const address = receivers.webhook(name, answer.signingSecret!);
    await share(creator, event.id, "Signed");
    await deliverUntil(() => requestsTo(address).length >= 1);
    const hook = requestsTo(address)[0]!;
    expect(hook.status).toBe(204);
    const headers = hook.headers as Record<string, string>;
    expect(() => new Webhook(answer.signingSecret!).verify(hook.raw, headers)).not.toThrow();
    // The old one signs too (for a day: chat-formats.test.ts shows it end), so a receiver not yet
    // given the new one still verifies.
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(() => new Webhook(made.signingSecret!).verify(hook.raw, headers)).not.toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(hook.raw, headers)).toThrow();
    // Never again: the list has no secret.
    const listed = await creator.client.get(`${base}/chats`);
    expect(listed.text).not.toContain(answer.signingSecret!.slice(6, 20));
  });

  it("keeps every secret out of every answer and export", async () => {
    const { event, creator, base } = await anEvent();
    const [ada] = await people(app, 1);
    const groupId = await createGroup(app.db, ada!.id, []);
    // The part of each address that is its secret: a query key here (Teams' "sig"); Slack's and
    // Discord's real ones have it in the path, which chat-formats.test.ts shows cut.
    const name = unique();
    const sig = `sig${randomUUID().replaceAll("-", "")}`;
    const token = `syt_${name}_accesstoken`;
    const secrets = [sig.slice(0, 24), token.slice(0, 20)];
    const answers: string[] = [];
    for (const owner of [
      { person: creator, base },
      { person: ada!, base: `/api/groups/${groupId}` },
    ]) {
      for (const plain of Object.values(inputs(name, token))) {
        const input = "url" in plain ? { ...plain, url: `${plain.url}?sig=${sig}` } : plain;
        const res = await owner.person.client.post(`${owner.base}/chats`, input);
        expect(res.status, res.text).toBe(201);
        const made = res.json as Json;
        if (made.signingSecret) secrets.push(made.signingSecret);
        answers.push(JSON.stringify({ ...made, signingSecret: null }));
        const id = made.chat.id;
        answers.push(
          (await owner.person.client.patch(`${owner.base}/chats/${id}`, { name: "x" })).text,
        );
        answers.push((await owner.person.client.post(`${owner.base}/chats/${id}/test`, {})).text);
      }
      answers.push((await owner.person.client.get(`${owner.base}/chats`)).text);
    }
    for (const path of [
      `/api/events/${event.id}/export.json`,
      `/api/events/${event.id}/export.csv`,
      "/api/me/data",
    ])
      answers.push((await creator.client.get(path)).text);
    for (const path of [
      `/api/groups/${groupId}/export.json`,
      `/api/groups/${groupId}/export.csv`,
      "/api/me/data",
    ])
      answers.push((await ada!.client.get(path)).text);
    const everything = answers.join("\n");
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // Nor in the database as text: sealed.
    const [stored] = await testRows<{ all: string }>(
      app.db,
      sql`select string_agg(sealed || shown, ' ') as all from chat_targets`,
    );
    for (const secret of secrets) expect(stored!.all).not.toContain(secret);
  });
});
