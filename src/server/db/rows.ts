// Column schemas that raw SQL answers share (see `selectRows`).
import { z } from "zod";
import { languages } from "../../shared/core/languages";

/** A timestamptz: node-postgres and PGlite answer a Date, but some queries cast it to text. */
export const timestamp = z.union([z.date(), z.string()]);
/** A bigint or a count(*) left uncast: a string from node-postgres, a number from PGlite. */
export const bigintColumn = z.union([z.number(), z.string()]);
/** A row of `returning id` / `select id`. */
export const idRow = z.object({ id: z.string() });
/** A row of `returning id, version`. */
export const versionedRow = z.object({ id: z.string(), version: z.number() });
/** A row of `returning version`. */
export const versionRow = z.object({ version: z.number() });
/** A shortlisted link as the winner rule ranks it (shared/winner.ts). */
export const rankedRow = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  up: z.number(),
  down: z.number(),
  barred: z.boolean(),
});
/** A person's language ("user"."language" is checked to be one of them), or null: not set. */
export const languageColumn = z.enum(languages).nullable();
