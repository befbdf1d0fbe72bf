// Helpers for the account tests: an app that really sends mail, a GET that does not follow
// redirects (the verification link answers 302 with the session cookie), keeping cookies in the
// person's jar, and the session cookie itself.
import { createMailer } from "../../src/server/mail/mailer";
import { SESSION_COOKIE } from "../support/session-cookie";
import { startSmtpCatcher } from "../support/smtp-catcher";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** A test app with SMTP configured (so sign-up asks for verification), its mail caught. */
export async function startAppWithMail(): Promise<{
  app: TestApp;
  smtp: SmtpCatcher;
  close: () => Promise<void>;
}> {
  const smtp = await startSmtpCatcher();
  const app = await startTestApp({ env: { SMTP_URL: smtp.url }, mailer: smtpMailer(smtp.url) });
  return { app, smtp, close: async () => (await app.close(), await smtp.close()) };
}

export async function getWithoutFollowing(client: TestClient, url: string) {
  const cookie = client.cookieHeader;
  const response = await fetch(url.startsWith("http") ? url : client.base + url, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  client.keepCookies(response);
  return {
    status: response.status,
    location: response.headers.get("location"),
    setCookies: response.headers.getSetCookie(),
  };
}

/** The session cookie exactly as the browser holds it, for replaying later. */
export function sessionCookie(client: TestClient) {
  const entry = [...client.cookies].find(([name]) => name.endsWith(SESSION_COOKIE));
  if (!entry) throw new Error("no session cookie");
  return entry;
}

export const isErrorShape = (json: unknown) => {
  const error = (json as { error?: { code?: unknown; message?: unknown } })?.error;
  return (
    typeof error?.code === "string" &&
    typeof error?.message === "string" &&
    Object.keys(json as object).length === 1
  );
};

/** A mailer that really sends to the test's SMTP server (startTestApp's default writes files). */
export const smtpMailer = (smtpUrl: string) =>
  createMailer({
    smtpUrl,
    from: "Huddle <huddle@localhost>",
    outboxDir: "/tmp/huddle-test-outbox",
  });
