import { sql } from "drizzle-orm";

/** The creator, or for a round its group's creator; not the opener, whose role may have ended. */
export const joinsAnnouncedTo = sql`coalesce((select g.creator_id from groups g
                                               where g.id = e.group_id), e.creator_id)`;
