// When a guarded write touched no row, this says why, in the statuses of DESIGN.md: 404 for
// someone who is not a member (as if the event did not exist), 403 for a member who is not the
// creator. It runs only on the refused path, after the write itself has decided.
import type { Executor } from "../../db/connection";
import { forbidden } from "../../http/errors";
import { eventNotFound } from "./event-id";
import { roleIn } from "./queries";

export async function explainRefusal(
  db: Executor,
  eventId: string,
  userId: string,
  forbiddenMessage?: string,
): Promise<never> {
  const role = await roleIn(db, eventId, userId);
  throw role === null ? eventNotFound() : forbidden(forbiddenMessage);
}
