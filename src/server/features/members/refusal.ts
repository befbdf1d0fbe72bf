// Why a leave or removal touched no row: 404 not a member, 403 not allowed, 409 a round.
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connection";
import { events } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../kernel/errors";
import { eventNotFound, roleIn } from "../../kernel/access";

const eventRow = async (db: Executor, eventId: string) =>
  (
    await db
      .select({ creatorId: events.creatorId, groupId: events.groupId })
      .from(events)
      .where(eq(events.id, eventId))
  )[0];

export async function explainRemovalRefusal(
  db: Executor,
  eventId: string,
  actorId: string,
  userId: string,
): Promise<never> {
  const role = await roleIn(db, eventId, actorId);
  if (role === null) throw eventNotFound();
  if (role !== "creator") throw forbidden("removeCreatorOnly");
  const event = await eventRow(db, eventId);
  if (event?.groupId) throw conflict("roundMembersAreTheGroups");
  // The creator stays.
  if (userId === actorId || userId === event?.creatorId) {
    throw forbidden("creatorCannotBeRemoved");
  }
  throw notFound("memberNotFound");
}

export async function explainLeaveRefusal(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<never> {
  if ((await roleIn(db, eventId, userId)) === null) throw eventNotFound();
  if ((await eventRow(db, eventId))?.groupId) throw conflict("roundMembersAreTheGroups");
  throw forbidden("creatorCannotLeave");
}
