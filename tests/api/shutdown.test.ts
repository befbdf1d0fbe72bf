// The whole server (lock, migrations, listening) stops within 6 s with live streams open, and
// releases the data folder so the next start can take it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { parseConfig } from "../../src/server/kernel/config";
import { startServer } from "../../src/server/server";
import { createUser, signIn } from "../support/factories/people";
import { openLive } from "../support/sse";
import { TEST_SECRET, TestClient } from "../support/test-app";
import { createTestDatabase, testDatabaseKind } from "../support/test-database";
import { freePort } from "../support/free-port";

it("shuts down within 6 s with streams open, and frees the data folder", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-shutdown-"));
  const port = await freePort();
  // On the "postgres" project the server runs on a fresh PostgreSQL database (and its relay).
  const pg = testDatabaseKind() === "postgres" ? await createTestDatabase() : undefined;
  await pg?.close();
  const config = parseConfig({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
    ...(pg ? { DATABASE_URL: pg.url, BETTER_AUTH_SECRET: TEST_SECRET } : {}),
  });
  const server = await startServer(config, () => {});
  const client = new TestClient(server.url, config.publicUrl);
  const person = await createUser(server.database.db);
  await signIn(client, person);
  const event = (await client.post("/api/events", { title: "Shutdown" })).json as { id: string };
  const streams = await Promise.all([1, 2, 3].map(() => openLive(client, event.id)));
  await Promise.all(streams.map((s) => s.waitFor((m) => m.type === "ready")));

  const started = Date.now();
  await server.stop();
  expect(Date.now() - started).toBeLessThan(6000);
  await expect.poll(() => streams.every((s) => s.ended)).toBe(true);
  expect(fs.existsSync(path.join(dataDir, "lock"))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await pg?.dispose();
});
