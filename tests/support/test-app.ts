// A whole Huddle server for one test file: a fresh database, a real HTTP server on 127.0.0.1 and
// a client per person (api.ts) that keeps its cookies. Nothing of our own HTTP layer is mocked.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { buildApp } from "../../src/server/app";
import { parseConfig, type Env } from "../../src/server/kernel/config";
import { createLiveHub } from "../../src/server/kernel/live-hub";
import { startRelay } from "../../src/server/live/relay";
import { createMailer, type Mailer } from "../../src/server/mail/mailer";
import type { LogLine } from "../../src/server/kernel/request-log";
import { ApiClient } from "./api";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123456789";

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

type TestAppOptions = {
  env?: Partial<Record<keyof Env, string>>;
  mailer?: Mailer;
  /** Another app's database: a second instance on the same data (not disposed by this one). */
  database?: TestDatabase;
  /** On PostgreSQL, relay live messages between instances through LISTEN/NOTIFY. */
  relay?: boolean;
};

export async function startTestApp(options: TestAppOptions = {}) {
  const shared = Boolean(options.database);
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const logs: LogLine[] = [];
  // The port is only known after listening; PUBLIC_URL is fixed up below. The Node bindings
  // (incoming, outgoing) go through as in production: the live stream writes to the socket with
  // them (live/stream.ts).
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      { fetch: (req, env) => handler(req, env), port: 0, hostname: "127.0.0.1" },
      () => resolve(s),
    );
  });
  // A test that computes for seconds between two requests (validating the API description) must
  // not find its kept-alive socket closed by the server's 5 s timeout: undici would reuse it and
  // the request would fail with ECONNRESET on a busy machine. The client is the test's own.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 120_000;
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: "/nonexistent-test-data",
    // High limits unless a test asks for its own: tests sign in many times from one address.
    RATE_LIMIT_AUTH_PER_MINUTE: "10000",
    RATE_LIMIT_EMAIL_PER_10_MINUTES: "10000",
    RATE_LIMIT_JOIN_PER_10_MINUTES: "10000",
    RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES: "10000",
    RATE_LIMIT_INVITES_PER_DAY: "10000",
    RATE_LIMIT_INVITES_TO_ONE_PER_DAY: "10000",
    RATE_LIMIT_PREVIEWS_PER_MINUTE: "10000",
    RATE_LIMIT_GUESTS_PER_HOUR: "10000",
    RATE_LIMIT_COMMENTS_PER_MINUTE: "10000",
    RATE_LIMIT_CALENDAR_FEED_PER_HOUR: "10000",
    // Off unless a test turns it on: a fetch in the background would write (a failed preview)
    // while the test looks at what its own request changed.
    LINK_PREVIEWS: "0",
    ...options.env,
  });
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: "/tmp/huddle-test-outbox",
    });
  const live = createLiveHub();
  const relay =
    options.relay && database.pool && database.url
      ? await startRelay({ databaseUrl: database.url, pool: database.pool, live })
      : undefined;
  const built = buildApp({
    config,
    database,
    secret: TEST_SECRET,
    mailer,
    live,
    log: (line) => void logs.push(line),
  });
  const handler = built.app.fetch;
  // Time passes only for the tests that ask for it (SCHEDULER_TICK_MS); mail a request writes is
  // sent at once either way.
  if (options.env?.SCHEDULER_TICK_MS) built.scheduler.start();

  return {
    ...built,
    url,
    config,
    database,
    db: database.db,
    logs,
    /** A person with their own cookie jar. */
    client: () => new ApiClient(url, config.publicUrl),
    close: async () => {
      live.closeAll();
      built.previews.close();
      await built.scheduler.stop();
      await relay?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      // Its pooled SMTP connection, when the mailer is this app's own.
      if (!options.mailer) mailer.close();
      if (!shared) await database.dispose();
    },
  };
}

/** A person's client in the API tests: the one API client (api.ts), on this app. */
export { ApiClient as TestClient } from "./api";
