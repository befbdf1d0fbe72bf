// Sending an email invitation: a member invites someone by address. Limited per sender and per
// recipient (a day each), so the feature cannot be used to flood an inbox.
import type { Db, Tx } from "../../db/connection";
import type { SessionUser } from "../../auth/session-check";
import { invitations } from "../../db/schema";
import { enforceRateLimit, type Limit } from "../../http/rate-limit";
import { eventNotFound } from "../../kernel/access";
import { findMyEvent } from "../events";
import type { Notices } from "../notifications";

export type InvitationLimits = { perSender: Limit; perRecipient: Limit };

/** Records the invitation and writes its email to the outbox, in one transaction: the email goes
 * out exactly when the invitation exists (unless the address turned invitations off). */
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

/**
 * An invitation by email to what `code` names (an event, or a group: decision 226), after the
 * caller found that the inviter may invite there: the daily limits per sender and per recipient
 * (the same for both kinds), then the row `record` writes and its email, in one transaction.
 */
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
    // The link carries this invitation's secret: its page names the inviter (decision 208), and a
    // sign-up with this very address needs no verification email (decision 203).
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
