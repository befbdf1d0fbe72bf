// Which emails a change causes, to whom: each function here finds its recipients in one query
// (never one per member), leaves out those who turned that kind off (mail_opt_outs), and writes
// the mails to the outbox in the caller's transaction, so the mail exists exactly when the change
// does. The outbox worker sends them after the commit. The pushes (push/enqueue.ts) and the chat
// messages (chat/enqueue.ts, decision 229) of the same causes are written beside them.
import { sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../shared/core/languages";
import type { MailKind } from "../../../shared/core/mail-kinds";
import { selectRows, type Executor } from "../../db/connection";
import type { Unsubscribe } from "../../mail/layout";
import { closedMail } from "../../mail/closed-mail";
import { invitationMail, type InvitationMailInput } from "../../mail/invitation-mail";
import { deadlineNearMail, joinedMail, reminderMail } from "../../mail/notification-mail";
import { enqueueMail } from "../../mail/outbox";
import { roundOpenedMail } from "../../mail/round-mail";
import { membersOfEach, membershipsOf } from "../../kernel/access";
import { closedResultsOf } from "./closed-results";
import { joinsAnnouncedTo } from "./joins-recipient";
import { readUnsubscribeToken, unsubscribeToken } from "./tokens";
import { invitationToken, tokenMatches } from "../../kernel/invitation-tokens";
import { enqueuePushes, eventPath, pushTexts } from "../push";
import {
  enqueueChats,
  closedPayload,
  deadlinePayload,
  linkSharedPayload,
  openedPayload,
} from "../chat";
import { z } from "zod";
import { languageColumn, timestamp } from "../../db/rows";

/** True when `email` has not turned off `kind`. */
const wants = (email: SQL, kind: MailKind) =>
  sql`not exists (select 1 from mail_opt_outs o where o.email = lower(${email}) and o.kind = ${kind})`;

/** True when the member `m` has voted in its event: cast a vote there, ever (their first vote
 * sets `voted_at`; taking it back, or the link leaving the shortlist, does not clear it). Who has
 * voted is shown to every member, so it must not move with what the others' votes are on: a
 * count of current votes on the shortlist would tell, as a link left it, who had voted for it
 * (decision 219). */
export const hasVoted = sql`m.voted_at is not null`;

const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

const recipientRow = z.object({
  event_id: z.string(),
  email: z.string(),
  name: z.string(),
  language: languageColumn,
  time_zone: z.string().nullable(),
});
type Recipient = z.infer<typeof recipientRow>;
const inviteeRow = z.object({
  wanted: z.boolean(),
  name: z.string().nullable(),
  language: languageColumn,
  time_zone: z.string().nullable(),
});
const waitingRow = z.object({ waiting: z.number() });
const roundRecipientRow = recipientRow.extend({
  title: z.string(),
  round_number: z.number(),
  deadline: timestamp.nullable(),
  group_name: z.string(),
});
const openedRoundRow = z.object({
  id: z.string(),
  title: z.string(),
  round_number: z.number(),
  group_name: z.string(),
});
const emailRow = z.object({ email: z.string() });

/** What every notice needs of its recipient: the greeting's name, language and time zone. */
const person = (r: Recipient) => ({
  to: r.email,
  name: r.name,
  language: r.language,
  timeZone: r.time_zone,
});

export type Notices = ReturnType<typeof createNotices>;

/** What a feature that writes notices asks for beside FeatureDeps. */
export type NoticesDeps = {
  /** Writes the emails a change causes to the outbox, in the change's transaction. */
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
  // Each email opens the tab it is about (decision 208): a reminder and "closes soon" the voting,
  // "has closed" the shortlist under its result, "people joined" the members. The event page keeps
  // ?tab= through a sign-in, so the link works from a signed-out browser too.
  const eventUrl = (eventId: string, tab: "links" | "shortlist" | "members") =>
    `${publicUrl}/event/${eventId}${tab === "links" ? "" : `?tab=${tab}`}`;

  /** The members of `eventIds` who want `kind`, optionally only those who have not voted. */
  const recipients = (db: Executor, eventIds: string[], kind: MailKind, extra = sql`true`) =>
    eventIds.length === 0
      ? Promise.resolve([])
      : selectRows(
          db,
          recipientRow,
          sql`select m.event_id, u.email, u.name, u.language, u.time_zone
              from ${membersOfEach(idList(eventIds))}
                and not u.is_anonymous and ${extra}
                and ${wants(sql`u.email`, kind)}
              order by u.email`,
        );

  return {
    unsubscribe,
    /** The address and kind an unsubscribe token names, or null when this server did not sign it. */
    readUnsubscribe: (token: string) => readUnsubscribeToken(secret, token),
    /** The secret an emailed invitation's link carries, and whether a token is that secret for
     * the invitation `invitationId` sent to `email` (kernel/invitation-tokens.ts). */
    invitationToken: (invitationId: string, email: string) =>
      invitationToken(secret, invitationId, email),
    invitationTokenMatches: (token: string, invitationId: string, email: string) =>
      tokenMatches(secret, token, invitationId, email),

    /** An email invitation; false when the address turned invitations off (nothing written).
     * In the language and time zone of the address's account, or else the inviter's; greeting
     * the account's name when the address has one. */
    async invitation(
      db: Executor,
      {
        inviterId,
        ...input
      }: Omit<InvitationMailInput, "unsubscribe" | "language" | "timeZone" | "name"> & {
        inviterId: string;
      },
    ): Promise<boolean> {
      const [row] = await selectRows(
        db,
        inviteeRow,
        sql`with invitee as (
              select name, language, time_zone from "user"
              where email = lower(${input.to}) and not is_anonymous),
            inviter as (select language, time_zone from "user" where id = ${inviterId})
            select ${wants(sql`${input.to}`, "invitation")} as wanted,
              (select name from invitee) as name,
              coalesce((select language from invitee), (select language from inviter)) as language,
              coalesce((select time_zone from invitee), (select time_zone from inviter))
                as time_zone`,
      );
      if (!row?.wanted) return false;
      const mail = invitationMail({
        ...input,
        name: row.name,
        language: row.language,
        timeZone: row.time_zone,
        unsubscribe: unsubscribe(input.to, "invitation"),
      });
      await enqueueMail(db, [{ ...mail, kind: "invitation" }]);
      return true;
    },

    /** "The event has closed: the winner is …", with the ranking, to every member of each
     * event. */
    async closed(db: Executor, closedEvents: Array<{ id: string; title: string }>) {
      const ids = closedEvents.map((e) => e.id);
      if (ids.length === 0) return;
      const results = await closedResultsOf(db, idList(ids));
      const titleOf = new Map(closedEvents.map((e) => [e.id, e.title]));
      const to = await recipients(db, ids, "closed");
      await enqueueMail(
        db,
        to.map((r) => ({
          kind: "closed",
          ...closedMail({
            ...person(r),
            eventTitle: titleOf.get(r.event_id)!,
            eventUrl: eventUrl(r.event_id, "shortlist"),
            unsubscribe: unsubscribe(r.email, "closed"),
            result: results.get(r.event_id)!,
          }),
        })),
      );
      await enqueuePushes(
        db,
        "closed",
        closedEvents.map((e) => {
          const result = results.get(e.id);
          const winner = result?.top.find((l) => l.id === result.winnerId)?.title;
          return {
            eventId: e.id,
            title: e.title,
            url: eventPath(e.id, "shortlist"),
            ...(winner ? pushTexts("closedWinner", { winner }) : pushTexts("closedNoWinner")),
          };
        }),
      );
      // The chats get the email's ranking, and the public result page when its creator has it on.
      await enqueueChats(db, publicUrl, "closed", ids, (facts) =>
        closedPayload(facts, results.get(facts.id)!, facts.resultUrl),
      );
    },

    /** A closed event opened again: its chats hear it is open ("opened"); no email (decision 229). */
    async reopened(db: Executor, eventIds: string[]) {
      await enqueueChats(db, publicUrl, "opened", eventIds, (facts) => openedPayload(facts));
    },

    /** A link was shared: its chats that want it hear (no email: there would be too many). */
    async linkShared(
      db: Executor,
      eventId: string,
      link: { title: string; url: string; sharedBy: string },
    ) {
      await enqueueChats(db, publicUrl, "linkShared", [eventId], (facts) =>
        linkSharedPayload(facts, link),
      );
    },

    /** The creator's reminder, to each member but `senderId` who has not voted. Answers how many
     * have not voted (the reminder is pointless when none) and how many were written. */
    async reminder(
      db: Executor,
      event: { id: string; title: string; deadline: Date | null; creatorName: string },
      senderId: string,
    ) {
      const [counted] = await selectRows(
        db,
        waitingRow,
        sql`select count(*)::int as waiting from ${membershipsOf(event.id)}
              and m.user_id <> ${senderId} and not ${hasVoted}`,
      );
      const to = await recipients(
        db,
        [event.id],
        "reminder",
        sql`m.user_id <> ${senderId} and not ${hasVoted}`,
      );
      await enqueueMail(
        db,
        to.map((r) => ({
          kind: "reminder",
          ...reminderMail({
            ...person(r),
            eventTitle: event.title,
            eventUrl: eventUrl(event.id, "shortlist"),
            unsubscribe: unsubscribe(r.email, "reminder"),
            creatorName: event.creatorName,
            deadline: event.deadline,
          }),
        })),
      );
      await enqueuePushes(
        db,
        "reminder",
        [
          {
            eventId: event.id,
            title: event.title,
            url: eventPath(event.id, "shortlist"),
            ...pushTexts("reminder", { name: event.creatorName }),
          },
        ],
        sql`m.user_id <> ${senderId} and not ${hasVoted}`,
      );
      return { waiting: counted?.waiting ?? 0, reminded: to.length };
    },

    /** "The deadline is near", to each member of each event who has not voted. */
    async deadlineNear(
      db: Executor,
      nearEvents: Array<{ id: string; title: string; deadline: Date }>,
    ) {
      const byId = new Map(nearEvents.map((e) => [e.id, e]));
      const to = await recipients(db, [...byId.keys()], "deadline", sql`not ${hasVoted}`);
      await enqueueMail(
        db,
        to.map((r) => {
          const event = byId.get(r.event_id)!;
          return {
            kind: "deadline",
            ...deadlineNearMail({
              ...person(r),
              eventTitle: event.title,
              eventUrl: eventUrl(event.id, "shortlist"),
              unsubscribe: unsubscribe(r.email, "deadline"),
              deadline: event.deadline,
            }),
          };
        }),
      );
      await enqueuePushes(
        db,
        "deadline",
        nearEvents.map((e) => ({
          eventId: e.id,
          title: e.title,
          url: eventPath(e.id, "shortlist"),
          ...pushTexts("deadline"),
        })),
        sql`not ${hasVoted}`,
      );
      await enqueueChats(db, publicUrl, "deadline", [...byId.keys()], (facts) =>
        deadlinePayload(facts),
      );
    },

    /** "A new round of Friday dinner is open", to every member of each new round (the group's
     * members, whom openRound made its members) who has an account with a verified address and
     * wants the kind, in one query for all the rounds. Verified only: it comes back every week
     * by itself, so it goes only to addresses shown to be their owner's (with EMAIL_VERIFICATION
     * off nothing is verified, and none is sent). The scheduler and "New round" call it in the opening's
     * transaction. The round's links tab: sharing is what a new round needs first. */
    async roundOpened(db: Executor, roundIds: string[]) {
      if (roundIds.length === 0) return;
      const to = await selectRows(
        db,
        roundRecipientRow,
        sql`select m.event_id, u.email, u.name, u.language, u.time_zone,
                   e.title, e.round_number, e.deadline, g.name as group_name
            from events e
            join groups g on g.id = e.group_id
            join event_members m on m.event_id = e.id
            join "user" u on u.id = m.user_id
            where e.id in ${idList(roundIds)}
              and not u.is_anonymous and u.email_verified
              and ${wants(sql`u.email`, "roundOpened")}
            order by u.email`,
      );
      await enqueueMail(
        db,
        to.map((r) => ({
          kind: "roundOpened",
          ...roundOpenedMail({
            ...person(r),
            eventTitle: r.title,
            eventUrl: eventUrl(r.event_id, "links"),
            unsubscribe: unsubscribe(r.email, "roundOpened"),
            groupName: r.group_name,
            roundNumber: r.round_number,
            deadline: r.deadline === null ? null : new Date(r.deadline),
          }),
        })),
      );
      // To every member with a device, verified or not (a device is its owner's by signing in).
      const rounds = await selectRows(
        db,
        openedRoundRow,
        sql`select e.id, e.title, e.round_number, g.name as group_name
            from events e join groups g on g.id = e.group_id
            where e.id in ${idList(roundIds)}`,
      );
      await enqueuePushes(
        db,
        "roundOpened",
        rounds.map((r) => ({
          eventId: r.id,
          title: r.title,
          url: eventPath(r.id, "links"),
          ...pushTexts("roundOpened", { round: r.round_number, group: r.group_name }),
        })),
      );
      await enqueueChats(db, publicUrl, "opened", roundIds, (facts) => openedPayload(facts));
    },

    /** "Ada, Ben and 2 others joined your event", to each event's creator. */
    async joined(
      db: Executor,
      joins: Array<{
        id: string;
        title: string;
        creatorEmail: string;
        creatorName: string;
        creatorLanguage: Language | null;
        creatorTimeZone: string | null;
        /** Of those who joined, the first few still members, in the order they joined. */
        names: string[];
        count: number;
      }>,
    ) {
      if (joins.length === 0) return;
      const emails = [...new Set(joins.map((j) => j.creatorEmail.toLowerCase()))];
      const optedOut = await selectRows(
        db,
        emailRow,
        sql`select email from mail_opt_outs where kind = 'joined' and email in (${sql.join(
          emails.map((e) => sql`${e}`),
          sql`, `,
        )})`,
      );
      const off = new Set(optedOut.map((o) => o.email));
      await enqueueMail(
        db,
        joins
          .filter((j) => !off.has(j.creatorEmail.toLowerCase()))
          .map((j) => ({
            kind: "joined",
            ...joinedMail({
              to: j.creatorEmail,
              name: j.creatorName,
              language: j.creatorLanguage,
              timeZone: j.creatorTimeZone,
              eventTitle: j.title,
              eventUrl: eventUrl(j.id, "members"),
              unsubscribe: unsubscribe(j.creatorEmail, "joined"),
              names: j.names,
              count: j.count,
            }),
          })),
      );
      await enqueuePushes(
        db,
        "joined",
        joins
          .filter((j) => j.names.length > 0)
          .map((j) => ({
            eventId: j.id,
            title: j.title,
            url: eventPath(j.id, "members"),
            ...pushTexts("joined", {
              count: Math.max(j.count, 1),
              name: j.names[0]!,
              others: Math.max(j.count - 1, 1),
            }),
          })),
        sql`m.user_id = ${joinsAnnouncedTo}`,
      );
    },
  };
}
