// Chats (issue #38, decision 229), delivering to them: each kind sent each message by its cause
// (a round opened, a link shared, the deadline near, closed with the ranking, reopened), the
// webhook's signature checked by the Standard Webhooks library's own verifier, retries with
// growing waits, a chat turned off after failing for the window with its owner's email, and the
// last 20 attempts. Against chats of our own on loopback (tests/support/chat-world.ts) and a real
// SMTP server.
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { testRows } from "../support/rows";
import { chatTarget, chatTargets as chatTargetsAnswer } from "../../src/shared/responses";
import type { ChatReceivers } from "../support/chat-receivers";
import {
  chatWorld,
  ROOM,
  TURN_OFF_AFTER_MS,
  unique,
  type ChatWorld,
  type Json,
} from "../support/chat-world";
import { publicResultLink } from "../support/factories/actions";
import { closeEvent, reopenEvent, share, shortlist, vote } from "../support/factories/events";
import { createGroup } from "../support/factories/groups";
import { people } from "../support/factories/people";
import type { TestApp } from "../support/test-app";

const { world, deliverUntil, deliverDue, inputs, connect, connectWebhook, anEvent, requestsTo } =
  chatWorld();
let app: TestApp;
let receivers: ChatReceivers;
let smtp: ChatWorld["smtp"];
beforeAll(() => ({ app, receivers, smtp } = world));

const typeOf = (request: { body: unknown; kind: string | null }) =>
  request.kind === "webhook" ? (request.body as Json).type : undefined;

describe("messages", () => {
  it("sends each kind each message of its cause: link shared, closed with the ranking and the public result, reopened, deadline near", async () => {
    const { event, creator, member, base } = await anEvent();
    const name = unique();
    const token = `syt_${name}_secret_token_abcd`;
    const made: Json = {};
    for (const [kind, input] of Object.entries(inputs(name, token)))
      made[kind] = await connect(creator, base, input);
    const addressOf = {
      slack: receivers.slack(name),
      discord: receivers.discord(name),
      teams: receivers.teams(name),
      webhook: receivers.webhook(name, made.webhook.signingSecret),
    };

    const link = await share(member, event.id, "Pasta Place", "https://pasta.example/menu");
    await share(creator, event.id, "Burger Barn", "https://burger.example/");
    await shortlist(creator, event.id, link.id);
    await vote(member, event.id, link.id, "up");
    const resultUrl = await publicResultLink(creator, event.id);
    await closeEvent(creator, event.id);
    await reopenEvent(creator, event.id);
    await app.db.execute(
      sql`update events set deadline = now() + interval '2 hours' where id = ${event.id}`,
    );
    await app.scheduler.tick();
    const expected = [
      "link.shared",
      "link.shared",
      "event.closed",
      "event.opened",
      "deadline.near",
    ];
    const matrixSends = () =>
      receivers.received.filter(
        (r) => r.kind === "matrix" && r.headers.authorization === `Bearer ${token}`,
      );
    await deliverUntil(
      () =>
        Object.values(addressOf).every((a) => requestsTo(a).length >= expected.length) &&
        matrixSends().length >= expected.length,
    );
    expect(receivers.refusals).toEqual([]);

    // The webhook: signed (the library's own verifier), in order, the payload's type each.
    const hooks = requestsTo(addressOf.webhook);
    expect(hooks.map(typeOf)).toEqual(expected);
    const verifier = new Webhook(made.webhook.signingSecret);
    for (const hook of hooks) {
      const verified = verifier.verify(hook.raw, hook.headers as Record<string, string>) as Json;
      expect(verified.data.event).toMatchObject({
        id: event.id,
        url: `${app.url}/event/${event.id}`,
      });
      expect(hook.headers["webhook-id"]).toMatch(/^msg_/);
    }
    expect(new Set(hooks.map((h) => h.headers["webhook-id"])).size).toBe(hooks.length);
    const closed = (hooks[2]!.body as Json).data;
    expect(closed.result.winner).toMatchObject({ title: "Pasta Place" });
    expect(closed.result.ranking[0]).toMatchObject({ position: 1, title: "Pasta Place", up: 1 });
    expect(resultUrl).toMatch(/\/results\//);
    expect(closed.result.publicUrl).toBe(resultUrl);
    expect((hooks[0]!.body as Json).data.link).toMatchObject({
      title: "Pasta Place",
      sharedBy: member.name,
    });
    expect(closed.language).toBe("en");

    // Each chat's own format, one request per message, each 2xx.
    for (const kind of ["slack", "discord", "teams"] as const) {
      const got = requestsTo(addressOf[kind]);
      expect(got, kind).toHaveLength(expected.length);
      for (const r of got) expect(r.status, kind).toBeLessThan(300);
    }
    expect(JSON.stringify(requestsTo(addressOf.slack).map((r) => r.body))).toContain("Pasta Place");
    const matrix = matrixSends();
    expect(matrix).toHaveLength(expected.length);
    expect(
      matrix.every((r) => r.method === "PUT" && r.path.includes(encodeURIComponent(ROOM))),
    ).toBe(true);

    // Each try recorded for the owner, newest first.
    const listed = chatTargetsAnswer.parse((await creator.client.get(`${base}/chats`)).json);
    for (const chat of listed.chats) {
      expect(
        chat.attempts.map((a) => a.message),
        chat.kind,
      ).toEqual(["deadline", "opened", "closed", "linkShared", "linkShared"]);
      expect(chat.attempts.every((a) => a.ok && a.status! < 300)).toBe(true);
    }
  });

  it("sends a group's chats its new round, and a round's messages to its group's chats too, in the group creator's language", async () => {
    const [ada, bea] = await people(app, 2);
    await app.db.execute(sql`update "user" set language = 'de' where id = ${ada!.id}`);
    const groupId = await createGroup(app.db, ada!.id, [bea!.id], { name: "Nachbarn" });
    const { address } = await connectWebhook(ada!, `/api/groups/${groupId}`);
    const opened = await ada!.client.post(`/api/groups/${groupId}/rounds`, {});
    expect(opened.status, opened.text).toBe(201);
    await deliverUntil(() => requestsTo(address).length >= 1);
    const round = (requestsTo(address)[0]!.body as Json).data;
    expect(round).toMatchObject({ type: "event.opened", language: "de" });
    expect(round.event.group).toMatchObject({ id: groupId, name: "Nachbarn" });
    expect(round.event.roundNumber).toBe(1);
    await share(bea!, round.event.id, "Pizza");
    await deliverUntil(() => requestsTo(address).length >= 2);
    expect(typeOf(requestsTo(address)[1]!)).toBe("link.shared");
  });

  it("sends nothing to a chat with that message off, or turned off by its owner", async () => {
    const { event, creator, base } = await anEvent();
    const quiet = receivers.slack(unique());
    const off = receivers.discord(unique());
    await connect(creator, base, { kind: "slack", url: quiet });
    const offChat = await connect(creator, base, {
      kind: "discord",
      url: off,
      messages: { linkShared: true },
    });
    await creator.client.patch(`${base}/chats/${offChat.chat.id}`, { active: false });
    await share(creator, event.id, "Quiet link");
    await deliverDue();
    const [queued] = await testRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from notification_outbox o join chat_targets t on t.id = o.target_id
          where t.event_id = ${event.id}`,
    );
    expect(queued!.n).toBe(0);
    expect(receivers.to(quiet)).toHaveLength(0);
    expect(receivers.to(off)).toHaveLength(0);
  });
});

describe("delivery", () => {
  it("retries with growing waits until the chat takes it, with the same message id", async () => {
    const { event, creator, base } = await anEvent();
    const { made, address } = await connectWebhook(creator, base);
    receivers.fail(address, { status: 503 }, 3);
    await share(creator, event.id, "Retried");
    await deliverUntil(() => requestsTo(address).some((r) => r.status === 204));
    const tries = requestsTo(address);
    expect(tries.map((r) => r.status)).toEqual([503, 503, 503, 204]);
    expect(new Set(tries.map((r) => r.headers["webhook-id"])).size).toBe(1);
    const gaps = tries.slice(1).map((r, i) => r.at - tries[i]!.at);
    // 20, 40, 80 ms at least (the worker runs every 25 ms here).
    expect(gaps[0]).toBeGreaterThanOrEqual(20);
    expect(gaps[2]).toBeGreaterThanOrEqual(80);
    const chat = chatTargetsAnswer.parse((await creator.client.get(`${base}/chats`)).json)
      .chats[0]!;
    expect(chat.attempts.map((a) => [a.ok, a.status])).toEqual([
      [true, 204],
      [false, 503],
      [false, 503],
      [false, 503],
    ]);
    expect(chat.active).toBe(true);
    const [target] = await testRows<{ failing_since: Date | null }>(
      app.db,
      sql`select failing_since from chat_targets where id = ${made.chat.id}`,
    );
    expect(target!.failing_since).toBeNull();
  });

  it("keeps a chat's messages in order: a later one waits while an earlier one is retried", async () => {
    const { event, creator, base } = await anEvent();
    const { address } = await connectWebhook(creator, base);
    receivers.fail(address, { status: 503 }, 2);
    await share(creator, event.id, "First");
    await share(creator, event.id, "Second");
    const linkOf = (request: { body: unknown }) => (request.body as Json).data.link.title;
    await deliverUntil(() => requestsTo(address).filter((r) => r.status === 204).length === 2);
    // Both refusals were the first message's tries: the second went only after it.
    expect(requestsTo(address).map((r) => [linkOf(r), r.status])).toEqual([
      ["First", 503],
      ["First", 503],
      ["First", 204],
      ["Second", 204],
    ]);
  });

  it("turns off a chat that failed on every try for the window, emails its owner, and turns back on", async () => {
    const { event, creator, base } = await anEvent();
    const email = (
      await testRows<{ email: string }>(
        app.db,
        sql`select email from "user" where id = ${creator.id}`,
      )
    )[0]!.email;
    const address = receivers.discord(unique());
    receivers.fail(address, { status: 404 });
    const made = await connect(creator, base, {
      kind: "discord",
      url: address,
      name: "Dinner channel",
      messages: { linkShared: true },
    });
    await share(creator, event.id, "First");
    await share(creator, event.id, "Second");
    const started = Date.now();
    await deliverUntil(async () => {
      const [t] = await testRows<{ active: boolean }>(
        app.db,
        sql`select active from chat_targets where id = ${made.chat.id}`,
      );
      return !t!.active;
    }, 15_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TURN_OFF_AFTER_MS - 100);
    const chat = chatTarget.parse((await creator.client.get(`${base}/chats`)).json.chats[0]);
    expect(chat.active).toBe(false);
    expect(chat.turnedOffAt).not.toBeNull();
    expect(chat.attempts.every((a) => !a.ok && a.status === 404)).toBe(true);
    const [left] = await testRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from notification_outbox
          where target_id = ${made.chat.id} and sent_at is null and failed_at is null`,
    );
    expect(left!.n).toBe(0);
    // Nothing more is tried.
    const tried = receivers.to(address).length;
    await share(creator, event.id, "Third");
    await deliverDue();
    expect(receivers.to(address)).toHaveLength(tried);

    await app.outbox.deliverDue("email");
    const mail = await smtp.waitFor(email, { subject: /Dinner channel/ });
    expect(mail.text).toContain("HTTP 404");
    expect(mail.text).toContain(`${app.url}/event/${event.id}`);
    expect(mail.text).not.toContain(address);

    // Turned back on, with the chat fixed: it starts afresh.
    receivers.heal(address);
    const on = await creator.client.patch(`${base}/chats/${made.chat.id}`, { active: true });
    expect(chatTarget.parse(on.json)).toMatchObject({ active: true, turnedOffAt: null });
    await share(creator, event.id, "Fourth");
    await deliverUntil(() => receivers.to(address).some((r) => r.status === 204));
  });

  it("keeps only the newest 20 attempts of a chat", async () => {
    const { event, creator, base } = await anEvent();
    const address = receivers.slack(unique());
    const made = await connect(creator, base, {
      kind: "slack",
      url: address,
      messages: { linkShared: true },
    });
    for (let i = 0; i < 24; i++) await share(creator, event.id, `Link ${i}`);
    await deliverUntil(() => requestsTo(address).length >= 24);
    const [rows] = await testRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from chat_attempts where target_id = ${made.chat.id}`,
    );
    expect(rows!.n).toBe(20);
    const chat = chatTargetsAnswer.parse((await creator.client.get(`${base}/chats`)).json)
      .chats[0]!;
    expect(chat.attempts).toHaveLength(20);
    const times = chat.attempts.map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
