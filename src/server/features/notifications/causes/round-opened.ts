// "A new round is open", only to verified addresses: it recurs weekly on its own.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../../db/connection";
import { chatFactsOf } from "../../chat";
import { deliver } from "../channels";
import { idList, wants, type NoticeContext, recipientRow } from "../facts";
import { mailKindOf } from "../kinds";

export async function roundOpened(db: Executor, ctx: NoticeContext, roundIds: string[]) {
  if (roundIds.length === 0) return;
  // The rounds' facts, for every channel: title, number, group, deadline, their chats' language.
  const rounds = await chatFactsOf(db, ctx.publicUrl, roundIds, null);
  const to = await selectRows(
    db,
    recipientRow,
    sql`select m.event_id, u.email, u.name, u.language, u.time_zone
        from events e
        join groups g on g.id = e.group_id
        join event_members m on m.event_id = e.id
        join "user" u on u.id = m.user_id
        where e.id in ${idList(roundIds)}
          and not u.is_anonymous and u.email_verified
          and ${wants(sql`u.email`, mailKindOf.roundOpened)}
        order by u.email`,
  );
  await deliver(db, ctx, "roundOpened", { rounds, recipients: to });
}
