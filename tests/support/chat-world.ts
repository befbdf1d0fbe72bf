// The world of the chat API tests (decision 229): chats of our own on loopback (Slack, Discord,
// Teams, a Matrix homeserver, a Standard Webhooks receiver: chat-receivers.ts), a real SMTP
// server, and an app that may send to them (TEST_CHAT_LOOPBACK_PORT), retrying after 20 ms and
// turning a chat off after TURN_OFF_AFTER_MS; with the helpers the tests share. Call `chatWorld()`
// at the top of a test file: it starts them before the file's tests and stops them after.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { chatTargetCreated } from "../../src/shared/responses";
import { startChatReceivers, type ChatReceivers } from "./chat-receivers";
import { eventWithMembers } from "./factories/events";
import { people, type Person } from "./factories/people";
import { startSmtpCatcher } from "./smtp-catcher";
import { startTestApp, type TestApp } from "./test-app";

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const TURN_OFF_AFTER_MS = 1500;
export const ROOM = "!room:example.test";
export const unique = () => randomUUID().slice(0, 8);

export type ChatWorld = {
  app: TestApp;
  receivers: ChatReceivers;
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
};

export function chatWorld() {
  const world = {} as ChatWorld;
  beforeAll(async () => {
    world.receivers = await startChatReceivers();
    world.smtp = await startSmtpCatcher();
    world.app = await startTestApp({
      env: {
        TEST_CHAT_LOOPBACK_PORT: String(world.receivers.port),
        CHAT_RETRY_BASE_MS: "20",
        CHAT_TURN_OFF_AFTER_MS: String(TURN_OFF_AFTER_MS),
        RATE_LIMIT_CHAT_TESTS_PER_10_MINUTES: "3",
        SMTP_URL: world.smtp.url,
      },
    });
  });
  afterAll(async () => {
    await world.app?.close();
    await world.receivers?.close();
    await world.smtp?.close();
  });

  /** Runs the worker until `done()` holds (time passes between runs, for the retries' waits). */
  async function deliverUntil(done: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      await world.app.outbox.deliverDue("chat");
      if (await done()) return;
      if (Date.now() > until) throw new Error("the chat worker did not get there in time");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Everything due now, tried once. */
  const deliverDue = async () => {
    await world.app.outbox.deliverDue("chat");
    await world.app.outbox.idle();
  };

  /** The five kinds' inputs, to the receivers, with every message on; `name` tells them apart. */
  function inputs(name: string, token = `syt_${name}_secret_token_abcd`) {
    const { receivers } = world;
    const all = { opened: true, linkShared: true, deadline: true, closed: true };
    return {
      slack: { kind: "slack", url: receivers.slack(name), messages: all },
      discord: { kind: "discord", url: receivers.discord(name), messages: all },
      teams: { kind: "teams", url: receivers.teams(name), messages: all },
      matrix: {
        kind: "matrix",
        homeserver: receivers.matrix(token),
        room: ROOM,
        accessToken: token,
        messages: all,
      },
      webhook: { kind: "webhook", url: receivers.webhook(name, "whsec_unset"), messages: all },
    } as const;
  }

  /** Connects a chat; answers the strict answer and registers a webhook's secret with its
   * receiver. */
  async function connect(person: Person, base: string, input: Json) {
    const res = await person.client.post(`${base}/chats`, input);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const made = chatTargetCreated.parse(res.json);
    if (input.kind === "webhook") {
      expect(made.signingSecret).toMatch(/^whsec_/);
      world.receivers.webhook(String(input.url).split("/webhook/")[1]!, made.signingSecret!);
    } else expect(made.signingSecret).toBeNull();
    return made;
  }

  /** Connects a webhook chat told of shared links (or of `messages`); answers it with its
   * address as the receiver knows it, signing secret and all. */
  async function connectWebhook(
    person: Person,
    base: string,
    messages: Json = { linkShared: true },
  ) {
    const name = unique();
    const url = world.receivers.webhook(name, "whsec_unset");
    const made = await connect(person, base, { kind: "webhook", url, messages });
    return { made, address: world.receivers.webhook(name, made.signingSecret!) };
  }

  /** An event with its creator and a member (an account) and a guest member. */
  async function anEvent() {
    const { app } = world;
    const { event, creator, members } = await eventWithMembers(app, 1);
    const [guest] = await people(app, 1, "Guest", { guests: true });
    await app.db.execute(
      sql`insert into event_members (event_id, user_id) values (${event.id}, ${guest!.id})`,
    );
    return { event, creator, member: members[0]!, guest: guest!, base: `/api/events/${event.id}` };
  }

  /** The requests that came to `address` and were answered. */
  const requestsTo = (address: string) =>
    world.receivers.to(address).filter((r) => r.status !== null);

  return {
    world,
    deliverUntil,
    deliverDue,
    inputs,
    connect,
    connectWebhook,
    anEvent,
    requestsTo,
  };
}
