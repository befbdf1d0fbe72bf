// When a person's role in a group ends, the chats they connected are turned off in that transaction:
// otherwise a removed admin's own webhook would keep hearing the group.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/connection";

export async function turnOffChatsOf(tx: Tx, groupId: string, userId: string) {
  await tx.execute(sql`
    update chat_targets t set active = false
     where t.created_by = ${userId} and t.active
       and (t.group_id = ${groupId}
            or t.event_id in (select e.id from events e where e.group_id = ${groupId}))`);
}
