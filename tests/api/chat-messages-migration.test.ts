// Migration 0027 (decision 229): a chat target's four switches become one list of the messages
// turned on, in chatMessageKinds' order. A PGlite migrated to 0026 is filled with the switches,
// then migrated on.
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migratedBefore, migrateOn } from "../support/migrated-before";

let pglite: PGlite;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ pglite, close } = await migratedBefore("0027_chat-messages-list"));
}, 60_000);
afterAll(() => close());

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
  await migrateOn(pglite);

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
