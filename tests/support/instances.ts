// Several Huddle instances on one PostgreSQL database, as separate processes would be: the first
// with the test file's database, each other one with a connection pool of its own to it.
import { openDatabase } from "../../src/server/db/connection";
import { startTestApp, type TestApp } from "./test-app";
import type { TestDatabase } from "./test-database";

export async function startInstances(count: number, env: Record<string, string>) {
  const first = await startTestApp({ env });
  const instances: TestApp[] = [first];
  for (let i = 1; i < count; i++) {
    const own = await openDatabase({ databaseUrl: first.database.url! });
    const database: TestDatabase = { ...own, queries: [], dispose: () => own.close() };
    instances.push(await startTestApp({ database, env }));
  }
  /** Stops the others (and closes their pools), then the first. */
  const close = async () => {
    for (const app of instances.slice(1)) {
      await app.close();
      await app.database.close();
    }
    await first.close();
  };
  return { instances, close };
}
