// Guests nobody can come back as: a guest's only way in is its session, so once every session has
// ended (30 days without use) and nothing of it is left in any event (it left, was removed, or the
// event was deleted), the row is deleted. A guest still in an event stays: its votes still count.
// Nothing counted can go with it: it is in no event and has shared no link that is left.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";
import { isMemberAnywhere } from "../../kernel/access";
import { idRow } from "../../db/rows";

/** Deletes the guests that are left; answers how many. */
export async function removeLeftGuests(db: Executor): Promise<number> {
  const gone = await selectRows(
    db,
    idRow,
    sql`delete from "user" u
        where u.is_anonymous
          and not exists (select 1 from session s where s.user_id = u.id and s.expires_at > now())
          and not ${isMemberAnywhere(sql`u.id`)}
          and not exists (select 1 from links l where l.shared_by = u.id)
        returning u.id`,
  );
  return gone.length;
}
