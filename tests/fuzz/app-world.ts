// The application routes' fuzz targets, made from the authorization table (so a new route is
// fuzzed as soon as it is in the table), on the matrix's world of two events.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { events, groups } from "../../src/server/db/schema";
import { previewImages } from "../../src/server/features/previews/tables";
import { errorsOf, operationsOf } from "../../src/server/openapi/document";
import { MATRIX, type MatrixRow } from "../api/authorization-table";
import { castOf, twoEvents } from "../support/factories/two-events";
import { startTestApp } from "../support/test-app";
import { FUZZ_APP, type FuzzTarget, type FuzzWorld } from "./run";

export async function appWorld() {
  const app = await startTestApp(FUZZ_APP);
  const cast = await castOf(app);
  const ids = await twoEvents(app, cast);
  // A thumbnail to ask for (the rest of the world has no preview). Nothing ever deletes it.
  const imageId = "0123456789abcdef";
  await app.db
    .insert(previewImages)
    .values({ id: imageId, bytes: Buffer.from("RIFF"), width: 1, height: 1 });
  // Event A's public result link is on, so GET /api/results/:token reaches a result.
  const resultToken = "fuzzResultToken0123456789abcdefXY";
  const showResult = () =>
    app.db.update(events).set({ resultToken }).where(eq(events.id, ids.a.id));
  await showResult();
  const world: FuzzWorld = {
    app,
    reset: async () => {
      // Every event goes (members, links, votes and invitations with it), then A and B return.
      await app.db.delete(events);
      await app.db.delete(groups);
      // The very same ids and codes, or the cases generated with them would only meet 404s.
      expect(await twoEvents(app, cast, { ids })).toEqual(ids);
      await showResult();
    },
  };
  /** The codes each route's description lists, by "METHOD /path". */
  const codes = new Map(
    operationsOf(app.declared()).map((op) => [
      `${op.method.toUpperCase()} ${op.path}`,
      new Set(errorsOf(op)),
    ]),
  );
  /** The creator of A reaches the deepest checks; a plain member meets the 403s. */
  const target = (row: MatrixRow): FuzzTarget => {
    expect(codes.has(row.route), `${row.route} is declared`).toBe(true);
    return targetOf(row);
  };
  const targetOf = (row: MatrixRow): FuzzTarget => ({
    route: row.route,
    params: {
      ...Object.fromEntries(
        (["id", "linkId", "userId", "code", "commentId", "groupId", "groupCode"] as const).map(
          (name) => [name, { real: ids.a[name], other: ids.b[name] }],
        ),
      ),
      // A chat of event A, or of group A under /api/groups (decision 229); B's as the other.
      chatId: row.route.includes(" /api/groups/")
        ? { real: ids.a.groupChatId, other: ids.b.groupChatId }
        : { real: ids.a.chatId, other: ids.b.chatId },
      imageId: { real: imageId, other: "fedcba9876543210" },
      token: { real: resultToken, other: "anotherTokenNobodyHas0123456789ab" },
      // A calendar feed's file: well formed, and no feed has it (calendar.test.ts reads real ones).
      feedFile: { real: `${"A".repeat(43)}.ics`, other: `${"b".repeat(43)}.ics` },
    },
    valid: row.body?.(ids.a) as Record<string, unknown> | undefined,
    validQuery: row.query,
    callers: [cast.creator.client, cast.creator.client, cast.member.client],
    codes: codes.get(row.route),
  });
  return { app, world, target };
}

export const routesWhere = (test: (route: string) => boolean) =>
  MATRIX.filter((row) => test(row.route));
