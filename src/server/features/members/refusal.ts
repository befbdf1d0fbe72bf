// Why a removal touched no row: the actor is not a member (404), not the creator (403), tried
// to remove themself or the creator (403: the creator stays), or the person is not a member (404).
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connection";
import { events } from "../../db/schema";
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
  // The creator stays, whoever manages the event (an admin of its group too, decision 226).
  const [event] = await db
    .select({ creatorId: events.creatorId })
    .from(events)
    .where(eq(events.id, eventId));
  if (userId === actorId || userId === event?.creatorId) {
    throw forbidden("creatorCannotBeRemoved");
  }
  throw notFound("memberNotFound");
}
