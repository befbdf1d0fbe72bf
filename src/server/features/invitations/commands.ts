// Email invitations, limited daily per sender and per recipient so no inbox can be flooded.
import type { Db, Tx } from "../../db/connection";
import type { SessionUser } from "../../auth/session-check";
import { invitations } from "../../db/schema";
import { enforceRateLimit, type Limit } from "../../http/rate-limit";
import { eventNotFound } from "../../kernel/access";
import { findMyEvent } from "../events";
import type { Notices } from "../notifications";

export type InvitationLimits = { perSender: Limit; perRecipient: Limit };

/** Invitation and email in one transaction: the email exists exactly when the invitation does. */
export async function sendInvitation(
  db: Db,
  notices: Notices,
  args: {
    eventId: string;
    inviter: SessionUser;
    email: string;
    publicUrl: string;
    limits: InvitationLimits;
  },
): Promise<void> {
  const { eventId, inviter } = args;
  const event = await findMyEvent(db, eventId, inviter.id);
  if (!event) throw eventNotFound();
  await sendInvite(db, notices, {
    ...args,
    title: event.title,
    deadline: event.deadline === null ? null : new Date(event.deadline),
    code: event.invitationCode,
    record: async (tx, email) => {
      const [row] = await tx
        .insert(invitations)
        .values({ eventId, email, invitedBy: inviter.id })
        .returning({ id: invitations.id });
      return row!.id;
    },
  });
}

/** An email invitation after the caller's permission check: daily limits, then row and email. */
export async function sendInvite(
  db: Db,
  notices: Notices,
  args: {
    inviter: SessionUser;
    email: string;
    publicUrl: string;
    limits: InvitationLimits;
    title: string;
    deadline: Date | null;
    code: string;
    /** Writes the invitation's row; answers its id (the link's secret names it). */
    record: (tx: Tx, email: string) => Promise<string>;
  },
): Promise<void> {
  const { inviter, publicUrl, limits } = args;
  const email = args.email.toLowerCase();
  await enforceRateLimit(db, `invite-sender:${inviter.id}`, limits.perSender);
  await enforceRateLimit(db, `invite-recipient:${email}`, limits.perRecipient);
  await db.transaction(async (tx) => {
    const id = await args.record(tx, email);
    // The link carries the secret: its page names the inviter, and this address skips verification.
    const secret = encodeURIComponent(notices.invitationToken(id, email));
    await notices.invitation(tx, {
      to: email,
      inviterId: inviter.id,
      inviterName: inviter.name,
      inviterEmail: inviter.email,
      eventTitle: args.title,
      deadline: args.deadline,
      inviteUrl: `${publicUrl}/invite/${args.code}?invitation=${secret}`,
    });
  });
}
