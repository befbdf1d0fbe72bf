// Sending an email invitation: a member invites someone by address. Limited per sender and per
// recipient (a day each), so the feature cannot be used to flood an inbox; recorded once sent.
import type { Db } from "../../db/connection";
import type { SessionUser } from "../../auth/session-check";
import { invitations } from "../../db/schema";
import { AppError } from "../../http/errors";
import { enforceRateLimit, type Limit } from "../../http/rate-limit";
import { invitationMail } from "../../mail/invitation-mail";
import type { Mailer } from "../../mail/mailer";
import { eventNotFound } from "../events/access";
import { findMyEvent } from "../events/queries";

export type InvitationLimits = { perSender: Limit; perRecipient: Limit };

export async function sendInvitation(
  db: Db,
  mailer: Mailer,
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
  const mail = invitationMail({
    to: email,
    inviterName: inviter.name,
    inviterEmail: inviter.email,
    eventTitle: event.title,
    inviteUrl: `${publicUrl}/invite/${event.invitationCode}`,
  });
  try {
    // Awaited, unlike account mail: the person inviting is told whether it went out.
    await mailer.send(mail);
  } catch {
    throw new AppError(
      "unavailable",
      "The invitation email could not be sent. Please try again later.",
    );
  }
  await db.insert(invitations).values({ eventId, email, invitedBy: inviter.id });
}
