// Causes hand facts to every channel in the caller's transaction: notices match changes.
import type { Executor } from "../../db/connection";
import type { MailKind } from "../../../shared/features/notifications/kinds";
import type { Unsubscribe } from "../../mail/layout";
import { invitationToken, tokenMatches } from "../../kernel/invitation-tokens";
import { closed } from "./causes/closed";
import { deadlineNear } from "./causes/deadline-near";
import { invitation, type InvitationInput } from "./causes/invitation";
import { joined } from "./causes/joined";
import { linkShared } from "./causes/link-shared";
import { reminder } from "./causes/reminder";
import { reopened } from "./causes/reopened";
import { roundOpened } from "./causes/round-opened";
import type { CauseFacts, EventNamed, Join, NoticeContext } from "./facts";
import { readUnsubscribeToken, unsubscribeToken } from "./tokens";

export { hasVoted } from "./facts";

export type Notices = ReturnType<typeof createNotices>;

/** What a feature that writes notices asks for beside FeatureDeps. */
export type NoticesDeps = {
  /** Writes the notices a change causes to the outboxes, in the change's transaction. */
  notices: Notices;
};

export function createNotices({ publicUrl, secret }: { publicUrl: string; secret: string }) {
  const unsubscribe = (email: string, kind: MailKind): Unsubscribe => {
    const token = encodeURIComponent(unsubscribeToken(secret, email, kind));
    return {
      page: `${publicUrl}/unsubscribe?token=${token}`,
      oneClick: `${publicUrl}/api/unsubscribe?token=${token}`,
    };
  };
  const ctx: NoticeContext = { publicUrl, unsubscribe };

  return {
    unsubscribe,
    /** The address and kind of an unsubscribe token, or null if not signed here. */
    readUnsubscribe: (token: string) => readUnsubscribeToken(secret, token),
    /** An invitation link's secret, and whether a token is it for `invitationId` and `email`. */
    invitationToken: (invitationId: string, email: string) =>
      invitationToken(secret, invitationId, email),
    invitationTokenMatches: (token: string, invitationId: string, email: string) =>
      tokenMatches(secret, token, invitationId, email),

    invitation: (db: Executor, input: InvitationInput) => invitation(db, ctx, input),
    closed: (db: Executor, events: EventNamed[]) => closed(db, ctx, events),
    reopened: (db: Executor, eventIds: string[]) => reopened(db, ctx, eventIds),
    linkShared: (db: Executor, eventId: string, link: CauseFacts["linkShared"]["link"]) =>
      linkShared(db, ctx, eventId, link),
    reminder: (db: Executor, event: CauseFacts["reminder"]["event"], senderId: string) =>
      reminder(db, ctx, event, senderId),
    deadlineNear: (db: Executor, events: CauseFacts["deadlineNear"]["events"]) =>
      deadlineNear(db, ctx, events),
    roundOpened: (db: Executor, roundIds: string[]) => roundOpened(db, ctx, roundIds),
    joined: (db: Executor, joins: Join[]) => joined(db, ctx, joins),
  };
}
