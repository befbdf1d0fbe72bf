// Two languages (decision 220): a person's language is kept on the account (PATCH /api/me, only
// "en" or "de"), and the emails they get are written in it; an invitation to an address with no
// account is in the inviter's language. Real mail, through a real SMTP server.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema";
import { createMailer } from "../../src/server/mail/mailer";
import { createEventAs, joinAs } from "../support/factories/events";
import { signedInUser, uniqueEmail } from "../support/factories/people";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startTestApp({
    env: { EMAIL_VERIFICATION: "off" },
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: "Huddle <huddle@localhost>",
      outboxDir: "/tmp/unused",
    }),
  });
});

afterAll(async () => {
  await app.close();
  await smtp.close();
});

const languageOf = async (id: string) =>
  (await app.db.select({ language: user.language }).from(user).where(eq(user.id, id)))[0]?.language;

async function german() {
  const person = await signedInUser(app, { name: "Grete" });
  expect((await person.client.patch("/api/me", { language: "de" })).status).toBe(200);
  return person;
}

describe("the language on the account", () => {
  it("is none at first, then kept and answered by GET and PATCH /api/me", async () => {
    const ada = await signedInUser(app, { name: "Ada" });
    expect((await ada.client.get("/api/me")).json).toMatchObject({ name: "Ada", language: null });

    const res = await ada.client.patch("/api/me", { language: "de" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Ada", language: "de" });
    expect(await languageOf(ada.id)).toBe("de");
    expect((await ada.client.get("/api/me")).json.language).toBe("de");
    // Better Auth's session answer carries it too: the browser reads it there.
    expect((await ada.client.get("/api/auth/get-session")).json.user.language).toBe("de");

    // A new name leaves the language as it is, and the other way round.
    await ada.client.patch("/api/me", { name: "Ada L." });
    expect(await languageOf(ada.id)).toBe("de");
    await ada.client.patch("/api/me", { language: "en" });
    expect((await ada.client.get("/api/me")).json).toMatchObject({
      name: "Ada L.",
      language: "en",
    });
  });

  it("refuses anything but en or de with 400, and changes nothing", async () => {
    const ada = await german();
    for (const body of [
      { language: "fr" },
      { language: "DE" },
      { language: "de-DE" },
      { language: "" },
      { language: null },
      { language: 1 },
      { language: ["de"] },
      { name: "Ada", language: "xx" },
      {},
    ]) {
      const res = await ada.client.patch("/api/me", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toMatchObject(Object.values(res.json.error.fields)[0]!);
    }
    expect(await languageOf(ada.id)).toBe("de");
    expect((await ada.client.get("/api/me")).json.name).toBe("Grete");
  });

  it("cannot be set signed out", async () => {
    const res = await app.client().patch("/api/me", { language: "de" });
    expect(res.status).toBe(401);
  });
});

describe("emails in the recipient's language", () => {
  it("invites an address with no account in the inviter's language", async () => {
    const grete = await german();
    const event = await createEventAs(grete, "Sommerfest");
    const to = uniqueEmail("gast");
    const since = Date.now();
    expect(
      (await grete.client.post(`/api/events/${event.id}/invitations`, { email: to })).status,
    ).toBe(201);
    const mail = await smtp.waitFor(to, { since });
    expect(mail.subject.replace(/\s+/g, " ")).toBe(
      "Grete hat dich zu „Sommerfest“ auf Huddle eingeladen",
    );
    expect(mail.text).toContain("Hallo,");
    expect(mail.text).toContain("Dem Event beitreten");
    expect(mail.html).toContain("<strong>Sommerfest</strong>");
    expect(mail.html).toContain("Abbestellen");
    expect(mail.text).not.toContain("invited you");
  });

  it("invites a German account in German, even from an English inviter", async () => {
    const grete = await german();
    const ada = await signedInUser(app, { name: "Ada" });
    const event = await createEventAs(ada, "Summer party");
    const since = Date.now();
    await ada.client.post(`/api/events/${event.id}/invitations`, { email: grete.email });
    const mail = await smtp.waitFor(grete.email, { since });
    expect(mail.subject).toContain("hat dich zu „Summer party“ auf Huddle eingeladen");

    // And an English account in English (an account with no language yet: the inviter's).
    const bob = await signedInUser(app, { name: "Bob" });
    await bob.client.patch("/api/me", { language: "en" });
    const englishSince = Date.now();
    await grete.client.post(`/api/events/${(await createEventAs(grete, "Fest")).id}/invitations`, {
      email: bob.email,
    });
    const english = await smtp.waitFor(bob.email, { since: englishSince });
    expect(english.subject).toBe('Grete invited you to "Fest" on Huddle');
  });

  it("tells each member of a closed event in their own language", async () => {
    const ada = await signedInUser(app, { name: "Ada" });
    const grete = await german();
    const event = await createEventAs(ada, "Retreat");
    await joinAs(grete, event.invitationCode);
    const since = Date.now();
    expect((await ada.client.post(`/api/events/${event.id}/close`)).status).toBe(200);
    const toGrete = await smtp.waitFor(grete.email, { since });
    const toAda = await smtp.waitFor(ada.email, { since });
    expect(toGrete.subject).toBe("„Retreat“ ist beendet");
    expect(toGrete.text).toContain("In der Auswahl war nichts, deshalb gibt es keinen Gewinner.");
    expect(toGrete.text).toContain("Ergebnis ansehen");
    expect(toAda.subject).toBe('"Retreat" has closed');
  });

  it("sends a German account's password reset in German", async () => {
    const grete = await german();
    const since = Date.now();
    const res = await app.client().post("/api/auth/request-password-reset", { email: grete.email });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(grete.email, { since, subject: /Passwort/ });
    expect(mail.subject).toBe("Setze dein Huddle-Passwort zurück");
    expect(mail.text).toContain("Hallo Grete,");
    expect(mail.html).toContain("Neues Passwort wählen");
  });
});
