// The SQL functions' repeatable step (src/server/db/migrate.ts, decision 200), on each database:
// a source is applied when its text changed and only then, all changed sources in one
// transaction; the migrated database holds what the files say; and no numbered migration after
// the step came defines a function.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  migrateDatabase,
  migrationsFolder,
  readSqlSources,
  type SqlSource,
} from "../../src/server/db/migrate";
import { testRows } from "../support/rows";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const source = (name: string, text: string): SqlSource => ({
  name,
  text,
  sha256: createHash("sha256").update(text).digest("hex"),
});

const probe = (answer: number) =>
  source(
    "zz_probe.sql",
    `CREATE OR REPLACE FUNCTION huddle_probe() RETURNS integer LANGUAGE sql AS $$ SELECT ${answer} $$;`,
  );

const probeAnswer = async () =>
  (await testRows<{ n: number }>(database.db, sql`select huddle_probe() as n`))[0]!.n;

const kept = () =>
  testRows<{ name: string; sha256: string }>(
    database.db,
    sql`select name, sha256 from huddle_sql_sources order by name`,
  );

/** The body between the $$ of each function the file defines, by name. */
function bodiesIn(text: string) {
  const bodies = new Map<string, string>();
  const create = /CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?\$\$([\s\S]*?)\$\$/g;
  for (const match of text.matchAll(create)) bodies.set(match[1]!, match[2]!);
  return bodies;
}

describe("the SQL function sources", () => {
  it("are what the migrated database holds, each recorded with the hash of its text", async () => {
    const sources = readSqlSources();
    expect(sources.map((s) => s.name)).toEqual([
      "huddle_add_comment.sql",
      "huddle_announce_session_change.sql",
      "huddle_calendar_feed.sql",
      "huddle_cast_votes.sql",
      "huddle_dashboard.sql",
      "huddle_manages.sql",
      "huddle_session_user.sql",
      "huddle_share_link.sql",
    ]);
    expect(await kept()).toEqual(sources.map(({ name, sha256 }) => ({ name, sha256 })));
    for (const { name, text } of sources) {
      const bodies = bodiesIn(text);
      expect(bodies.size, name).toBe(1);
      for (const [fn, body] of bodies) {
        expect(name).toBe(`${fn}.sql`);
        const [row] = await testRows<{ body: string }>(
          database.db,
          sql`select prosrc as body from pg_proc where proname = ${fn}`,
        );
        expect(row?.body, fn).toBe(body);
      }
    }
  });

  it("applies nothing when no text changed, a changed source alone, and a new one", async () => {
    const sources = readSqlSources();
    expect(await migrateDatabase(database, sources)).toEqual([]);
    expect(await migrateDatabase(database, [...sources, probe(1)])).toEqual(["zz_probe.sql"]);
    expect(await probeAnswer()).toBe(1);
    expect(await migrateDatabase(database, [...sources, probe(1)])).toEqual([]);
    expect(await migrateDatabase(database, [...sources, probe(2)])).toEqual(["zz_probe.sql"]);
    expect(await probeAnswer()).toBe(2);
    expect((await kept()).find((row) => row.name === "zz_probe.sql")?.sha256).toBe(probe(2).sha256);
  });

  it("applies the changed sources in one transaction: one that fails leaves nothing applied", async () => {
    const sources = readSqlSources();
    await migrateDatabase(database, [...sources, probe(3)]);
    const before = await kept();
    const broken = source("zz_broken.sql", "CREATE OR REPLACE FUNCTION huddle_broken( AS");
    await expect(migrateDatabase(database, [...sources, probe(4), broken])).rejects.toThrow(
      /^zz_broken\.sql: /,
    );
    expect(await probeAnswer()).toBe(3);
    expect(await kept()).toEqual(before);
  });

  it("forgets a source taken away, so one put back is applied again", async () => {
    const sources = readSqlSources();
    await migrateDatabase(database, [...sources, probe(5)]);
    expect(await migrateDatabase(database, sources)).toEqual([]);
    expect((await kept()).map((row) => row.name)).not.toContain("zz_probe.sql");
    expect(await migrateDatabase(database, [...sources, probe(5)])).toEqual(["zz_probe.sql"]);
  });
});

describe("the numbered migrations", () => {
  // The sources took the functions over after migration 0018: a later migration that defined
  // one would change it behind its source's back (until the source's next change undid it).
  const LAST_BEFORE_SOURCES = 18;

  it("define no function after the sources took them over", () => {
    const later = fs
      .readdirSync(migrationsFolder())
      .filter((name) => /^\d{4}_.*\.sql$/.test(name))
      .filter((name) => Number(name.slice(0, 4)) > LAST_BEFORE_SOURCES);
    for (const name of later) {
      const text = fs.readFileSync(path.join(migrationsFolder(), name), "utf8");
      expect(text, name).not.toMatch(/create\s+(or\s+replace\s+)?function/i);
    }
  });
});
