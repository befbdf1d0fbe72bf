// The request log: one JSON line per request (method, path, status, duration, request id), and
// never a password, cookie, token or email body; an error is logged by its name and code, never
// with SQL, parameters or a page's or member's text. A whole account's life is driven through the
// API with real mail (sign-up, verification, an invitation, sign-out, sign-in, a wrong password, a
// reset), then the captured log is searched for every secret that passed through the server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../src/server/mail/mailer";
import type { LogLine } from "../../src/server/kernel/request-log";
import { linkIn, type CaughtMail } from "../support/smtp-catcher";
import { uniqueEmail } from "../support/factories/people";
import { eventWithMembers } from "../support/factories/events";
import { startLocalSite } from "../support/local-site";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { logProblems, secretsOf } from "../e2e/support/log-check";
import { getWithoutFollowing, startAppWithMail, type SmtpCatcher } from "./auth-helpers";

let smtp: SmtpCatcher;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => void ({ app, smtp, close } = await startAppWithMail()));
afterAll(() => close());

/** The log as the server writes it: one JSON text line per entry. */
const asLines = (entries: LogLine[]) => entries.map((entry) => JSON.stringify(entry));

/** Every cookie value a client has held, whole and its token part. */
function cookieSecrets(seen: Set<string>) {
  return [...seen].flatMap((value) => {
    const decoded = decodeURIComponent(value);
    return [value, decoded, decoded.split(".")[0]!];
  });
}

describe("the request log", () => {
  it("has one line per request, and no secret of a whole account's life", async () => {
    const requestIds: string[] = [];
    const cookies = new Set<string>();
    /** Sends, remembering the answer's request id and every cookie the client now holds. */
    const track = async <T extends { headers: Headers }>(client: TestClient, send: Promise<T>) => {
      const res = await send;
      requestIds.push(res.headers.get("x-request-id")!);
      for (const value of client.cookies.values()) cookies.add(value);
      return res;
    };
    const email = uniqueEmail("logged");
    const password = "a password nobody logs";
    const newPassword = "another password nobody logs";
    const wrongPassword = "a wrong password nobody logs";
    const invitee = uniqueEmail("invitee");
    const mails: CaughtMail[] = [];
    const since = Date.now();
    app.logs.length = 0;

    const me = app.client();
    await track(me, me.post("/api/auth/sign-up/email", { email, password, name: "Logged Person" }));
    const verification = await smtp.waitFor(email, { subject: /verify/i, since });
    mails.push(verification);
    const verify = await getWithoutFollowing(me, linkIn(verification, app.url));
    expect(verify.status).toBe(302);
    // getWithoutFollowing is a fetch of its own: its cookie is kept here, and it and the reset
    // link below are the two requests not tracked.
    for (const value of me.cookies.values()) cookies.add(value);
    const uncounted = 2;

    expect((await track(me, me.get("/api/me"))).status).toBe(200);
    const event = await track(me, me.post("/api/events", { title: "Logged dinner" }));
    expect(event.status).toBe(201);
    const invited = await track(
      me,
      me.post(`/api/events/${event.json.id}/invitations`, { email: invitee }),
    );
    expect(invited.status).toBe(201);
    mails.push(await smtp.waitFor(invitee, { since }));
    expect((await track(me, me.post("/api/auth/sign-out"))).status).toBe(200);
    const wrong = await track(
      me,
      me.post("/api/auth/sign-in/email", { email, password: wrongPassword }),
    );
    expect(wrong.status).toBe(401);
    expect((await track(me, me.post("/api/auth/sign-in/email", { email, password }))).status).toBe(
      200,
    );
    const stranger = app.client();
    await track(stranger, stranger.post("/api/auth/request-password-reset", { email }));
    const reset = await smtp.waitFor(email, { subject: /reset/i, since });
    mails.push(reset);
    const token = new URL(linkIn(reset, app.url + "/reset-password")).searchParams.get("token")!;
    expect(
      (await track(stranger, stranger.post("/api/auth/reset-password", { token, newPassword })))
        .status,
    ).toBe(200);
    expect(
      (await track(me, me.post("/api/auth/sign-in/email", { email, password: newPassword })))
        .status,
    ).toBe(200);
    expect((await track(me, me.get(`/api/events/${event.json.id}`))).status).toBe(200);
    expect((await track(stranger, stranger.get("/api/no-such-route"))).status).toBe(404);
    // An invitation code lets anyone join: the invite page and its lookup log its name instead.
    const code = event.json.invitationCode as string;
    expect((await track(stranger, stranger.get(`/api/invite/${code}`))).status).toBe(200);
    expect((await track(stranger, stranger.get(`/invite/${code}`))).status).toBe(200);
    // Better Auth's own reset link (unused by our mail) answers a redirect; not followed here.
    await getWithoutFollowing(stranger, `/api/auth/reset-password/${token}?callbackURL=/`);
    const verificationToken = new URL(linkIn(verification, app.url)).searchParams.get("token")!;

    const requestLines = app.logs.filter((line) => "method" in line);
    expect(requestLines).toHaveLength(requestIds.length + uncounted);
    for (const id of requestIds)
      expect(requestLines.filter((line) => line.requestId === id)).toHaveLength(1);
    expect(requestLines).toContainEqual({
      level: "info",
      method: "POST",
      path: "/api/auth/sign-in/email",
      status: 401,
      durationMs: expect.any(Number),
      requestId: expect.any(String),
    });
    // The verification link's path is logged, never its query (where the token is).
    expect(requestLines.map((line) => line.path)).toContain("/api/auth/verify-email");

    expect(requestLines.map((line) => line.path)).toEqual(
      expect.arrayContaining([
        "/api/invite/:code",
        "/invite/:code",
        "/api/auth/reset-password/:token",
      ]),
    );

    const secrets = [
      code,
      password,
      newPassword,
      wrongPassword,
      token,
      verificationToken,
      ...cookieSecrets(cookies),
      ...mails.flatMap(secretsOf),
    ];
    expect(cookies.size).toBeGreaterThanOrEqual(2);
    expect(secrets.length).toBeGreaterThan(10);
    expect(logProblems(asLines(app.logs), secrets)).toEqual([]);
  });

  it("keeps a preview that cannot be stored out of the log: no SQL, parameter or page text", async () => {
    const site = await startLocalSite();
    const previews = await startTestApp({
      env: { LINK_PREVIEWS: "1", TEST_PREVIEW_LOOPBACK_PORT: String(site.port) },
    });
    try {
      // A page whose title the database refuses, as it once refused NUL (decision 201): a check
      // that fails puts the whole row in the error's detail, and Drizzle's wrapper puts the
      // query and every parameter in its message.
      const pageText = ["Refused page title", "A sentence only the page says"];
      const hostile = (title: string) =>
        `<html><head><title>${title}\u0000 \u202e${pageText[0]}</title>` +
        `<meta name="description" content="${pageText[1]}\u0000"></head></html>`;
      site.serve("/refused", hostile("Looked at"));
      site.serve("/refused-shared", hostile("Shared"));
      await previews.db.execute(
        sql.raw(`alter table link_previews add constraint refuse_the_page
          check (title is null or title not like '%${pageText[0]}%')`),
      );
      const { id, members } = await eventWithMembers(previews, 1);
      const client = members[0]!.client;
      const look = (path: string) =>
        client.get(`/api/events/${id}/link-preview?url=${encodeURIComponent(site.url(path))}`);

      // The look answers (without a preview), and the failed fetch is remembered: the page is
      // not fetched again at every look.
      const first = await look("/refused");
      expect(first.status).toBe(200);
      expect(first.json.preview).toBeNull();
      expect((await look("/refused")).status).toBe(200);
      expect(site.hits("/refused")).toBe(1);
      // Shared, the page is fetched in the background, and fails there the same way.
      const shared = await client.post(`/api/events/${id}/links`, {
        url: site.url("/refused-shared"),
        title: "Our words",
      });
      expect(shared.status).toBe(201);
      await expect
        .poll(() => previews.logs.filter((l) => l.msg === "link preview not stored").length)
        .toBe(2);

      const lines = asLines(previews.logs);
      expect(previews.logs.filter((l) => l.msg === "link preview not stored")).toEqual([
        {
          level: "error",
          msg: "link preview not stored",
          error: expect.any(String),
          code: "23514",
        },
        {
          level: "error",
          msg: "link preview not stored",
          error: expect.any(String),
          code: "23514",
        },
      ]);
      expect(logProblems(lines, [...pageText, "Looked at", "Our words"])).toEqual([]);
      for (const line of lines) {
        expect(line).not.toMatch(/insert into|link_previews|params|Failing row|\$\d/i);
        expect(line).not.toContain(site.url(""));
      }
    } finally {
      await previews.close();
      await site.close();
    }
  });

  it("keeps mail bodies out of the log when mail goes to the outbox instead of SMTP", async () => {
    const lines: LogLine[] = [];
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-outbox-"));
    const log = (line: LogLine) => void lines.push(line);
    const outbox = await startTestApp({
      mailer: createMailer({ from: "Huddle <huddle@localhost>", outboxDir, log }),
    });
    try {
      const email = uniqueEmail("outbox");
      const me = outbox.client();
      const password = "an outbox password nobody logs";
      await me.post("/api/auth/sign-up/email", { email, password, name: "Outbox Person" });
      await outbox.client().post("/api/auth/request-password-reset", { email });
      const file = await waitForFile(outboxDir);
      const text = fs.readFileSync(path.join(outboxDir, file), "utf8");
      const body = text.slice(text.indexOf("\n\n") + 2);
      const subject = text.match(/^Subject: (.*)$/m)![1]!;
      // The outbox line says where the mail is, never what it says.
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "mail written to outbox", subject }),
      );
      const all = asLines([...lines, ...outbox.logs]);
      expect(logProblems(all, [password, ...secretsOf({ subject, text: body })])).toEqual([]);
    } finally {
      await outbox.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});

async function waitForFile(dir: string) {
  for (let i = 0; i < 100; i++) {
    const files = fs.readdirSync(dir);
    if (files.length) return files[0]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no mail in the outbox");
}
