// Which emails a person gets (issue #14): settings per kind when signed in, and the signed
// one-click unsubscribe link in every email (RFC 8058: a page to open, and a POST a mail program
// sends). A forged or altered token is refused and changes nothing. And the creator's
// "Ada and Ben joined" email, at most once a day.
import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventMembers, events } from "../../src/server/db/schema";
import { testRows } from "../support/rows";
import { unsubscribeToken } from "../../src/server/features/notifications/tokens";
import { TEST_SECRET } from "../support/test-app";
import { linkIn } from "../support/smtp-catcher";
import { eventThroughApi, joinAs } from "../support/factories/events";
import { people, signedInUser } from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";
import { appWithMail } from "../support/mail-app";

const world = appWithMail();

const ALL_ON = {
  invitation: true,
  reminder: true,
  deadline: true,
  closed: true,
  joined: true,
  roundOpened: true,
};
const tokenIn = (url: string) => new URL(url).searchParams.get("token")!;

describe("notification settings", () => {
  it("has every kind on at first, and turns kinds off and on again", async () => {
    const [person] = await people(world.app, 1);
    expect((await person!.client.get("/api/me/notifications")).json).toEqual(ALL_ON);
    const off = await person!.client.put("/api/me/notifications", { closed: false, joined: false });
    expect(off.json).toEqual({ ...ALL_ON, closed: false, joined: false });
    const on = await person!.client.put("/api/me/notifications", { closed: true });
    expect(on.json).toEqual({ ...ALL_ON, joined: false });
    expect((await person!.client.get("/api/me/notifications")).json).toEqual(on.json);
  });

  it("refuses bad settings, changing nothing", async () => {
    const [person] = await people(world.app, 1);
    const before = await snapshotTables(world.app.db);
    for (const body of [{}, { reminder: "no" }, { reminder: 0 }, { spam: false }, [], "x", null]) {
      const res = await person!.client.put("/api/me/notifications", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { fields } = res.json.error;
      if (fields) expect(res.json.error).toMatchObject(Object.values(fields)[0]!);
      else expect(res.json.error.code).toBe("badJson");
    }
    expect(await snapshotTables(world.app.db)).toEqual(before);
  });
});

describe("unsubscribing by the link in an email", () => {
  it("stops invitations to that address, by the page or by a mail program's one-click POST", async () => {
    const { creator, id } = await eventThroughApi(world.app, 0);
    const to = "friend-unsub@example.test";
    let since = Date.now();
    expect((await creator.client.post(`/api/events/${id}/invitations`, { email: to })).status).toBe(
      201,
    );
    const mail = await world.smtp.waitFor(to, { since });
    const page = linkIn(mail, `${world.app.url}/unsubscribe?token=`);
    const oneClick = mail.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
    expect(oneClick).toBe(page.replace("/unsubscribe?", "/api/unsubscribe?"));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const anonymous = world.app.client();
    const token = encodeURIComponent(tokenIn(page));
    const looked = await anonymous.get(`/api/unsubscribe?token=${token}`);
    expect(looked.json).toEqual({ email: to, kind: "invitation", subscribed: true });
    // What a mail program sends (no cookie, no Origin, a form body).
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: to, kind: "invitation", subscribed: false });

    since = Date.now();
    expect((await creator.client.post(`/api/events/${id}/invitations`, { email: to })).status).toBe(
      201,
    );
    const queued = await testRows(
      world.app.db,
      sql`select id from notification_outbox where recipient = ${to}`,
    );
    expect(queued).toHaveLength(1);

    // "Subscribe again" on the page.
    const again = await anonymous.post(`/api/unsubscribe?token=${token}`, { subscribed: true });
    expect(again.json).toEqual({ email: to, kind: "invitation", subscribed: true });
    since = Date.now();
    await creator.client.post(`/api/events/${id}/invitations`, { email: to });
    await world.smtp.waitFor(to, { since });
  });

  it("turns off only the kind it names, for the address it names", async () => {
    const person = await signedInUser(world.app, { name: "Kim" });
    const token = unsubscribeToken(TEST_SECRET, person.email, "closed");
    const res = await world.app
      .client()
      .post(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {});
    expect(res.json).toEqual({ email: person.email, kind: "closed", subscribed: false });
    expect((await person.client.get("/api/me/notifications")).json).toEqual({
      ...ALL_ON,
      closed: false,
    });
  });

  it("refuses forged, altered or malformed tokens, changing nothing", async () => {
    const email = "victim@example.test";
    const real = unsubscribeToken(TEST_SECRET, email, "reminder");
    const [kind, address, signature] = real.split(".");
    const other = Buffer.from("someone@example.test").toString("base64url");
    const forged = [
      "",
      "garbage",
      `${kind}.${address}`,
      `closed.${address}.${signature}`, // another kind, same signature
      `${kind}.${other}.${signature}`, // another address
      `${kind}.${address}.${signature!.slice(0, -2)}`,
      `${kind}.${address}.${signature}x`,
      `${kind}.${address}.${signature}.extra`,
      unsubscribeToken("another-secret-another-secret-another", email, "reminder"),
      `spam.${address}.${signature}`,
      "x".repeat(5000),
    ];
    const before = await snapshotTables(world.app.db);
    for (const token of forged) {
      const query = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
      for (const res of [
        await world.app.client().get(query),
        await world.app.client().post(query, { subscribed: false }),
      ]) {
        expect(res.status, token.slice(0, 40)).toBe(400);
        expect(res.json.error).toEqual({
          code: "badUnsubscribeToken",
          message: "This unsubscribe link is not valid",
        });
      }
    }
    expect((await world.app.client().get("/api/unsubscribe")).status).toBe(400);
    const good = `/api/unsubscribe?token=${encodeURIComponent(real)}`;
    for (const body of [{ subscribed: "yes" }, { other: 1 }, "not json"]) {
      expect((await world.app.client().post(good, body)).status).toBe(400);
    }
    expect(await snapshotTables(world.app.db)).toEqual(before);
  });
});

describe("people joined", () => {
  it("tells the creator who joined, at most once a day", async () => {
    const { creator, event, id } = await eventThroughApi(world.app, 2, "Board games");
    const since = Date.now();
    await world.app.scheduler.tick();
    const mail = await world.smtp.waitFor(creator.email, { subject: /joined/, since });
    expect(mail.subject).toBe('Member 1 and Member 2 joined "Board games"');
    expect(mail.text).toContain(`${world.app.url}/event/${id}?tab=members`);

    const [late] = await people(world.app, 1, "Late");
    await joinAs(late!, event.invitationCode);
    await world.app.scheduler.tick();
    await new Promise((r) => setTimeout(r, 300));
    const joined = world.smtp.mails.filter(
      (m) => m.receivedAt >= since && /joined/.test(m.subject),
    );
    expect(joined.filter((m) => m.text.includes(id))).toHaveLength(1);

    // A day later the one who joined since is announced (the joins move a day back with the
    // announcement, as if the day had passed).
    await world.app.db
      .update(events)
      .set({ joinsAnnouncedAt: sql`now() - interval '25 hours'` })
      .where(eq(events.id, id));
    await world.app.db
      .update(eventMembers)
      .set({ joinedAt: sql`now() - interval '26 hours'` })
      .where(and(eq(eventMembers.eventId, id), ne(eventMembers.userId, late!.id)));
    const later = Date.now();
    await world.app.scheduler.tick();
    const next = await world.smtp.waitFor(creator.email, { subject: /joined/, since: later });
    expect(next.subject).toBe('Late 1 joined "Board games"');
  });
});

describe("people joined a round", () => {
  it("is told to the group's creator, never to the round's opener once their role ended", async () => {
    const [ada, bob, eve] = await people(world.app, 3, "Round");
    const emailOf = async (id: string) =>
      (
        await testRows<{ email: string }>(
          world.app.db,
          sql`select email from "user" where id = ${id}`,
        )
      )[0]!.email;
    const group = await ada!.client.call<{ id: string; invitationCode: string }>(
      "POST",
      "/api/groups",
      { name: "Quiz night" },
    );
    await bob!.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    await ada!.client.call("PUT", `/api/groups/${group.id}/members/${bob!.id}/role`, {
      role: "admin",
    });
    const round = await bob!.client.call<{ id: string }>("POST", `/api/groups/${group.id}/rounds`, {
      title: "Quiz one",
    });
    await ada!.client.call("DELETE", `/api/groups/${group.id}/members/${bob!.id}`);
    const since = Date.now();
    await eve!.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    await world.app.scheduler.tick();
    const mail = await world.smtp.waitFor(await emailOf(ada!.id), { subject: /joined/, since });
    expect(mail.subject).toBe('Round 3 joined "Quiz one"');
    expect(mail.text).toContain(round.id);
    const bobs = await emailOf(bob!.id);
    expect(world.smtp.mails.filter((m) => m.to.includes(bobs) && /joined/.test(m.subject))).toEqual(
      [],
    );
  });
});
