// A sign-up from an emailed invitation (decision 203), with verification required: the address
// the invitation went to, with its link's secret, is created verified and signed in, and no
// verification mail goes out. A wrong or forged secret, another address, an invitation older
// than 7 days or an address that has an account get exactly a plain sign-up's answer and mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { invitations, user } from "../../src/server/db/schema";
import { notificationOutbox as outbox } from "../../src/server/features/notifications/tables";
import { eventThroughApi } from "../support/factories/events";
import { createUser, PASSWORD, uniqueEmail } from "../support/factories/people";
import { linkIn } from "../support/smtp-catcher";
import type { TestApp } from "../support/test-app";
import { startAppWithMail, type SmtpCatcher } from "./auth-helpers";

let smtp: SmtpCatcher;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => void ({ app, smtp, close } = await startAppWithMail()));
afterAll(() => close());

/** Invites `email` to a new event by the API and returns the secret its mail's link carries. */
async function invite(email: string) {
  const { creator, event } = await eventThroughApi(app, 0);
  const since = Date.now();
  const res = await creator.client.post(`/api/events/${event.id}/invitations`, { email });
  expect(res.status).toBe(201);
  const mail = await smtp.waitFor(email, { subject: /invited you/i, since });
  const link = new URL(linkIn(mail, app.config.publicUrl));
  return { secret: link.searchParams.get("invitation")!, event };
}

/** Signs up in a new browser; `signedIn`: whether the answer left it a cookie. */
async function signUp(body: Record<string, unknown>) {
  const client = app.client();
  const res = await client.post("/api/auth/sign-up/email", {
    password: PASSWORD,
    name: "Invited Person",
    callbackURL: "/verified?next=%2F",
    ...body,
  });
  return { ...res, signedIn: client.cookies.size > 0 };
}

const stored = async (email: string) =>
  (await app.db.select().from(user).where(eq(user.email, email.toLowerCase())))[0];

const mailsOfKind = async (email: string, kind: string) =>
  (
    await app.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.recipient, email.toLowerCase()))
  ).filter((row) => row.kind === kind).length;

/** A plain sign-up's answer, with what differs between any two sign-ups blanked. */
const shape = (res: {
  status: number;
  json: { token: unknown; user: Record<string, unknown> };
}) => ({
  status: res.status,
  token: res.json.token,
  user: {
    ...res.json.user,
    id: typeof res.json.user.id,
    email: "",
    createdAt: typeof res.json.user.createdAt,
    updatedAt: typeof res.json.user.updatedAt,
  },
});

describe("a sign-up carrying an invitation's secret", () => {
  it("creates the invited address verified and signed in, with no verification mail", async () => {
    const email = uniqueEmail("invited");
    const { secret } = await invite(email);
    const client = app.client();
    // As typed: the address compares lower-cased.
    const res = await client.post("/api/auth/sign-up/email", {
      email: email.toUpperCase(),
      password: PASSWORD,
      name: "Invited Person",
      callbackURL: "/verified?next=%2F",
      invitation: secret,
    });
    expect(res.status).toBe(200);
    expect(typeof res.json.token).toBe("string");
    expect(res.json.user).toMatchObject({ email, emailVerified: true, name: "Invited Person" });
    expect([...client.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(true);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, name: "Invited Person" });
    expect(await stored(email)).toMatchObject({ emailVerified: true });

    // A plain sign-up made afterwards gets its link; the invited address got none.
    const later = uniqueEmail("later");
    const since = Date.now();
    expect((await signUp({ email: later })).status).toBe(200);
    await smtp.waitFor(later, { subject: /verify/i, since });
    expect(await mailsOfKind(email, "account-verify")).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(email) && /verify/i.test(m.subject))).toEqual([]);
  });

  it("goes through verification as before for a wrong or forged secret, another address or an old invitation", async () => {
    const plain = await signUp({ email: uniqueEmail("plain") });
    expect(plain.status).toBe(200);

    const someone = uniqueEmail("someone");
    const { secret } = await invite(someone);
    const [id, signature] = secret.split(".");
    const other = await invite(uniqueEmail("other"));
    const old = uniqueEmail("old");
    const oldInvitation = await invite(old);
    await app.db
      .update(invitations)
      .set({ createdAt: sql`now() - interval '7 days'` })
      .where(eq(invitations.id, oldInvitation.secret.split(".")[0]!));

    const cases: [string, string, string][] = [
      ["another invitation's secret", someone, other.secret],
      ["a forged signature", someone, `${id}.${"A".repeat(signature!.length)}`],
      ["the signature under another id", someone, `${crypto.randomUUID()}.${signature}`],
      ["not a secret at all", someone, "nonsense"],
      ["another address than the invitation's", uniqueEmail("elsewhere"), secret],
      ["an invitation 7 days old", old, oldInvitation.secret],
    ];
    for (const [label, email, invitation] of cases) {
      const since = Date.now();
      const res = await signUp({ email, invitation });
      expect(shape(res), label).toEqual(shape(plain));
      expect(res.signedIn, label).toBe(false);
      expect(await stored(email), label).toMatchObject({ emailVerified: false });
      await smtp.waitFor(email, { subject: /verify/i, since });
      // Start the next case with a fresh address where it takes one.
      await app.db.delete(user).where(eq(user.email, email.toLowerCase()));
    }
  });

  it("answers an address that has an account exactly as a plain sign-up, and mails its owner", async () => {
    const owner = await createUser(app.db, { name: "Owner" });
    const { secret } = await invite(owner.email);
    const plain = await signUp({ email: uniqueEmail("fresh") });
    const since = Date.now();
    const res = await signUp({ email: owner.email, invitation: secret });
    expect(shape(res)).toEqual(shape(plain));
    expect(res.signedIn).toBe(false);
    await smtp.waitFor(owner.email, { subject: /already have/i, since });
    expect(await stored(owner.email)).toMatchObject({ name: "Owner", emailVerified: true });
  });

  it("refuses an invitation that is not text or too long, before anything is written", async () => {
    for (const invitation of [5, "x".repeat(513)]) {
      const email = uniqueEmail("bad");
      const res = await signUp({ email, invitation });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toHaveProperty("invitation");
      expect(await stored(email)).toBeUndefined();
    }
  });
});
