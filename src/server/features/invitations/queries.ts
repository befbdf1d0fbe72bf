// /invite/:code's public lookup: what one is invited to, nothing more; and invitation secrets.
import { sql } from "drizzle-orm";
import type { InvitePreview } from "../../../shared/api";
import { selectRows, type Executor } from "../../db/connection";
import { isMember } from "../../kernel/access";
import { isGroupMember } from "../../kernel/group-access";
import { findResult } from "../results";
import { z } from "zod";
import { timestamp } from "../../db/rows";

/** An emailed invitation's secret, and how to check it against the address it went to. */
export type InvitationSecret = {
  id: string;
  matches: (email: string) => boolean;
};

const invitationRow = z.object({ email: z.string(), inviter: z.string(), created_at: timestamp });
const emailRow = z.object({ email: z.string() });
const eventPreviewRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  member_count: z.number(),
  status: z.enum(["active", "completed"]),
  deadline: timestamp.nullable(),
  creator_name: z.string(),
  viewer_is_member: z.boolean(),
});
const groupPreviewRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  member_count: z.number(),
  deadline: timestamp.nullable(),
  creator_name: z.string(),
  viewer_is_member: z.boolean(),
});

/** The invitation `secret` names, if this event's or group's: sender, address, time. */
export async function findInvitation(
  db: Executor,
  eventId: string,
  secret: InvitationSecret,
  kind: "event" | "group" = "event",
) {
  const [row] = await selectRows(
    db,
    invitationRow,
    kind === "event"
      ? sql`select i.email, u.name as inviter, i.created_at from invitations i
              join "user" u on u.id = i.invited_by
            where i.id = ${secret.id} and i.event_id = ${eventId}`
      : sql`select i.email, u.name as inviter, i.created_at from group_invitations i
              join "user" u on u.id = i.invited_by
            where i.id = ${secret.id} and i.group_id = ${eventId}`,
  );
  if (!row || !secret.matches(row.email)) return undefined;
  return { email: row.email, inviterName: row.inviter, sentAt: new Date(row.created_at) };
}

/** Whether `secret` invited `email` under 7 days ago; older mail may have been forwarded. */
export async function invitationVouchesFor(db: Executor, secret: InvitationSecret, email: string) {
  const [row] = await selectRows(
    db,
    emailRow,
    sql`select email from invitations
        where id = ${secret.id}
          and created_at > now() - interval '7 days'
        union all
        select email from group_invitations
        where id = ${secret.id}
          and created_at > now() - interval '7 days'`,
  );
  return row !== undefined && row.email === email.toLowerCase() && secret.matches(row.email);
}

export async function findInvitePreview(
  db: Executor,
  code: string,
  viewerId: string | null,
  secret: InvitationSecret | null,
): Promise<InvitePreview | undefined> {
  const [row] = await selectRows(
    db,
    eventPreviewRow,
    sql`select e.id, e.title, e.description, e.member_count, e.status, e.deadline,
          u.name as creator_name,
          ${viewerId ? isMember(sql`e.id`, viewerId) : sql`false`} as viewer_is_member
        from events e join "user" u on u.id = e.creator_id
        where e.invitation_code = ${code}
          -- A closed round's code joins nothing (issue #49): it shows nothing but to its members.
          and (e.group_id is null or e.status = 'active'
               or ${viewerId ? isMember(sql`e.id`, viewerId) : sql`false`})`,
  );
  if (!row) return findGroupInvitePreview(db, code, viewerId, secret);
  const invitation = secret ? await findInvitation(db, row.id, secret) : undefined;
  const result =
    row.status === "completed" ? await findResult(db, sql`e.id = ${row.id}`) : undefined;
  const preview: InvitePreview = {
    kind: "event",
    title: row.title,
    description: row.description,
    memberCount: row.member_count,
    status: row.status,
    deadline: row.deadline === null ? null : new Date(row.deadline).toISOString(),
    creatorName: row.creator_name,
    inviterName: invitation?.inviterName ?? null,
    result: result ?? null,
  };
  return row.viewer_is_member ? { ...preview, eventId: row.id } : preview;
}

/** A group's code: name, members, creator, open round's deadline; `groupId` for a member. */
async function findGroupInvitePreview(
  db: Executor,
  code: string,
  viewerId: string | null,
  secret: InvitationSecret | null,
): Promise<InvitePreview | undefined> {
  const [row] = await selectRows(
    db,
    groupPreviewRow,
    sql`select g.id, g.name, g.description, g.member_count, u.name as creator_name,
          (select e.deadline from events e where e.group_id = g.id and e.status = 'active'
            order by e.round_number desc limit 1) as deadline,
          ${viewerId ? isGroupMember(sql`g.id`, viewerId) : sql`false`} as viewer_is_member
        from groups g join "user" u on u.id = g.creator_id
        where g.invitation_code = ${code}`,
  );
  if (!row) return undefined;
  const invitation = secret ? await findInvitation(db, row.id, secret, "group") : undefined;
  const preview: InvitePreview = {
    kind: "group",
    title: row.name,
    description: row.description,
    memberCount: row.member_count,
    status: "active",
    deadline: row.deadline === null ? null : new Date(row.deadline).toISOString(),
    creatorName: row.creator_name,
    inviterName: invitation?.inviterName ?? null,
    result: null,
  };
  return row.viewer_is_member ? { ...preview, groupId: row.id } : preview;
}
