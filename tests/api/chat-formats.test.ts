// The chats' messages (issue #38): for each chat and each message, in English and German, the
// request chatRequest writes (the body parsed and held to what each chat renders), text people
// typed neutralised as each chat needs, long titles cut within each chat's limits, and every
// request delivered with plain fetch to our own receivers on loopback, which answer as the real
// services do; the generic webhook's signature checked by the Standard Webhooks library's own
// verifier, and a tampered body refused.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatRequest, type ChatDestination } from "../../src/server/features/chat/formats";
import {
  closedPayload,
  deadlinePayload,
  groupTestPayload,
  linkSharedPayload,
  openedPayload,
  testPayload,
  type ChatEventFacts,
  type ChatPayload,
} from "../../src/server/features/chat/payload";
import { newSigningSecret, shownAddress } from "../../src/server/features/chat/secrets";
import { mailT } from "../../src/server/kernel/i18n";
import { formatMoment } from "../../src/server/kernel/times";
import { chatWebhookBody } from "../../src/shared/chat-webhook";
import { chatKinds, type ChatKind } from "../../src/shared/core/chat";
import { languages, type Language } from "../../src/shared/core/languages";
import { startChatReceivers, type ChatReceivers } from "../support/chat-receivers";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let receivers: ChatReceivers;
const secret = newSigningSecret();
const TOKEN = "syt_test_token_wxyz";
beforeAll(async () => {
  receivers = await startChatReceivers();
});
afterAll(() => receivers.close());

const EVENT_ID = "0b8f4f5e-6a55-4f53-9d3c-2a8e6f1c7d10";
const GROUP_ID = "5d0c2a43-8f1e-4b9a-a3c2-7e6f1d2b3c40";
const DEADLINE = new Date("2026-12-04T18:30:00Z");
const HOSTILE =
  "<script>alert(1)</script> @everyone *bold* <!channel> [x](https://evil.example) _i_ `c` & **md**";

const facts = (language: Language, title = "Friday dinner"): ChatEventFacts => ({
  id: EVENT_ID,
  title,
  url: `https://huddle.example/event/${EVENT_ID}`,
  language,
  group: { id: GROUP_ID, name: "Neighbours" },
  roundNumber: 3,
  deadline: DEADLINE,
  timeZone: "Europe/Berlin",
});

const closedResult = (title = "Pizza place") => ({
  method: "upDown" as const,
  winnerId: "w",
  shortlisted: 8,
  // The winner first, then one tied with it, then a barred one (decision 226).
  top: [
    { id: "w", title, url: "https://pizza.example/", up: 4, down: 1 },
    { id: "t", title: "Taco truck", url: "https://tacos.example/menu", up: 3, down: 0 },
    { id: "b", title: "Last week's", url: "https://last.example/", up: 9, down: 0, barred: true },
  ],
});

const payloadsOf = (language: Language, title?: string): Record<string, ChatPayload> => ({
  "event.opened": openedPayload(facts(language, title)),
  "link.shared": linkSharedPayload(facts(language, title), {
    title: title ?? "Noodle bar",
    url: "https://noodles.example/",
    sharedBy: title ?? "Ada",
  }),
  "deadline.near": deadlinePayload(facts(language, title)),
  "event.closed": closedPayload(
    facts(language, title),
    closedResult(title),
    "https://huddle.example/results/tok",
  ),
  test: testPayload(facts(language, title)),
});

function destination(kind: ChatKind, name: string): ChatDestination {
  switch (kind) {
    case "matrix":
      return {
        kind,
        homeserver: receivers.matrix(TOKEN),
        room: "!room:example.org",
        accessToken: TOKEN,
      };
    case "webhook":
      return { kind, url: receivers.webhook(name, secret), signingSecret: secret };
    case "slack":
      return { kind, url: receivers.slack(name) };
    case "discord":
      return { kind, url: receivers.discord(name) };
    case "teams":
      return { kind, url: receivers.teams(name) };
  }
}

const ANSWER: Record<ChatKind, number> = {
  slack: 200,
  discord: 204,
  teams: 202,
  matrix: 200,
  webhook: 204,
};

let messageNumber = 0;
const attempt = () => ({
  id: `msg_${Date.now().toString(36)}_${++messageNumber}`,
  now: new Date(),
});

async function deliver(request: ReturnType<typeof chatRequest>) {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}

/** Every text in a JSON value, for "nowhere does it say…". */
const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

/** The words a chat message must show, from the catalogue (not English in the test). */
function expectedWords(payload: ChatPayload) {
  const t = mailT(payload.language);
  return payload.type === "event.closed" ? t("mail.closed.button") : t("mail.chat.open");
}

describe.each(languages)("in %s", (language) => {
  const payloads = payloadsOf(language);
  describe.each(Object.keys(payloads))("%s", (type) => {
    const payload = payloads[type]!;
    const button = expectedWords(payload);
    const seconds = Math.floor(DEADLINE.getTime() / 1000);
    const zoned = formatMoment(DEADLINE, language, "Europe/Berlin");
    const hasDeadline = type !== "event.closed";

    it("Slack: a header, mrkdwn, context and a button back to the event; Slack answers ok", async () => {
      const request = chatRequest(destination("slack", "s"), payload, attempt());
      expect(request).toMatchObject({
        method: "POST",
        headers: { "content-type": "application/json" },
      });
      const body = JSON.parse(request.body) as Json;
      expect(typeof body.text).toBe("string");
      const [header, section, ...rest] = body.blocks as Json[];
      expect(header).toEqual({
        type: "header",
        text: { type: "plain_text", text: "Friday dinner", emoji: false },
      });
      expect(section!.type).toBe("section");
      expect(section!.text.type).toBe("mrkdwn");
      expect(section!.text.text).toContain("*Friday dinner*");
      const actions = rest.find((b) => b.type === "actions")!;
      expect(actions.elements[0]).toMatchObject({
        type: "button",
        text: { type: "plain_text", text: button },
        url: payload.event.url,
      });
      const context = rest.find((b) => b.type === "context");
      if (hasDeadline)
        expect(context!.elements[0].text).toContain(
          `<!date^${seconds}^{date_long_pretty} {time}|${zoned}>`,
        );
      if (type === "link.shared")
        expect(section!.text.text).toContain("<https://noodles.example/|Noodle bar>");
      if (type === "event.closed") {
        expect(section!.text.text).toContain("<https://pizza.example/|Pizza place>");
        expect(actions.elements[1].url).toBe("https://huddle.example/results/tok");
      }
      expect(await deliver(request)).toEqual({ status: 200, text: "ok" });
    });

    it("Discord: one embed linking to the event, fields, no pings; Discord answers 204", async () => {
      const request = chatRequest(destination("discord", "d"), payload, attempt());
      const body = JSON.parse(request.body) as Json;
      expect(body.allowed_mentions).toEqual({ parse: [] });
      expect(body.embeds).toHaveLength(1);
      const embed = body.embeds[0] as Json;
      expect(embed).toMatchObject({
        title: "Friday dinner",
        url: payload.event.url,
        timestamp: payload.occurredAt,
      });
      expect(typeof embed.color).toBe("number");
      expect(embed.description).toContain("**Friday dinner**");
      expect(embed.fields[0]).toEqual({
        name: mailT(language)("mail.chat.roundFact"),
        value: "3",
        inline: true,
      });
      if (hasDeadline) expect(embed.fields[1].value).toBe(`<t:${seconds}:F>`);
      if (type === "event.closed") {
        expect(embed.description).toContain("[Pizza place](https://pizza.example/)");
        expect(embed.description).toContain("(https://huddle.example/results/tok)");
      }
      expect(await deliver(request)).toEqual({ status: 204, text: "" });
    });

    it("Teams: an Adaptive Card 1.4 with text runs, facts and a button; Teams answers 202", async () => {
      const request = chatRequest(destination("teams", "t"), payload, attempt());
      const body = JSON.parse(request.body) as Json;
      expect(body.type).toBe("message");
      expect(body.attachments).toHaveLength(1);
      const attachment = body.attachments[0] as Json;
      expect(attachment.contentType).toBe("application/vnd.microsoft.card.adaptive");
      const card = attachment.content as Json;
      expect(card).toMatchObject({
        $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
        type: "AdaptiveCard",
        version: "1.4",
      });
      expect(card.actions[0]).toEqual({
        type: "Action.OpenUrl",
        title: button,
        url: payload.event.url,
      });
      const blocks = card.body as Json[];
      expect(blocks[0]!.inlines[0]).toMatchObject({ type: "TextRun", text: "Friday dinner" });
      // Markdown is read in TextBlocks only; none holds text people typed.
      expect(blocks.filter((b) => b.type === "TextBlock")).toEqual([]);
      const factSet = blocks.find((b) => b.type === "FactSet")!;
      expect(factSet.facts[0]).toEqual({
        title: mailT(language)("mail.chat.roundFact"),
        value: "3",
      });
      if (hasDeadline) {
        expect(factSet.facts[1].value).toBe(zoned);
        expect(zoned).toMatch(language === "de" ? /MEZ/ : /CET/);
      }
      expect(await deliver(request)).toEqual({ status: 202, text: "" });
    });

    it("Matrix: a PUT of an m.notice, HTML and plain, to the room, the message id its transaction", async () => {
      const sent = attempt();
      const request = chatRequest(destination("matrix", "m"), payload, sent);
      expect(request.method).toBe("PUT");
      expect(request.url).toBe(
        `${receivers.url}/matrix/_matrix/client/v3/rooms/!room%3Aexample.org/send/m.room.message/${sent.id}`,
      );
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      const body = JSON.parse(request.body) as Json;
      expect(body).toMatchObject({ msgtype: "m.notice", format: "org.matrix.custom.html" });
      expect(body["m.mentions"]).toEqual({});
      expect(body.formatted_body).toContain("<strong>Friday dinner</strong>");
      expect(body.formatted_body).toContain(`<a href="${payload.event.url}">${button}</a>`);
      expect(body.body).toContain(`${button} ${payload.event.url}`);
      expect(body.body).not.toMatch(/<[a-z]/);
      if (hasDeadline) expect(body.body).toContain(zoned);
      const first = await deliver(request);
      expect(first.status).toBe(200);
      // A repeated attempt (the same id) is the same event: the homeserver drops it.
      expect(await deliver(request)).toEqual(first);
      expect(receivers.received.at(-1)!.repeat).toBe(true);
    });

    it("generic webhook: the versioned payload, signed; the library's verifier accepts it", async () => {
      const sent = attempt();
      const request = chatRequest(destination("webhook", "w"), payload, sent);
      expect(request.headers).toMatchObject({
        "content-type": "application/json",
        "user-agent": "Huddle-Webhooks/1",
        "webhook-id": sent.id,
        "webhook-timestamp": String(Math.floor(sent.now.getTime() / 1000)),
      });
      expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const verified = new Webhook(secret).verify(request.body, request.headers);
      expect(verified).toEqual({
        type: payload.type,
        timestamp: payload.occurredAt,
        data: payload,
      });
      expect(chatWebhookBody.parse(verified)).toEqual(verified);
      expect(await deliver(request)).toEqual({ status: 204, text: "" });
    });
  });
});

describe("a group's test message", () => {
  it("is about the group itself, and every chat takes it", async () => {
    const payload = groupTestPayload({
      id: GROUP_ID,
      name: "Neighbours",
      url: `https://huddle.example/group/${GROUP_ID}`,
      language: "de",
    });
    expect(payload.event).toMatchObject({
      id: GROUP_ID,
      title: "Neighbours",
      group: { id: GROUP_ID, name: "Neighbours" },
      roundNumber: null,
      deadline: null,
    });
    for (const kind of chatKinds) {
      const request = chatRequest(destination(kind, "group"), payload, attempt());
      expect(request.body).toContain("Neighbours");
      expect((await deliver(request)).status).toBe(ANSWER[kind]);
    }
  });
});

describe("the generic webhook's signature", () => {
  it("is refused by the verifier and the receiver when the body was changed, or the secret is another", async () => {
    const request = chatRequest(
      destination("webhook", "tamper"),
      payloadsOf("en")["event.closed"]!,
      attempt(),
    );
    const tampered = request.body.replace("Pizza place", "Burger place");
    expect(tampered).not.toBe(request.body);
    expect(() => new Webhook(secret).verify(tampered, request.headers)).toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(request.body, request.headers)).toThrow();
    const before = receivers.refusals.length;
    expect((await deliver({ ...request, body: tampered })).status).toBe(400);
    expect(receivers.refusals.slice(before)).toEqual([
      { path: "/webhook/tamper", reason: expect.stringMatching(/^signature/) as string },
    ]);
  });

  it("carries a rolled secret's signature beside the new one until its day is over", async () => {
    const sent = attempt();
    const old = newSigningSecret();
    const until = new Date(sent.now.getTime() + 1000).toISOString();
    const to = { ...destination("webhook", "rolled"), rolledSecret: { secret: old, until } };
    const event = payloadsOf("en")["event.closed"]!;
    const during = chatRequest(to, event, sent);
    expect(during.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(() => new Webhook(secret).verify(during.body, during.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(during.body, during.headers)).not.toThrow();
    // A receiver still holding the old secret takes it.
    expect((await deliver({ ...during, url: receivers.webhook("rolled-old", old) })).status).toBe(
      204,
    );
    const after = chatRequest(to, event, { ...sent, now: new Date(Date.parse(until)) });
    expect(after.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(() => new Webhook(secret).verify(after.body, after.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(after.body, after.headers)).toThrow();
  });

  it("is made with a new secret each time, as the library writes them", () => {
    const a = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(newSigningSecret());
    expect(() => new Webhook(a)).not.toThrow();
  });
});

describe("text people typed", () => {
  const payload = payloadsOf("en", HOSTILE)["link.shared"]!;
  const bodyOf = (kind: ChatKind) =>
    JSON.parse(chatRequest(destination(kind, "hostile"), payload, attempt()).body) as Json;

  it("Slack: &, < and > are entities (no <!channel> ping, no link), markers fenced; the header is plain", () => {
    const body = bodyOf("slack");
    const section = body.blocks[1].text.text as string;
    expect(section).not.toContain("<script>");
    expect(section).not.toContain("<!channel>");
    expect(section).toContain("&lt;!channel&gt;");
    expect(section).toContain("&amp;");
    expect(section).not.toMatch(/(^|[^\u200B])\*bold\*/);
    expect(section).toContain("\u200B*\u200Bbold\u200B*\u200B");
    expect(body.text).not.toContain("<!channel>");
    expect(body.blocks[0].text.text).toBe(HOSTILE);
  });

  it("Discord: markdown escaped, mentions neither parsed nor pinging", () => {
    const body = bodyOf("discord");
    const embed = body.embeds[0] as Json;
    expect(body.allowed_mentions).toEqual({ parse: [] });
    for (const text of texts(body)) expect(text).not.toMatch(/@everyone/);
    expect(embed.description).toContain("\\<script\\>");
    expect(embed.description).toContain("\\*bold\\*");
    expect(embed.description).toContain("\\[x\\](https://evil.example)");
    expect(embed.description).not.toContain("[x](https://evil.example)");
  });

  it("Teams: in TextRuns, which read no markdown, exactly as typed", () => {
    const card = bodyOf("teams").attachments[0].content as Json;
    expect(card.body[0].inlines[0].text).toBe(HOSTILE);
    expect(card.body.filter((b: Json) => b.type === "TextBlock")).toEqual([]);
  });

  it("Matrix: escaped in the HTML, as typed in the plain body, and an m.notice mentioning no one", () => {
    const body = bodyOf("matrix");
    expect(body.formatted_body).not.toContain("<script>");
    expect(body.formatted_body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body.formatted_body).toContain("&amp;");
    expect(body.body.split("\n")[0]).toBe(HOSTILE);
    expect(body.msgtype).toBe("m.notice");
    expect(body["m.mentions"]).toEqual({});
  });

  it("the generic webhook: as typed, in JSON", () => {
    const body = bodyOf("webhook");
    expect(body.data.event.title).toBe(HOSTILE);
    expect(body.data.link.sharedBy).toBe(HOSTILE);
  });
});

describe("long titles", () => {
  const long = "Long ".repeat(1200).trim();
  for (const [type, payload] of Object.entries(payloadsOf("de", long)))
    it(`are cut within each chat's limits (${type})`, async () => {
      for (const kind of chatKinds) {
        const request = chatRequest(destination(kind, "long"), payload, attempt());
        const body = JSON.parse(request.body) as Json;
        if (kind === "slack") {
          expect(body.blocks[0].text.text.length).toBeLessThanOrEqual(150);
          expect(body.blocks[1].text.text.length).toBeLessThanOrEqual(3000);
          expect(body.text.length).toBeLessThanOrEqual(3000);
          for (const b of body.blocks[3]?.elements ?? [])
            expect(b.text.text.length).toBeLessThanOrEqual(75);
        }
        if (kind === "discord") {
          const embed = body.embeds[0] as Json;
          expect(embed.title.length).toBeLessThanOrEqual(256);
          expect(embed.description.length).toBeLessThanOrEqual(4096);
          expect(embed.fields.length).toBeLessThanOrEqual(25);
          const total =
            embed.title.length +
            embed.description.length +
            embed.footer.text.length +
            embed.fields.reduce((n: number, f: Json) => n + f.name.length + f.value.length, 0);
          expect(total).toBeLessThanOrEqual(6000);
        }
        if (kind === "teams")
          expect(body.attachments[0].content.body[0].inlines[0].text.length).toBeLessThanOrEqual(
            200,
          );
        if (kind === "matrix") expect(request.body.length).toBeLessThan(16_000);
        if (kind === "webhook") expect(body.data.event.title).toBe(long);
        expect((await deliver(request)).status).toBe(ANSWER[kind]);
      }
    });
});

describe("the closed event's result", () => {
  it("ranks as the closing email: the winner first, positions, the tie, the barred link marked, the rest counted", () => {
    const result = payloadsOf("en")["event.closed"]!.result!;
    expect(result).toEqual({
      method: "upDown",
      winner: { title: "Pizza place", url: "https://pizza.example/" },
      ranking: [
        {
          position: 1,
          title: "Pizza place",
          url: "https://pizza.example/",
          score: 3,
          up: 4,
          down: 1,
          barred: false,
        },
        {
          position: 2,
          title: "Taco truck",
          url: "https://tacos.example/menu",
          score: 3,
          up: 3,
          down: 0,
          barred: false,
        },
        {
          position: 3,
          title: "Last week's",
          url: "https://last.example/",
          score: 9,
          up: 9,
          down: 0,
          barred: true,
        },
      ],
      shortlisted: 8,
      tie: true,
      publicUrl: "https://huddle.example/results/tok",
    });
    const t = mailT("en");
    const text = JSON.parse(
      chatRequest(destination("matrix", "r"), payloadsOf("en")["event.closed"]!, attempt()).body,
    ).body as string;
    expect(text).toContain(
      `3. Last week's https://last.example/: +9 (9 up, 0 down) (${t("mail.closed.barred")})`,
    );
    expect(text).toContain(t("mail.closed.more", { count: 5 }));
    expect(text).toContain("Pizza place and Taco truck had the same score");
  });

  it("shows no ranking without a winner (every link barred), and says so", () => {
    const payload = closedPayload(facts("en"), { ...closedResult(), winnerId: null }, null);
    expect(payload.result).toMatchObject({
      winner: null,
      ranking: [],
      tie: false,
      publicUrl: null,
    });
    const body = JSON.parse(
      chatRequest(destination("slack", "r"), payload, attempt()).body,
    ) as Json;
    expect(body.blocks[1].text.text).toContain("none could win");
    expect(body.blocks.at(-1).elements).toHaveLength(1);
  });

  it("writes approvals and dots in their own words", () => {
    const payload = closedPayload(facts("de"), { ...closedResult(), method: "approval" }, null);
    const body = JSON.parse(
      chatRequest(destination("matrix", "r"), payload, attempt()).body,
    ) as Json;
    expect(body.body).toContain("4 Zustimmungen");
  });
});

describe("what the owner is shown", () => {
  it("cuts each address's secret to its last four characters", () => {
    expect(
      shownAddress({ kind: "slack", url: "https://hooks.slack.com/services/T000/B000/XXXXx9Qz" }),
    ).toBe("https://hooks.slack.com/services/…x9Qz");
    expect(
      shownAddress({ kind: "discord", url: "https://discord.com/api/webhooks/123/tokenAbCd" }),
    ).toBe("https://discord.com/api/webhooks/…AbCd");
    expect(
      shownAddress({
        kind: "teams",
        url: "https://prod.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke?api-version=1&sig=secretSIGN",
      }),
    ).toBe("https://prod.westeurope.logic.azure.com/workflows/…SIGN");
    // Another form of a Slack, Discord or generic address: its path is cut after a first word.
    expect(
      shownAddress({ kind: "slack", url: "https://hooks.slack.com/triggers/T0/123/abcdefWXYZ" }),
    ).toBe("https://hooks.slack.com/triggers/…WXYZ");
    expect(
      shownAddress({
        kind: "webhook",
        url: "https://example.com/abcdefghijklmnopqrstuvwxyz1234/x",
        signingSecret: secret,
      }),
    ).toBe("https://example.com/…34/x");
    expect(
      shownAddress({
        kind: "matrix",
        homeserver: "https://matrix.example.org/",
        room: "!room:example.org",
        accessToken: "syt_abcwxyz",
      }),
    ).toBe("https://matrix.example.org · !room:example.org · token …wxyz");
    expect(
      shownAddress({
        kind: "webhook",
        url: "https://example.com/hook?key=abcd1234",
        signingSecret: secret,
      }),
    ).toBe("https://example.com/hook…1234");
    expect(
      shownAddress({
        kind: "webhook",
        url: "https://example.com/hook?key=abcd1234",
        signingSecret: secret,
      }),
    ).not.toContain("abcd");
  });
});

// The receivers stand in for the real services in the worker's tests: their failures are checked
// here, so that a retry test fails for the worker's reasons, not theirs.
describe("the receivers", () => {
  const post = (url: string, body: unknown, signal?: AbortSignal) =>
    fetch(url, { method: "POST", body: JSON.stringify(body), signal });

  it("fail as told, for the next N requests or until healed, per address", async () => {
    const url = receivers.slack("flaky");
    receivers.fail(url, { status: 500 }, 2);
    receivers.fail(url, { status: 429 }, 1);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(url, { text: "x" })).status);
    expect(statuses).toEqual([500, 500, 429, 200]);
    // Another address is not affected; "always" holds until healed.
    receivers.fail(receivers.discord("down"), { status: 503 });
    expect((await post(receivers.discord("up"), { content: "x" })).status).toBe(204);
    expect((await post(receivers.discord("down"), { content: "x" })).status).toBe(503);
    expect((await post(receivers.discord("down"), { content: "x" })).status).toBe(503);
    receivers.heal(receivers.discord("down"));
    expect((await post(receivers.discord("down"), { content: "x" })).status).toBe(204);
    expect(receivers.to(receivers.discord("down")).map((r) => r.status)).toEqual([503, 503, 204]);
  });

  it("hang past a sender's timeout, or close the connection unanswered", async () => {
    receivers.fail(receivers.teams("slow"), { hang: true }, 1);
    await expect(
      post(receivers.teams("slow"), { attachments: [] }, AbortSignal.timeout(200)),
    ).rejects.toThrow();
    receivers.fail(receivers.teams("gone"), { close: true }, 1);
    await expect(post(receivers.teams("gone"), { attachments: [] })).rejects.toThrow();
    expect(receivers.to(receivers.teams("slow")).at(-1)!.status).toBeNull();
    expect((await post(receivers.teams("gone"), { attachments: [] })).status).toBe(202);
  });

  it("refuse what the real services refuse: an unknown Matrix token, an empty message", async () => {
    const request = chatRequest(
      { ...destination("matrix", "m"), accessToken: "not_the_token" } as ChatDestination,
      payloadsOf("en")["test"]!,
      attempt(),
    );
    const answer = await deliver(request);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toMatchObject({ errcode: "M_UNKNOWN_TOKEN" });
    expect((await post(receivers.slack("empty"), {})).status).toBe(400);
    expect((await post(receivers.discord("empty"), {})).status).toBe(400);
  });

  it("wait for a request, and give up after the time given", async () => {
    const url = receivers.slack("later");
    const waited = receivers.waitFor(() => receivers.to(url).length === 1, 2000);
    setTimeout(() => void post(url, { text: "x" }), 50);
    await waited;
    await expect(receivers.waitFor(() => false, 50)).rejects.toThrow(/still waiting/);
  });
});
