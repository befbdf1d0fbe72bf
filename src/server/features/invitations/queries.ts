// The public lookup behind /invite/:code: enough to show what one is invited to (title, member
// count, status), nothing more; and, for a viewer who is already a member, the event's id.
import { and, eq } from "drizzle-orm";
import type { InvitePreview } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { eventMembers, events } from "../../db/schema";

export async function findInvitePreview(
  db: Executor,
  code: string,
  viewerId: string | null,
): Promise<InvitePreview | undefined> {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      memberCount: events.memberCount,
      status: events.status,
      viewerJoinedAt: eventMembers.joinedAt,
    })
    .from(events)
    .leftJoin(
      eventMembers,
      and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, viewerId ?? "")),
    )
    .where(eq(events.invitationCode, code));
  if (!row) return undefined;
  const { id, viewerJoinedAt, ...preview } = row;
  return viewerJoinedAt ? { ...preview, eventId: id } : preview;
}
