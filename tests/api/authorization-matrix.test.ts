// Runs every cell of authorization-table.ts: each route × caller × (this event's ids, another
// event's ids) on a fresh pair of events, expecting the table's status; a refused request must
// leave every data table exactly as it was. A route the app serves but the table does not list
// fails the first test, so a new route cannot slip past the matrix.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventMembers, events, links, votes } from "../../src/server/db/schema";
import { CODE_ALPHABET, CODE_LENGTH } from "../../src/shared/limits";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { people, type Person } from "./links-fixture";
import {
  MATRIX,
  NOT_IN_MATRIX,
  ROLES,
  type Ids,
  type MatrixRow,
  type Role,
} from "./authorization-table";

let app: TestApp;
let cast: Record<Exclude<Role, "signed out">, Person> & { memberA2: Person; memberB: Person };
beforeAll(async () => {
  app = await startTestApp();
  // Sessions made directly (links-fixture): a password hash per person would cost ~300 ms each.
  const [creator, member, memberA2, otherCreator, memberB, nonMember] = await people(app, 6);
  cast = {
    creator: creator!,
    member: member!,
    memberA2: memberA2!,
    "creator of another event": otherCreator!,
    memberB: memberB!,
    "non-member": nonMember!,
  };
});
afterAll(() => app.close());

const code = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    "",
  );

/** Events A and B as the table's header describes, written straight to the database. */
async function freshWorld(closed: boolean): Promise<{ a: Ids; b: Ids }> {
  const status = closed ? ("completed" as const) : ("active" as const);
  const closedAt = closed ? new Date() : null;
  const [a, b] = await app.db
    .insert(events)
    .values(
      [
        { title: "Event A", invitationCode: code(), creatorId: cast.creator.id, memberCount: 3 },
        {
          title: "Event B",
          invitationCode: code(),
          creatorId: cast["creator of another event"].id,
        },
      ].map((e) => ({ ...e, memberCount: e.memberCount ?? 2, linkCount: 1, status, closedAt })),
    )
    .returning();
  await app.db.insert(eventMembers).values([
    { eventId: a!.id, userId: cast.creator.id },
    { eventId: a!.id, userId: cast.member.id },
    { eventId: a!.id, userId: cast.memberA2.id },
    { eventId: b!.id, userId: cast["creator of another event"].id },
    { eventId: b!.id, userId: cast.memberB.id },
  ]);
  const now = new Date();
  const [linkA, linkB] = await app.db
    .insert(links)
    .values(
      [
        { eventId: a!.id, sharedBy: cast.memberA2.id },
        { eventId: b!.id, sharedBy: cast.memberB.id },
      ].map((l) => ({
        ...l,
        url: "https://example.com/place",
        title: "A place",
        inShortlist: true,
        shortlistedBy: l.sharedBy,
        shortlistedAt: now,
        upCount: 1,
      })),
    )
    .returning();
  await app.db.insert(votes).values([
    { linkId: linkA!.id, userId: cast.memberA2.id, value: "up" as const },
    { linkId: linkB!.id, userId: cast.memberB.id, value: "up" as const },
  ]);
  return {
    a: { id: a!.id, linkId: linkA!.id, userId: cast.memberA2.id, code: a!.invitationCode },
    b: { id: b!.id, linkId: linkB!.id, userId: cast.memberB.id, code: b!.invitationCode },
  };
}

/** One request as `client`; a live stream is cancelled once its status is known. */
async function send(client: TestClient, method: string, path: string, body: unknown) {
  const headers: Record<string, string> = { origin: client.origin };
  if (client.cookies.size)
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(client.base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, json: undefined };
  }
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const membersOf: Record<"A" | "B", Role[]> = {
  A: ["member", "creator"],
  B: ["creator of another event"],
};

type Cell = { row: MatrixRow; role: Role; column: "this" | "other"; expected: number };

const cells: Cell[] = MATRIX.flatMap((row) =>
  (["this", "other"] as const).flatMap((column) => {
    const statuses = row[column];
    if (!statuses) return [];
    return ROLES.map((role, i) => ({ row, role, column, expected: statuses[i]! }));
  }),
);

it("lists every route the app serves", async () => {
  const served = new Set(app.app.routes.map((r) => `${r.method} ${r.path}`));
  const listed = new Set([...MATRIX.map((r) => r.route), ...Object.keys(NOT_IN_MATRIX)]);
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

describe.each(MATRIX.map((row) => ({ ...row, name: row.route })))("$name", (row) => {
  const rowCells = cells.filter((cell) => cell.row.route === row.route);
  it.each(rowCells.map((cell) => ({ ...cell, name: `${cell.role}, ${cell.column}` })))(
    "$name → $expected",
    async ({ role, column, expected }) => {
      const world = await freshWorld(row.closed ?? false);
      const ids: Ids =
        column === "this" ? world.a : { ...world.a, [row.target!]: world.b[row.target!] };
      const [method, template] = row.route.split(" ") as [string, string];
      const path = template.replace(/:(\w+)/g, (_, name: keyof Ids) => ids[name]);
      const client = role === "signed out" ? app.client() : cast[role].client;

      const before = await snapshotTables(app.db);
      const res = await send(client, method, path, row.body?.(ids));
      expect(res.status, JSON.stringify(res.json)).toBe(expected);
      if (expected >= 400) {
        expect(res.json).toEqual({
          error: { code: expect.any(String), message: expect.any(String) },
        });
        if (expected === 401)
          expect(res.json).toMatchObject({ error: { message: "User must be authenticated" } });
        // Someone outside the event in the path hears exactly what an unknown event gets.
        const inPath = row.target === "id" && column === "other" ? "B" : "A";
        if (expected === 404 && template.includes(":id") && !membersOf[inPath].includes(role))
          expect(res.json).toMatchObject({ error: { message: "Event not found" } });
        expect(await snapshotTables(app.db)).toEqual(before);
      }
    },
  );
});
