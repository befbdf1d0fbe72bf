// Migration 0027 (decision 229): a chat target's four switches become one list of the messages
// turned on, in chatMessageKinds' order. A PGlite migrated to 0026 is filled with the switches,
// then migrated on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrationsFolder } from "../../src/server/db/migrate";

const BEFORE = "0027_chat-messages-list";
let pglite: PGlite;
let before: string;

/** The migrations folder as it was before 0027. */
function folderBefore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-before-chat-messages-"));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const at = journal.entries.findIndex((e) => e.tag === BEFORE);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  pglite = new PGlite();
  before = folderBefore();
  await migrate(drizzle(pglite), { migrationsFolder: before });
}, 60_000);
afterAll(async () => {
  await pglite.close();
  fs.rmSync(before, { recursive: true, force: true });
});

it("turns each target's switches into the list of the messages on, in their order", async () => {
  const target = (n: number, [opened, linkShared, deadline, closed]: boolean[]) =>
    `('00000000-0000-4000-8000-00000000001${n}', '00000000-0000-4000-8000-000000000002',
      'slack', 'Team ${n}', 'sealed', 'shown', ${opened}, ${linkShared}, ${deadline}, ${closed})`;
  await pglite.exec(`
    insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.test');
    insert into events (id, title, invitation_code, creator_id)
      values ('00000000-0000-4000-8000-000000000002', 'Dinner', 'code', 'u1');
    insert into chat_targets (id, event_id, kind, name, sealed, shown, opened, link_shared, deadline, closed)
      values ${[
        target(1, [true, false, true, true]),
        target(2, [true, true, true, true]),
        target(3, [false, false, false, false]),
        target(4, [false, true, false, true]),
      ].join(", ")};
  `);
  await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });

  const { rows } = await pglite.query<{ name: string; messages: string[] }>(
    `select name, messages from chat_targets order by name`,
  );
  expect(rows).toEqual([
    { name: "Team 1", messages: ["opened", "deadline", "closed"] },
    { name: "Team 2", messages: ["opened", "linkShared", "deadline", "closed"] },
    { name: "Team 3", messages: [] },
    { name: "Team 4", messages: ["linkShared", "closed"] },
  ]);
  const { rows: columns } = await pglite.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_name = 'chat_targets' and column_name in ('opened', 'link_shared', 'deadline', 'closed')`,
  );
  expect(columns).toEqual([]);
  const { rows: defaults } = await pglite.query<{ column_default: string | null }>(
    `select column_default from information_schema.columns
     where table_name = 'chat_targets' and column_name = 'messages'`,
  );
  expect(defaults).toEqual([{ column_default: null }]);
});
