// Event ids are UUIDs. Anything else cannot name an event, so it gets the same 404 as an event
// that does not exist (and never reaches the database, where it would be a type error).
import type { Context } from "hono";
import { notFound } from "../../http/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const EVENT_NOT_FOUND = "Event not found";

export const eventNotFound = () => notFound(EVENT_NOT_FOUND);

/** The `:id` of the route, or a 404 when it cannot be an event id. */
export function eventIdParam(c: Context): string {
  const id = c.req.param("id") ?? "";
  if (!UUID.test(id)) throw eventNotFound();
  return id.toLowerCase();
}
