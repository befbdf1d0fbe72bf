// Sending an email invitation: a member invites someone by address. Limited per sender and per
// recipient (a day each), so the feature cannot be used to flood an inbox.
import type { Db } from "../../db/connection";
import type { SessionUser } from "../../auth/session-check";
import { invitations } from "../../db/schema";
import { enforceRateLimit, type Limit } from "../../http/rate-limit";
import { eventNotFound } from "../events/access";
import { findMyEvent } from "../events/queries";
import type { Notices } from "../notifications/notices";

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
  const { eventId, inviter, publicUrl, limits } = args;
  const email = args.email.toLowerCase();
  const event = await findMyEvent(db, eventId, inviter.id);
  if (!event) throw eventNotFound();
  await enforceRateLimit(db, `invite-sender:${inviter.id}`, limits.perSender);
  await enforceRateLimit(db, `invite-recipient:${email}`, limits.perRecipient);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({ eventId, email, invitedBy: inviter.id })
      .returning({ id: invitations.id });
    // The link carries this invitation's secret: its page names the inviter, and a sign-up with
    // this very address needs no verification email (decision 116).
    const secret = encodeURIComponent(notices.invitationToken(row!.id, email));
    await notices.invitation(tx, {
      to: email,
      inviterId: inviter.id,
      inviterName: inviter.name,
      inviterEmail: inviter.email,
      eventTitle: event.title,
      deadline: event.deadline === null ? null : new Date(event.deadline),
      inviteUrl: `${publicUrl}/invite/${event.invitationCode}?invitation=${secret}`,
    });
  });
}
