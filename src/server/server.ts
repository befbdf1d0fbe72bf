// Starts Huddle (lock, migrate, build, listen) and stops it gracefully.
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { Config } from "./kernel/config";
import { openDatabase } from "./db/connection";
import { lockDataFolder, prepareDataFolder, readOrCreateSecret } from "./data-folder";
import { migrateDatabase } from "./db/migrate";
import { buildApp } from "./app";
import { stdoutLogger, type Logger } from "./kernel/request-log";
import { errorFacts } from "./kernel/error-facts";
import { createMailer } from "./mail/mailer";
import { createLiveHub } from "./kernel/live-hub";
import { startRelay } from "./live/relay";
import { readOrCreateVapidKeys } from "./features/push";

const SHUTDOWN_GRACE_MS = 5000;

export async function startServer(config: Config, log: Logger = stdoutLogger) {
  const releases: Array<() => void | Promise<void>> = [];
  let secret = config.secret;
  let pgliteDir: string | undefined;
  if (!config.databaseUrl) {
    prepareDataFolder(config.dataDir);
    releases.push(lockDataFolder(config.dataDir));
    secret ??= readOrCreateSecret(config.dataDir);
    pgliteDir = path.join(config.dataDir, "pglite");
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir,
      onPoolError: (error) =>
        log({ level: "error", msg: "database pool error", ...errorFacts(error) }),
    });
    releases.unshift(() => database.close());
    const applied = await migrateDatabase(database);
    if (applied.length > 0) log({ level: "info", msg: "SQL functions applied", sources: applied });
    const live = createLiveHub();
    if (config.databaseUrl && database.pool) {
      const relay = await startRelay({
        databaseUrl: config.databaseUrl,
        pool: database.pool,
        live,
        log,
      });
      releases.unshift(() => relay.stop());
    }
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      log,
    });
    releases.unshift(() => mailer.close());
    // Kept in the data folder; PostgreSQL instances must be given the same pair.
    const vapidKeys = config.push.vapidKeys ?? readOrCreateVapidKeys(config.dataDir);
    if (!config.push.vapidKeys && config.databaseUrl) {
      log({
        level: "warn",
        msg: "VAPID keys made in the data folder: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when several instances share the database",
      });
    }
    const { app, previews, scheduler } = buildApp({
      config,
      database,
      vapidKeys,
      secret: secret!,
      mailer,
      log,
      live,
    });
    // Deadlines pass and mail waits whether or not anyone has Huddle open.
    scheduler.start();
    releases.unshift(() => scheduler.stop());

    const server: ServerType = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(s),
      );
    });
    // Keep-alive past proxies' 60 s idle: Node's 5 s caused ECONNRESET on reuse.
    if ("keepAliveTimeout" in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    const port = (server.address() as AddressInfo).port;
    log({
      level: "info",
      msg: `Huddle is running at ${config.publicUrl}`,
      port,
      database: database.kind,
    });

    if (config.push.testLoopbackPort !== undefined) {
      log({
        level: "warn",
        msg: "TEST_PUSH_LOOPBACK_PORT is set: pushes may be sent to this machine over http (tests only)",
        port: config.push.testLoopbackPort,
      });
    }
    if (config.chat.testLoopbackPort !== undefined) {
      log({
        level: "warn",
        msg: "TEST_CHAT_LOOPBACK_PORT is set: chat messages may be sent to this machine over http (tests only)",
        port: config.chat.testLoopbackPort,
      });
    }
    if (config.previews.testLoopbackPort !== undefined) {
      log({
        level: "warn",
        msg: "TEST_PREVIEW_LOOPBACK_PORT is set: link previews may fetch from this machine (tests only)",
        port: config.previews.testLoopbackPort,
      });
    }

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        // Stop accepting; requests in flight finish; live streams are ended with a retry hint.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        live.closeAll();
        previews.close();
        if ("closeIdleConnections" in server) server.closeIdleConnections();
        const timer = setTimeout(() => {
          if ("closeAllConnections" in server) server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        await closed;
        clearTimeout(timer);
        for (const release of releases) await release();
      })());
    return { port, url: `http://127.0.0.1:${port}`, stop, database, live };
  } catch (error) {
    for (const release of releases) await release();
    throw error;
  }
}
