// When a group role ends, that person's chats are turned off, or their webhook keeps hearing.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/connection";

export async function turnOffChatsOf(tx: Tx, groupId: string, userId: string) {
  await tx.execute(sql`
    update chat_targets t set active = false
     where t.created_by = ${userId} and t.active
       and (t.group_id = ${groupId}
            or t.event_id in (select e.id from events e where e.group_id = ${groupId}))`);
}
