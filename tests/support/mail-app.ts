// A test app that sends its mail to a real SMTP server on loopback, for one test file: the
// catcher and the app start before the file's tests and stop after them.
import { afterAll, beforeAll } from "vitest";
import type { Person } from "./factories/people";
import { startSmtpCatcher } from "./smtp-catcher";
import { startTestApp, type TestApp } from "./test-app";

export function appWithMail() {
  const world = {} as { app: TestApp; smtp: Awaited<ReturnType<typeof startSmtpCatcher>> };
  beforeAll(async () => {
    world.smtp = await startSmtpCatcher();
    world.app = await startTestApp({ env: { SMTP_URL: world.smtp.url } });
  });
  afterAll(async () => {
    await world.app.close();
    await world.smtp.close();
  });
  return world;
}

/** The person's email address, as the API tells them. */
export const emailOf = async (person: Person) =>
  ((await person.client.get("/api/me")).json as { email: string }).email;
