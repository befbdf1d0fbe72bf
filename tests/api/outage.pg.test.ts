// The database goes away under load and comes back (the quick version of the outage check in
// `npm run test:resilience`). The app reaches its PostgreSQL only through a TCP proxy of ours,
// which is cut and restored: every answer meanwhile is 503 in the error shape, nothing hangs,
// the process survives a connection lost mid-transaction, it answers again within 5 s, and an
// open live stream is told to refetch and then finds the vote another instance took meanwhile.
// PostgreSQL only (files named *.pg.test.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/connection";
import { runOutage } from "../resilience/outage-scenario";
import { withUrl } from "../resilience/postgres";
import { startTcpProxy, type TcpProxy } from "../resilience/tcp-proxy";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { startTestApp, type TestApp } from "../support/test-app";

let direct: TestDatabase;
let proxy: TcpProxy;
let app: TestApp;
/** A second instance on the same database, reached directly: it takes a vote during the cut. */
let elsewhere: TestApp;

beforeAll(async () => {
  direct = await createTestDatabase();
  const target = new URL(direct.url!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = withUrl(direct.url!, { host: "127.0.0.1", port: proxy.port });
  const proxied = await openDatabase({ databaseUrl: url });
  app = await startTestApp({
    relay: true,
    database: { ...proxied, url, queries: [], dispose: () => proxied.close() },
  });
  elsewhere = await startTestApp({ relay: true, database: direct });
});

afterAll(async () => {
  await elsewhere?.close();
  await app?.close();
  await app?.database.dispose();
  await proxy?.close();
  await direct?.dispose();
});

it("answers 503 while the database is away, and recovers without a restart", async () => {
  const result = await runOutage({
    url: app.url,
    proxy,
    directUrl: direct.url!,
    elsewhereUrl: elsewhere.url,
    cutMs: 2000,
    // In-process: a crash would be an unhandled error, which fails the run.
    alive: () => true,
  });
  expect(result.problems).toEqual([]);
  expect(result.unavailable).toBeGreaterThan(0);
  expect(result.otherServerErrors).toBe(0);
  expect(result.recoveredMs).toBeLessThanOrEqual(5000);
});
