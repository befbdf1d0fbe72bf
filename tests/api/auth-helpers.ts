// Helpers for the account tests: a GET that does not follow redirects (the verification link
// answers 302 with the session cookie), keeping cookies in the person's jar.
import { createMailer } from "../../src/server/mail/mailer";
import type { TestClient } from "../support/test-app";

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
  const entry = [...client.cookies].find(([name]) => name.endsWith("better-auth.session_token"));
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
