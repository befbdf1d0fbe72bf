// A chat failing every try for a day is turned off and its owner emailed.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";
import { idRow, languageColumn } from "../../db/rows";
import { chatOffMail } from "../../mail/chat-off-mail";
import { enqueueMail } from "../../mail/outbox";
import { z } from "zod";

const ownerRow = z.object({
  email: z.string(),
  name: z.string(),
  language: languageColumn,
  chat_name: z.string(),
  title: z.string(),
  event_id: z.string().nullable(),
  group_id: z.string().nullable(),
});

export async function turnOff(db: Executor, publicUrl: string, targetId: string, error: string) {
  const turned = await selectRows(
    db,
    idRow,
    sql`update chat_targets set active = false, turned_off_at = clock_timestamp()
        where id = ${targetId} and active returning id`,
  );
  if (turned.length === 0) return false;
  // Rows another lane is sending are skipped; it gives up on seeing the chat off.
  await db.execute(sql`update notification_outbox set failed_at = clock_timestamp()
                       where id in (select id from notification_outbox
                                    where target_id = ${targetId} and sent_at is null
                                      and failed_at is null
                                    for update skip locked)`);
  const [owner] = await selectRows(
    db,
    ownerRow,
    sql`select u.email, u.name, u.language, t.name as chat_name,
          coalesce(e.title, g.name) as title, t.event_id, t.group_id
        from chat_targets t
        left join events e on e.id = t.event_id
        left join groups g on g.id = t.group_id
        join "user" u on u.id = case
          when t.created_by is not null and (
            (e.id is not null and huddle_manages(e.creator_id, e.group_id, t.created_by))
            or (g.id is not null and (g.creator_id = t.created_by or exists (
                  select 1 from group_members gm where gm.group_id = g.id
                    and gm.user_id = t.created_by and gm.role = 'admin'))))
          then t.created_by
          else coalesce(e.creator_id, g.creator_id) end
        where t.id = ${targetId} and not u.is_anonymous`,
  );
  if (owner) {
    const settingsUrl = owner.event_id
      ? `${publicUrl}/event/${owner.event_id}`
      : `${publicUrl}/groups/${owner.group_id}`;
    await enqueueMail(db, [
      {
        kind: "chatOff",
        ...chatOffMail({
          to: owner.email,
          name: owner.name,
          language: owner.language,
          chatName: owner.chat_name,
          title: owner.title,
          settingsUrl,
          error,
        }),
      },
    ]);
  }
  return true;
}
