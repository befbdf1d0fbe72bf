// Email invitations to a group: the same mail and daily limits as an event's.
import { sql } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-check";
import { selectRows, type Db } from "../../db/connection";
import { groupInvitations } from "../../db/schema";
import { sendInvite, type InvitationLimits } from "../invitations";
import type { Notices } from "../notifications";
import { groupNotFound } from "../../kernel/group-access";
import { z } from "zod";
import { timestamp } from "../../db/rows";

const invitingGroupRow = z.object({
  name: z.string(),
  invitation_code: z.string(),
  deadline: timestamp.nullable(),
});

export async function sendGroupInvitation(
  db: Db,
  notices: Notices,
  args: {
    groupId: string;
    inviter: SessionUser;
    email: string;
    publicUrl: string;
    limits: InvitationLimits;
  },
): Promise<void> {
  const { groupId, inviter } = args;
  // The group, if the inviter is in it, and its open round's deadline (the mail says it).
  const [group] = await selectRows(
    db,
    invitingGroupRow,
    sql`select g.name, g.invitation_code,
               (select e.deadline from events e where e.group_id = g.id and e.status = 'active'
                 order by e.round_number desc limit 1) as deadline
          from groups g join group_members gm on gm.group_id = g.id and gm.user_id = ${inviter.id}
         where g.id = ${groupId}`,
  );
  if (!group) throw groupNotFound();
  await sendInvite(db, notices, {
    ...args,
    title: group.name,
    deadline: group.deadline === null ? null : new Date(group.deadline),
    code: group.invitation_code,
    record: async (tx, email) => {
      const [row] = await tx
        .insert(groupInvitations)
        .values({ groupId, email, invitedBy: inviter.id })
        .returning({ id: groupInvitations.id });
      return row!.id;
    },
  });
}
