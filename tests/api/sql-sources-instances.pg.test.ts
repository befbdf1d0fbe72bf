// The SQL functions' repeatable step with two instances starting at once on one PostgreSQL
// database (decision 200): the migration lock lets one apply a changed source and the other find
// it applied. PostgreSQL only (PGlite has one instance): this file runs in the postgres project.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateDatabase, readSqlSources, type SqlSource } from "../../src/server/db/migrate";
import { openDatabase } from "../../src/server/db/connection";
import { testRows } from "../support/rows";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const probe = (answer: number): SqlSource => {
  const text = `CREATE OR REPLACE FUNCTION huddle_probe() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`;
  return { name: "zz_probe.sql", text, sha256: createHash("sha256").update(text).digest("hex") };
};

it("lets two instances starting at once apply a change once, in turn", async () => {
  const sources = [...readSqlSources(), probe(6)];
  const second = await openDatabase({ databaseUrl: database.url! });
  try {
    const runs = await Promise.all([
      migrateDatabase(database, sources),
      migrateDatabase(second, sources),
    ]);
    expect(runs.flat()).toEqual(["zz_probe.sql"]);
    const [row] = await testRows<{ n: number }>(database.db, sql`select huddle_probe() as n`);
    expect(row!.n).toBe(6);
  } finally {
    await second.close();
  }
});
