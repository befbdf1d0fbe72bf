// Runs every cell of authorization-table.ts: each route × caller × (this event's ids, another
// event's ids) on a fresh pair of events, expecting the table's status; a refused request must
// leave every data table exactly as it was. A route the app serves but the table does not list
// fails the first test, so a new route cannot slip past the matrix.
//
// A fresh pair is laid out only when the last cell may have changed something: a refused cell
// proves it changed no data, so the next cell can run in the same world (as it would in a fresh
// one). A member's or a guest's answer holds no one else's email address (decision 212). Every
// event is deleted first, so the tables stay as small as one world: making 505
// worlds side by side and snapshotting all of them twice a cell took most of this file's time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import { events, groups, user } from "../../src/server/db/schema";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp } from "../support/test-app";
import { sendJson } from "../fuzz/send";
import {
  NOT_IN_MATRIX,
  ROLES,
  completeMatrix,
  type MatrixRow,
  type Role,
} from "./authorization-table";
import {
  castOf,
  twoEvents,
  WORLD_CHAT_SECRET,
  type Cast,
  type Ids,
} from "../support/factories/two-events";

// Started while the file is collected: the rows come from the app's own route declarations.
const app: TestApp = await startTestApp();
let cast: Cast;
/** Everyone's stored address (a guest's is a placeholder), by id. */
let addresses: Array<{ id: string; email: string }>;
beforeAll(async () => {
  cast = await castOf(app);
  const ids = Object.values(cast).map((person) => person.id);
  addresses = await app.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, ids));
});
let checked = 0;

/** The world the last cell left, unless it may have changed (a success, or a failed check). */
let unchanged: { world: { a: Ids; b: Ids }; closed: boolean } | undefined;
async function freshWorld(closed: boolean) {
  const kept = unchanged;
  unchanged = undefined;
  if (kept?.closed === closed) return kept.world;
  // Events take their members, links, votes and invitations with them; groups their members and
  // invitations.
  await app.db.delete(events);
  await app.db.delete(groups);
  return twoEvents(app, cast, { closed });
}
afterAll(async () => {
  console.log(
    `authorization matrix (${process.env.HUDDLE_TEST_DB ?? "pglite"}): ${checked} cells checked`,
  );
  await app.close();
});

const membersOf: Record<"A" | "B", Role[]> = {
  A: ["member", "creator", "guest member"],
  B: ["creator of another event"],
};

type Cell = { row: MatrixRow; role: Role; column: "this" | "other"; expected: number };

const rows = completeMatrix(app.declared());

const cells: Cell[] = rows.flatMap((row) =>
  (["this", "other"] as const).flatMap((column) => {
    const statuses = row[column];
    if (!statuses) return [];
    return ROLES.map((role, i) => ({ row, role, column, expected: statuses[i]! }));
  }),
);

it("lists every route the app serves", async () => {
  const served = new Set(app.app.routes.map((r) => `${r.method} ${r.path}`));
  const listed = new Set([...rows.map((r) => r.route), ...Object.keys(NOT_IN_MATRIX)]);
  expect(
    [...served].filter((r) => !listed.has(r)),
    "routes missing from the table",
  ).toEqual([]);
  expect(
    [...listed].filter((r) => !served.has(r)),
    "table rows the app lacks",
  ).toEqual([]);
  expect(cells.length).toBeGreaterThanOrEqual(200);
});

const nameOf = (row: MatrixRow) => (row.label ? `${row.route} (${row.label})` : row.route);

describe.each(rows.map((row) => ({ ...row, name: nameOf(row) })))("$name", (row) => {
  const rowCells = cells.filter((cell) => nameOf(cell.row) === row.name);
  it.each(rowCells.map((cell) => ({ ...cell, name: `${cell.role}, ${cell.column}` })))(
    "$name → $expected",
    async ({ role, column, expected }) => {
      const closed = row.closed ?? false;
      const world = await freshWorld(closed);
      const ids: Ids =
        column === "this" ? world.a : { ...world.a, [row.target!]: world.b[row.target!] };
      const [method, template] = row.route.split(" ") as [string, string];
      const path =
        template.replace(/:(\w+)/g, (_, name: keyof Ids) =>
          // A group's chat under /api/groups (decision 229), an event's under /api/events.
          name === "chatId" && template.startsWith("/api/groups/") ? ids.groupChatId : ids[name],
        ) + (row.query ? `?${row.query}` : "");
      const client = role === "signed out" ? app.client() : cast[role].client;

      const before = await snapshotTables(app.db);
      const res = await sendJson(client, method, path, row.body?.(ids));
      checked++;
      expect(res.status, JSON.stringify(res.json)).toBe(expected);
      // A chat's secret goes nowhere, not even to its owner (decision 229).
      expect(res.text).not.toContain(WORLD_CHAT_SECRET.slice(6));
      // An address goes only to its owner and to the event's creator (decision 212).
      if (role === "member" || role === "guest member") {
        const others = addresses.filter(({ id }) => id !== cast[role].id);
        for (const { email } of others) expect(res.text).not.toContain(email);
      }
      if (expected >= 400) {
        // A refused body names its field (a wrong confirmation of DELETE /api/me).
        const { fields, params } =
          (res.json as { error?: { fields?: unknown; params?: unknown } } | undefined)?.error ?? {};
        expect(res.json).toEqual({
          error: {
            code: expect.any(String),
            message: expect.any(String),
            ...(params === undefined ? {} : { params: expect.any(Object) }),
            ...(fields === undefined ? {} : { fields: expect.any(Object) }),
          },
        });
        if (expected === 401)
          expect(res.json).toMatchObject({ error: { code: "unauthenticated" } });
        // Someone outside the event in the path hears exactly what an unknown event gets.
        const inPath =
          (row.target === "id" || row.target === "groupId") && column === "other" ? "B" : "A";
        if (expected === 404 && template.includes(":id") && !membersOf[inPath].includes(role))
          expect(res.json).toMatchObject({ error: { code: "eventNotFound" } });
        // And someone outside the group what an unknown group gets.
        if (expected === 404 && template.includes(":groupId") && !membersOf[inPath].includes(role))
          expect(res.json).toMatchObject({ error: { code: "groupNotFound" } });
        expect(await snapshotTables(app.db)).toEqual(before);
        unchanged = { world, closed };
      }
    },
  );
});
