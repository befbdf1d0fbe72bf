// Why a removal touched no row: the actor is not a member (404), not the creator (403), tried
// to remove themself (403: the creator stays), or the person is not a member (404).
import type { Executor } from "../../db/connection";
import { forbidden, notFound } from "../../http/errors";
import { eventNotFound, roleIn } from "../events/access";

export async function explainRemovalRefusal(
  db: Executor,
  eventId: string,
  actorId: string,
  userId: string,
): Promise<never> {
  const role = await roleIn(db, eventId, actorId);
  if (role === null) throw eventNotFound();
  if (role !== "creator") throw forbidden("removeCreatorOnly");
  if (userId === actorId) throw forbidden("creatorCannotBeRemoved");
  throw notFound("memberNotFound");
}
