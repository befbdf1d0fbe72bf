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
  // Vitest runs this for the root and again for each project; the projects inherit what the root
  // provides, so one template of each kind serves them all.
  if (!project.isRootProject()) return;
  const run = Math.random().toString(36).slice(2, 8);
  const baseUrl = process.env.TEST_DATABASE_URL;
  const [dir] = await Promise.all([pgliteTemplate(), baseUrl && postgresTemplate(baseUrl, run)]);
  project.provide("pgliteTemplate", path.join(dir, TEMPLATE_FILE));
  project.provide("pgRun", run);

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

// Uncompressed (about 40 MB): each file's PGlite loads it in half the time of the gzipped one.
const TEMPLATE_FILE = "template.tar";

/** A migrated PGlite data directory as a file; returns the folder it is in. */
async function pgliteTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-test-"));
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir("none");
  fs.writeFileSync(path.join(dir, TEMPLATE_FILE), Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  return dir;
}

/** A migrated PostgreSQL database to copy for each test file. */
async function postgresTemplate(baseUrl: string, run: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const template = templateName(baseUrl, run);
  await admin.query(`create database "${template}"`);
  await admin.end();
  const templateDb = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, template) });
  await migrateDatabase(templateDb);
  await templateDb.close();
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
