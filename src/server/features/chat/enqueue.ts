// Chat messages, written in the cause's transaction: they exist exactly when the cause does.
import { sql } from "drizzle-orm";
import type { ChatMessageKind } from "../../../shared/features/notifications/kinds";
import { isLanguage } from "../../../shared/core/languages";
import { selectRows, type Executor } from "../../db/connection";
import type { ChatEventFacts, ChatPayload } from "./payload";
import { z } from "zod";
import { timestamp } from "../../db/rows";

/** What a message says about its event, and the public result page's address (when on). */
export type ChatFacts = ChatEventFacts & { resultUrl: string | null };

const factsRow = z.object({
  id: z.string(),
  title: z.string(),
  round_number: z.number().nullable(),
  deadline: timestamp.nullable(),
  group_id: z.string().nullable(),
  group_name: z.string().nullable(),
  time_zone: z.string().nullable(),
  language: z.string().nullable(),
  result_token: z.string().nullable(),
});

const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** The chats of event `e`: its own, and its group's when it is a round. */
export const chatsOfEvent = sql`(t.event_id = e.id or t.group_id = e.group_id)`;

/** Facts of each event with a chat wanting `message` (all when null), in its language. */
export async function chatFactsOf(
  db: Executor,
  publicUrl: string,
  eventIds: string[],
  message: ChatMessageKind | null,
): Promise<Map<string, ChatFacts>> {
  if (eventIds.length === 0) return new Map();
  const wanted =
    message === null
      ? sql`true`
      : sql`exists (select 1 from chat_targets t where ${chatsOfEvent} and t.active
                      and ${message} = any(t.messages))`;
  const rows = await selectRows(
    db,
    factsRow,
    sql`select e.id, e.title, e.round_number, e.deadline, g.id as group_id, g.name as group_name,
          coalesce(g.time_zone, c.time_zone) as time_zone,
          coalesce(gc.language, c.language) as language, e.result_token
        from events e
        left join groups g on g.id = e.group_id
        left join "user" gc on gc.id = g.creator_id
        left join "user" c on c.id = e.creator_id
        where e.id in ${idList(eventIds)} and ${wanted}`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        url: `${publicUrl}/event/${r.id}`,
        language: isLanguage(r.language) ? r.language : "en",
        group: r.group_id ? { id: r.group_id, name: r.group_name! } : null,
        roundNumber: r.round_number,
        deadline: r.deadline === null ? null : new Date(r.deadline),
        timeZone: r.time_zone,
        resultUrl: r.result_token ? `${publicUrl}/results/${r.result_token}` : null,
      },
    ]),
  );
}

/** Writes `message` to every active chat of each event (and its group) that has it on. */
export async function writeChats(
  db: Executor,
  message: ChatMessageKind,
  messages: Array<{ eventId: string; payload: ChatPayload }>,
) {
  if (messages.length === 0) return;
  const causes = messages.map((m) => ({ eventId: m.eventId, payload: JSON.stringify(m.payload) }));
  await db.execute(sql`
    insert into notification_outbox (channel, target_id, kind, content)
    select 'chat', t.id, ${message}, jsonb_build_object('payload', c.payload)
    from json_to_recordset(${JSON.stringify(causes)}::json) as c("eventId" uuid, payload text)
    join events e on e.id = c."eventId"
    join chat_targets t on ${chatsOfEvent}
    where t.active and ${message} = any(t.messages)
    order by t.id`);
}
