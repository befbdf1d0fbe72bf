// A chat is connected by someone who manages its event or group, at an address they chose. When
// their role in a group ends (made a plain member again, removed, or gone), the chats they
// connected to the group and to its rounds are turned off in that same transaction (issue #49):
// otherwise a removed admin's own webhook would go on hearing every link the group shares. A
// current admin sees it turned off and may turn it back on, vouching for its address.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/connection";

export async function turnOffChatsOf(tx: Tx, groupId: string, userId: string) {
  await tx.execute(sql`
    update chat_targets t set active = false
     where t.created_by = ${userId} and t.active
       and (t.group_id = ${groupId}
            or t.event_id in (select e.id from events e where e.group_id = ${groupId}))`);
}
