// What each cause hands its channels, read once in the cause's transaction.
import { z } from "zod";
import { languageColumn } from "../../db/rows";
import { sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../shared/core/languages";
import type { MailKind } from "../../../shared/features/notifications/kinds";
import { selectRows, type Executor } from "../../db/connection";
import type { ClosedResult } from "../../mail/ranking";
import type { InvitationMailInput } from "./emails/invitation-mail";
import type { Unsubscribe } from "../../mail/layout";
import { membersOfEach } from "../../kernel/access";
import type { ChatFacts } from "../chat";

/** A member an email goes to: the greeting's name, language and time zone. */
export const recipientRow = z.object({
  event_id: z.string(),
  email: z.string(),
  name: z.string(),
  language: languageColumn,
  time_zone: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientRow>;

export type EventNamed = { id: string; title: string };

/** People joined an event: its creator (or its group's) hears who. */
export type Join = EventNamed & {
  creatorEmail: string;
  creatorName: string;
  creatorLanguage: Language | null;
  creatorTimeZone: string | null;
  /** Of those who joined, the first few still members, in the order they joined. */
  names: string[];
  count: number;
};

/** The facts of each cause, by its one name. */
export type CauseFacts = {
  invitation: { mail: Omit<InvitationMailInput, "unsubscribe"> };
  closed: {
    events: EventNamed[];
    results: Map<string, ClosedResult>;
    recipients: Recipient[];
  };
  reopened: { eventIds: string[] };
  linkShared: { eventId: string; link: { title: string; url: string; sharedBy: string } };
  reminder: {
    event: EventNamed & { deadline: Date | null; creatorName: string };
    /** Who among the members hears it (`m` the membership), on every channel. */
    audience: SQL;
    recipients: Recipient[];
  };
  deadlineNear: {
    events: Array<EventNamed & { deadline: Date }>;
    audience: SQL;
    recipients: Recipient[];
  };
  roundOpened: { rounds: Map<string, ChatFacts>; recipients: Recipient[] };
  joined: { joins: Join[]; mailed: Join[] };
};

export type CauseName = keyof CauseFacts;

/** What channels share beyond the facts: the server's address and the signed unsubscribe links. */
export type NoticeContext = {
  publicUrl: string;
  unsubscribe: (email: string, kind: MailKind) => Unsubscribe;
};

/** A channel: for each cause it wants, how it renders that cause's facts and writes them. */
export type Channel = {
  [C in CauseName]?: (db: Executor, ctx: NoticeContext, facts: CauseFacts[C]) => Promise<void>;
};

export const wants = (email: SQL, kind: MailKind) =>
  sql`not exists (select 1 from mail_opt_outs o where o.email = lower(${email}) and o.kind = ${kind})`;

/** Whether the member ever voted: current votes would leak who voted for a removed link. */
export const hasVoted = sql`m.voted_at is not null`;

export const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** The members of `eventIds` who want the email `kind`, optionally only those `extra` holds for. */
export const recipients = (db: Executor, eventIds: string[], kind: MailKind, extra = sql`true`) =>
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
