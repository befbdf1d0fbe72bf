// The public lookup behind /invite/:code: enough to show what one is invited to (title, member
// count, status), nothing more; and, for a viewer who is already a member, the event's id.
import { eq, sql } from "drizzle-orm";
import type { InvitePreview } from "../../../shared/api";
import type { Executor } from "../../db/connection";
import { events } from "../../db/schema";
import { isMember } from "../events/access";

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
      viewerIsMember: viewerId ? isMember(events.id, viewerId).mapWith(Boolean) : sql`false`,
    })
    .from(events)
    .where(eq(events.invitationCode, code));
  if (!row) return undefined;
  const { id, viewerIsMember, ...preview } = row;
  return viewerIsMember ? { ...preview, eventId: id } : preview;
}
