import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";
import { signedInUser } from "../support/factories/people";
import { createEventAs, eventThroughApi, joinAs } from "../support/factories/events";
import { startSmtpCatcher, linkIn } from "../support/smtp-catcher";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startTestApp({ env: { EMAIL_VERIFICATION: "off" }, mailer: smtpMailer() });
});
const smtpMailer = () =>
  createMailer({ smtpUrl: smtp.url, from: "Huddle <huddle@localhost>", outboxDir: "/tmp/unused" });

afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe("the invite preview", () => {
  it("shows anyone the title, description, member count, status, deadline and creator behind a code", async () => {
    const { creator, event } = await eventThroughApi(app, 1, "Ski trip <2026>");
    const deadline = new Date(Date.now() + 48 * 3600_000).toISOString();
    await creator.client.patch(`/api/events/${event.id}`, {
      description: "Two nights in the Alps",
      deadline,
    });
    const res = await app.client().get(`/api/invite/${event.invitationCode.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      kind: "event",
      title: "Ski trip <2026>",
      description: "Two nights in the Alps",
      memberCount: 2,
      status: "active",
      deadline,
      creatorName: creator.name,
      inviterName: null,
      result: null,
    });
  });

  it("shows a closed event's result as the public result does, without names", async () => {
    const { creator, members, event } = await eventThroughApi(app, 1, "Dinner");
    const base = `/api/events/${event.id}`;
    const link = (
      await creator.client.post(`${base}/links`, {
        url: "https://trattoria.example/",
        title: "Trattoria",
      })
    ).json as { id: string };
    await creator.client.put(`${base}/links/${link.id}/shortlist`);
    await members[0]!.client.put(`${base}/links/${link.id}/vote`, { value: "up" });
    await creator.client.post(`${base}/close`);
    const res = await app.client().get(`/api/invite/${event.invitationCode}`);
    expect(res.status).toBe(200);
    const { result } = res.json;
    expect(result).toMatchObject({
      title: "Dinner",
      status: "completed",
      memberCount: 2,
      votedCount: 1,
      winner: { id: link.id, title: "Trattoria", score: 1, up: 1, down: 0 },
      ranking: [{ id: link.id, title: "Trattoria", score: 1 }],
    });
    // Counts and titles only: nobody's name or address.
    const text = JSON.stringify(result);
    for (const person of [creator, members[0]!]) {
      expect(text).not.toContain(person.name);
      expect(text).not.toContain(person.email);
    }
  });

  it("tells a member which event it is, so the invite page can open it", async () => {
    const { members, event } = await eventThroughApi(app, 1);
    const outsider = await signedInUser(app);
    expect(
      (await members[0]!.client.get(`/api/invite/${event.invitationCode}`)).json,
    ).toMatchObject({ eventId: event.id });
    expect(
      (await outsider.client.get(`/api/invite/${event.invitationCode}`)).json.eventId,
    ).toBeUndefined();
  });

  it("answers an unknown or absurd code with 404", async () => {
    for (const code of ["NOPE2345", "x".repeat(100), "%20", "AB%00CD", "%E2%82%AC"]) {
      const res = await app.client().get(`/api/invite/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.json.error).toEqual({ code: "invalidCode", message: "Invalid invitation code" });
    }
  });
});

describe("inviting by email", () => {
  it("sends a real email with the title, who invites and the invite link, and records it", async () => {
    const ada = await signedInUser(app, { name: "Ada <b>Lovelace</b>" });
    const event = await createEventAs(ada, `Dinner & "drinks" <script>`);
    const since = Date.now();
    const res = await ada.client.post(`/api/events/${event.id}/invitations`, {
      email: "  Friend@Example.test ",
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ email: "Friend@Example.test" });

    const mail = await smtp.waitFor("friend@example.test", { since });
    const link = linkIn(mail, app.config.publicUrl);
    // The invite link, with this invitation's secret (decision 208).
    const inviteUrl = `${app.config.publicUrl}/invite/${event.invitationCode}?invitation=`;
    expect(link.startsWith(inviteUrl)).toBe(true);
    // Whitespace aside: the test MIME reader keeps the folding space between encoded words.
    const subject = mail.subject.replace(/\s+/g, "");
    expect(subject).toBe(`Ada<b>Lovelace</b>invitedyouto"Dinner&"drinks"<script>"onHuddle`);
    expect(mail.text).toContain(`Dinner & "drinks" <script>`);
    expect(mail.text).toContain(ada.email);
    expect(mail.html).toContain("Dinner &amp; &quot;drinks&quot; &lt;script&gt;");
    expect(mail.html).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`href="${link}"`);

    const recorded = await app.db
      .select()
      .from(invitations)
      .where(eq(invitations.eventId, event.id));
    expect(recorded).toMatchObject([{ email: "friend@example.test", invitedBy: ada.id }]);
  });

  it("puts the invitation's secret in the link: its page names the inviter, nothing else does", async () => {
    const { creator, members, event } = await eventThroughApi(app, 1);
    const since = Date.now();
    await members[0]!.client.post(`/api/events/${event.id}/invitations`, {
      email: "secret.holder@example.test",
    });
    const mail = await smtp.waitFor("secret.holder@example.test", { since });
    const link = new URL(linkIn(mail, app.config.publicUrl));
    expect(link.pathname).toBe(`/invite/${event.invitationCode}`);
    const secret = link.searchParams.get("invitation")!;
    const preview = (query: string) =>
      app.client().get(`/api/invite/${event.invitationCode}${query}`);
    const named = await preview(`?invitation=${encodeURIComponent(secret)}`);
    expect(named.json).toMatchObject({ inviterName: members[0]!.name, creatorName: creator.name });

    // Forged, altered, or another event's secret: no inviter, and still the preview.
    const other = await eventThroughApi(app, 0);
    const [id, signature] = secret.split(".");
    for (const forged of [
      "nonsense",
      `${id}.${"A".repeat(signature!.length)}`,
      `${crypto.randomUUID()}.${signature}`,
      `${id}.${signature}.x`,
    ]) {
      const res = await preview(`?invitation=${encodeURIComponent(forged)}`);
      expect(res.status, forged).toBe(200);
      expect(res.json.inviterName, forged).toBeNull();
    }
    const elsewhere = await app
      .client()
      .get(`/api/invite/${other.event.invitationCode}?invitation=${encodeURIComponent(secret)}`);
    expect(elsewhere.json.inviterName).toBeNull();
  });

  it("lets the recipient join with the link's code", async () => {
    const { creator, event } = await eventThroughApi(app, 0);
    const friend = await signedInUser(app);
    const since = Date.now();
    await creator.client.post(`/api/events/${event.id}/invitations`, { email: friend.email });
    const mail = await smtp.waitFor(friend.email, { since });
    const code = new URL(linkIn(mail, app.config.publicUrl)).pathname.split("/invite/")[1]!;
    expect((await joinAs(friend, code)).id).toBe(event.id);
  });

  it("is open to members, not only the creator", async () => {
    const { members, event } = await eventThroughApi(app, 1);
    const res = await members[0]!.client.post(`/api/events/${event.id}/invitations`, {
      email: "member.invites@example.test",
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [{}],
    [{ email: "" }],
    [{ email: "not an email" }],
    [{ email: `${"a".repeat(250)}@example.test` }],
    [{ email: 5 }],
  ])("refuses %j with 400 and sends nothing", async (body) => {
    const { creator, event } = await eventThroughApi(app, 0);
    const res = await creator.client.post(`/api/events/${event.id}/invitations`, body);
    expect(res.status).toBe(400);
    expect(res.json.error.fields.email).toBeTruthy();
    expect(
      await app.db.select().from(invitations).where(eq(invitations.eventId, event.id)),
    ).toEqual([]);
  });
});

describe("invitation limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      mailer: smtpMailer(),
      env: {
        RATE_LIMIT_INVITES_PER_DAY: "4",
        RATE_LIMIT_INVITES_TO_ONE_PER_DAY: "2",
        RATE_LIMIT_JOIN_PER_10_MINUTES: "3",
      },
    });
  });
  afterAll(() => limited.close());

  it("allows a few mails to one recipient a day, from anyone", async () => {
    const a = await eventThroughApi(limited, 1);
    const to = "popular@example.test";
    expect(
      (await a.creator.client.post(`/api/events/${a.id}/invitations`, { email: to })).status,
    ).toBe(201);
    expect(
      (
        await a.members[0]!.client.post(`/api/events/${a.id}/invitations`, {
          email: to.toUpperCase(),
        })
      ).status,
    ).toBe(201);
    const third = await a.creator.client.post(`/api/events/${a.id}/invitations`, { email: to });
    expect(third.status).toBe(429);
    expect(third.json.error.code).toBe("tooManyRequests");
    expect(
      await limited.db.select().from(invitations).where(eq(invitations.email, to)),
    ).toHaveLength(2);
  });

  it("allows a sender a limited number a day", async () => {
    const a = await eventThroughApi(limited, 0);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await a.creator.client.post(`/api/events/${a.id}/invitations`, {
            email: `guest${i}@example.test`,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it("limits invite lookups per client address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await limited.client().get("/api/invite/NOPE2345")).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
