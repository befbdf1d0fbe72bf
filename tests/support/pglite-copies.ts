// PGlite copies of the migrated template for test files, each emptied and kept when a file is done
// with it so that the next file in the same Vitest worker starts from it, as from a new copy.
//
// Opening a copy (loading the 40 MB template into a new PGlite) took 0.9 s of CPU under a full
// run's load, 83 times a run; emptying one takes a few hundredths (2026-11-28, decision 224). A
// copy is kept only when it is the template again: nothing of its schema changed (a test that
// adds a constraint, say), no transaction left open, its session's state discarded, every
// table emptied and every sequence restarted. Otherwise it is closed, and the next file gets a
// new copy.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { SESSION_CHANNEL } from "../../src/server/auth/session-cache";

/** The one table the migrations write rows to (the SQL functions' sources): kept as it is, and
 * checked unchanged. */
const TEMPLATE_ROWS = "huddle_sql_sources";

/** The schema (tables, columns, defaults, constraints, indexes, functions, triggers) and the
 * template's own rows, as one hash: equal to the template's when nothing of them changed. */
const FINGERPRINT = `
  select md5(string_agg(x, E'\\n' order by x)) as fingerprint from (
    select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle')
    union all
    select 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid and c.relnamespace = 'public'::regnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || conrelid::regclass || '.' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'function ' || proname || ' ' || md5(prosrc)
      from pg_proc where pronamespace = 'public'::regnamespace
    union all
    select 'trigger ' || tgrelid::regclass || '.' || tgname || ' ' || tgenabled::text
      from pg_trigger where not tgisinternal
    union all
    select 'rows ' || md5(string_agg(t::text, ',' order by t::text)) from ${TEMPLATE_ROWS} t
  ) as schema(x)`;

type Template = { fingerprint: string; empty: string };
/** Learnt from the first copy this worker opens, before any test has touched it. */
let template: Template | undefined;
const kept: PGlite[] = [];

async function fingerprintOf(pglite: PGlite) {
  const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function learn(pglite: PGlite): Promise<Template> {
  const tables = await pglite.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and tablename <> $1`,
    [TEMPLATE_ROWS],
  );
  const sequences = await pglite.query<{ name: string }>(
    `select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  const empty = [
    `truncate ${tables.rows.map((t) => t.name).join(", ")} cascade;`,
    ...sequences.rows.map((s) => `alter sequence ${s.name} restart;`),
  ].join("\n");
  return { fingerprint: await fingerprintOf(pglite), empty };
}

/** A copy of the template: one a finished file gave back, or a new one. */
export async function takeCopy(): Promise<PGlite> {
  const reused = kept.pop();
  if (reused) return reused;
  // PGlite clears its whole buffer pool as it starts: at the default 128 MB that was about 1 s
  // of CPU of each copy's opening. A test database is a few MB of catalogue and rows, so 8 MB
  // holds it all; what a query answers does not depend on the pool's size, and the server's own
  // PGlite is left as it is.
  const pglite = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(inject("pgliteTemplate"))]),
    postgresqlconf: ["shared_buffers = 8MB"],
  });
  template ??= await learn(pglite);
  return pglite;
}

/** Empties `pglite` and keeps it for the next file, or closes it when it cannot be made the
 * template again. */
export async function giveBack(pglite: PGlite) {
  if (pglite.closed) return;
  try {
    // The session cache's listener (auth/session-cache.ts) lives in PGlite's own JavaScript, not
    // in the session: a finished app's must not hear the next one's announcements.
    await pglite.unlisten(SESSION_CHANNEL);
    // Refused inside a transaction block: a copy left in one is not kept.
    await pglite.exec("discard all");
    if ((await fingerprintOf(pglite)) !== template!.fingerprint) throw new Error("schema changed");
    await pglite.exec(template!.empty);
    kept.push(pglite);
  } catch {
    await pglite.close().catch(() => {});
  }
}
