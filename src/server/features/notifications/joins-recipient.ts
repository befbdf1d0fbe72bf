import { sql } from "drizzle-orm";

/**
 * Who hears that people joined event `e`: its creator, or for a round its group's creator (always
 * an admin, always in its open rounds). Not the round's opener: their role may have ended, and a
 * removed admin would go on learning who joins (issue #49).
 */
export const joinsAnnouncedTo = sql`coalesce((select g.creator_id from groups g
                                               where g.id = e.group_id), e.creator_id)`;
