// Once per test run: migrate a template database for each database kind, so each test file
// starts from a copy in a fraction of the time a fresh initdb and migration would take.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/connection";
import { migrateDatabase } from "../../src/server/db/migrate";
import { databaseUrlFor, runPrefix, templateName } from "./postgres-names";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgRun: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-test-"));
  const file = path.join(dir, "template.tgz");
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);

  const baseUrl = process.env.TEST_DATABASE_URL;
  const run = Math.random().toString(36).slice(2, 8);
  project.provide("pgRun", run);
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const template = templateName(baseUrl, run);
    await admin.query(`create database "${template}"`);
    const templateDb = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, template) });
    await migrateDatabase(templateDb);
    await templateDb.close();
    await admin.end();
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (baseUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await dropDatabases(admin, runPrefix(baseUrl, run));
      await admin.end();
    }
  };
}

/** Drops the template and every per-file database this run made. */
async function dropDatabases(admin: pg.Client, prefix: string) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like $1",
    [`${prefix}\\_%`],
  );
  for (const { datname } of rows)
    await admin.query(`drop database if exists "${datname}" with (force)`);
}
