// One INSERT … SELECT per cause; the text is made here so retries send the same words.
import { sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../shared/core/languages";
import type { PushKind } from "../../../shared/features/notifications/kinds";
import { selectRows, type Executor } from "../../db/connection";
import type { mailEn } from "../../../shared/i18n/mail-en";
import { mailT } from "../../kernel/i18n";
import { bigintColumn } from "../../db/rows";
import { z } from "zod";

/** A mail.push text (server-only), an i18next plural by its base. */
type PushTextKey = keyof typeof mailEn.push extends infer K
  ? K extends `${infer B}_${"one" | "other"}`
    ? B
    : K
  : never;

/** One event's push: its title, where a click goes, and the text in each language. */
export type PushCause = { eventId: string; title: string; url: string } & Record<Language, string>;

/** The text of `key` (under mail.push) in each language. */
export const pushTexts = (
  key: PushTextKey,
  params: Record<string, string | number> = {},
): Record<Language, string> => {
  const text = (language: Language) => {
    const t = mailT(language);
    return t(`mail.push.${key}`, params) as string;
  };
  return { en: text("en"), de: text("de") };
};

/** Where a push about an event leads: the event on the tab it is about (as its email's link). */
export const eventPath = (eventId: string, tab: "links" | "shortlist" | "members") =>
  `/event/${eventId}${tab === "links" ? "" : `?tab=${tab}`}`;

// The outbox's id is a bigint: text from node-postgres, a number from PGlite.
const outboxIdRow = z.object({ id: bigintColumn });

/** A test push to `sessionId`'s device; false when it has none. */
export async function enqueueTestPush(db: Executor, sessionId: string) {
  const texts = pushTexts("test");
  const titles = pushTexts("testTitle");
  const written = await selectRows(
    db,
    outboxIdRow,
    sql`insert into notification_outbox (channel, subscription_id, kind, content)
        select 'push', ps.id, 'test', jsonb_build_object(
          'title', case when u.language = 'de' then ${titles.de} else ${titles.en} end,
          'body', case when u.language = 'de' then ${texts.de} else ${texts.en} end,
          'url', '/settings', 'lang', coalesce(u.language, 'en'))
        from push_subscriptions ps join session s on s.id = ps.session_id
        join "user" u on u.id = s.user_id
        where ps.session_id = ${sessionId}
        returning id`,
  );
  return written.length > 0;
}

/** Writes a push of `kind` to the devices of members for whom `who` holds, in one statement. */
export async function enqueuePushes(
  db: Executor,
  kind: PushKind,
  causes: PushCause[],
  who: SQL = sql`true`,
) {
  if (causes.length === 0) return;
  await db.execute(sql`
    insert into notification_outbox (channel, subscription_id, kind, content)
    select 'push', ps.id, ${kind}, jsonb_build_object(
      'title', c.title, 'body', case when u.language = 'de' then c.de else c.en end,
      'url', c.url, 'lang', coalesce(u.language, 'en'))
    from json_to_recordset(${JSON.stringify(causes)}::json)
      as c("eventId" uuid, title text, url text, en text, de text)
    join events e on e.id = c."eventId"
    join event_members m on m.event_id = e.id
    join "user" u on u.id = m.user_id
    join session s on s.user_id = u.id and s.expires_at > now()
    join push_subscriptions ps on ps.session_id = s.id
    where ${who}
      and not exists (select 1 from push_opt_outs p where p.user_id = u.id and p.kind = ${kind})
    order by ps.id`);
}
