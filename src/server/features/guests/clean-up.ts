// Guests nobody can come back as (sessions ended, nothing left in any event) are deleted.
import { sql } from "drizzle-orm";
import { selectRows, type Executor } from "../../db/connection";
import { isMemberAnywhere } from "../../kernel/access";
import { idRow } from "../../db/rows";

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
