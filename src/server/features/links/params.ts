// Ids in the path. Anything that is not a UUID cannot name a row, so it is a 404 like any other
// unknown id (and never reaches the database, where it would be a type error).
import type { Context } from "hono";
import { notFound } from "../../http/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function eventIdParam(c: Context): string {
  const id = c.req.param("id");
  if (!id || !UUID.test(id)) throw notFound("Event not found");
  return id.toLowerCase();
}

export function linkIdParam(c: Context): string {
  const id = c.req.param("linkId");
  if (!id || !UUID.test(id)) throw notFound("Link not found");
  return id.toLowerCase();
}
