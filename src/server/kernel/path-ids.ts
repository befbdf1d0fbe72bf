// A non-UUID id cannot name a row: the same 404 as an unknown id, without reaching the database.
import type { Context } from "hono";
import { notFound, type NotFoundCode } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's `:name` as a lower-case UUID, or a 404 saying `missing`. */
export function uuidParam(c: Context, name: string, missing: NotFoundCode): string {
  const id = c.req.param(name) ?? "";
  if (!UUID.test(id)) throw notFound(missing);
  return id.toLowerCase();
}
