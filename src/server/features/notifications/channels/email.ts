// The email channel: mails in the outbox, in the cause's transaction.
import { closedMail } from "../emails/closed-mail";
import { invitationMail } from "../emails/invitation-mail";
import { deadlineNearMail, joinedMail, reminderMail } from "../emails/notification-mail";
import { enqueueMail } from "../../../mail/outbox";
import { roundOpenedMail } from "../emails/round-mail";
import type { Channel, NoticeContext, Recipient } from "../facts";
import { mailKindOf as kind } from "../kinds";

/** What every email needs of its recipient: the greeting's name, language and time zone. */
const person = (r: Recipient) => ({
  to: r.email,
  name: r.name,
  language: r.language,
  timeZone: r.time_zone,
});

// Each email opens the tab it is about; the event page keeps ?tab= through a sign-in.
const eventUrl = (ctx: NoticeContext, eventId: string, tab: "links" | "shortlist" | "members") =>
  `${ctx.publicUrl}/event/${eventId}${tab === "links" ? "" : `?tab=${tab}`}`;

export const email: Channel = {
  invitation: (db, ctx, { mail }) =>
    enqueueMail(db, [
      {
        ...invitationMail({ ...mail, unsubscribe: ctx.unsubscribe(mail.to, kind.invitation) }),
        kind: kind.invitation,
      },
    ]),

  closed: (db, ctx, { events, results, recipients }) => {
    const titleOf = new Map(events.map((e) => [e.id, e.title]));
    return enqueueMail(
      db,
      recipients.map((r) => ({
        kind: kind.closed,
        ...closedMail({
          ...person(r),
          eventTitle: titleOf.get(r.event_id)!,
          eventUrl: eventUrl(ctx, r.event_id, "shortlist"),
          unsubscribe: ctx.unsubscribe(r.email, kind.closed),
          result: results.get(r.event_id)!,
        }),
      })),
    );
  },

  reminder: (db, ctx, { event, recipients }) =>
    enqueueMail(
      db,
      recipients.map((r) => ({
        kind: kind.reminder,
        ...reminderMail({
          ...person(r),
          eventTitle: event.title,
          eventUrl: eventUrl(ctx, event.id, "shortlist"),
          unsubscribe: ctx.unsubscribe(r.email, kind.reminder),
          creatorName: event.creatorName,
          deadline: event.deadline,
        }),
      })),
    ),

  deadlineNear: (db, ctx, { events, recipients }) => {
    const byId = new Map(events.map((e) => [e.id, e]));
    return enqueueMail(
      db,
      recipients.map((r) => {
        const event = byId.get(r.event_id)!;
        return {
          kind: kind.deadlineNear,
          ...deadlineNearMail({
            ...person(r),
            eventTitle: event.title,
            eventUrl: eventUrl(ctx, event.id, "shortlist"),
            unsubscribe: ctx.unsubscribe(r.email, kind.deadlineNear),
            deadline: event.deadline,
          }),
        };
      }),
    );
  },

  // The round's links tab: sharing is what a new round needs first.
  roundOpened: (db, ctx, { rounds, recipients }) =>
    enqueueMail(
      db,
      recipients.map((r) => {
        const round = rounds.get(r.event_id)!;
        return {
          kind: kind.roundOpened,
          ...roundOpenedMail({
            ...person(r),
            eventTitle: round.title,
            eventUrl: eventUrl(ctx, r.event_id, "links"),
            unsubscribe: ctx.unsubscribe(r.email, kind.roundOpened),
            groupName: round.group!.name,
            roundNumber: round.roundNumber!,
            deadline: round.deadline ?? null,
          }),
        };
      }),
    ),

  joined: (db, ctx, { mailed }) =>
    enqueueMail(
      db,
      mailed.map((j) => ({
        kind: kind.joined,
        ...joinedMail({
          to: j.creatorEmail,
          name: j.creatorName,
          language: j.creatorLanguage,
          timeZone: j.creatorTimeZone,
          eventTitle: j.title,
          eventUrl: eventUrl(ctx, j.id, "members"),
          unsubscribe: ctx.unsubscribe(j.creatorEmail, kind.joined),
          names: j.names,
          count: j.count,
        }),
      })),
    ),
};
