// The PGlite copies test files share within a worker (../support/pglite-copies.ts): a copy given
// back is kept only if it is the template again, so the next file cannot see what this one did.
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { giveBack, takeCopy } from "../support/pglite-copies";

const count = async (pglite: PGlite, table: string) =>
  (await pglite.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

async function dirty(pglite: PGlite) {
  await pglite.exec(`
    insert into "user" (id, name, email, email_verified) values ('u1', 'Ada', 'ada@example.test', true);
    insert into notification_outbox (channel, kind, recipient, content) values ('email', 'k', 'a@example.test', '{}');
    set statement_timeout = '1s';`);
}

describe("a copy given back", () => {
  it("comes back emptied: no rows, sequences restarted, the session's settings reset", async () => {
    const first = await takeCopy();
    await dirty(first);
    await giveBack(first);

    const again = await takeCopy();
    expect(again).toBe(first);
    expect(await count(again, `"user"`)).toBe(0);
    expect(await count(again, "notification_outbox")).toBe(0);
    // The SQL functions' sources, written by the migrations, are still there.
    expect(await count(again, "huddle_sql_sources")).toBeGreaterThan(0);
    const { rows } = await again.query<{ id: number }>(
      `insert into notification_outbox (channel, kind, recipient, content)
       values ('email', 'k', 'a@example.test', '{}') returning id::int`,
    );
    expect(rows[0]!.id).toBe(1);
    const setting = await again.query<{ v: string }>(
      "select current_setting('statement_timeout') v",
    );
    expect(setting.rows[0]!.v).toBe("0");
    await giveBack(again);
  });

  it("is closed, not kept, when its schema changed or a transaction was left open", async () => {
    const altered = await takeCopy();
    await altered.exec("alter table notification_outbox add constraint no_k check (kind <> 'k')");
    await giveBack(altered);
    expect(altered.closed).toBe(true);

    const midway = await takeCopy();
    await midway.exec(
      "begin; insert into notification_outbox (channel, kind, recipient, content) values ('email', 'k', 'r', '{}')",
    );
    await giveBack(midway);
    expect(midway.closed).toBe(true);

    const next = await takeCopy();
    expect([altered, midway]).not.toContain(next);
    expect(await count(next, "notification_outbox")).toBe(0);
    await giveBack(next);
  });
});
