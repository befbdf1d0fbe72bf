// Opens due rounds (SKIP LOCKED); a missed opening happens once, not once per week.
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/connection";
import type { Notices } from "../notifications";
import { openRound } from "./rounds";
import { closingFor, nextOpening, scheduleOf, scheduleRow } from "./schedule";
import { z } from "zod";
import { versionedRow } from "../../db/rows";

/** Groups claimed per transaction: a thousand due rounds are ten short transactions. */
export const OPEN_BATCH = 100;

const dueGroupRow = scheduleRow.extend({
  id: z.string(),
  creator_id: z.string(),
  /** A round still open past its schedule's closing (reopened, or opened late). */
  has_active: z.boolean(),
});

export type DueOpening = {
  groupId: string;
  /** The group's version after the batch (the group page's live message carries it). */
  groupVersion: number;
  /** The round opened, or null when an active round made this opening skip. */
  roundId: string | null;
  nextOpeningAt: Date | null;
};

/** Opens one batch of due rounds as of `now`; fewer than `batch` results means none is left. */
export async function openDueRounds(db: Db, notices: Notices, now: Date, batch = OPEN_BATCH) {
  return db.transaction(async (tx) => {
    const due = await selectRows(
      tx,
      dueGroupRow,
      sql`select g.id, g.creator_id, g.time_zone, g.opens_on, g.opens_at, g.closes_on,
                 g.closes_at, g.schedule_paused, g.next_opening_at,
                 exists (select 1 from events e
                          where e.group_id = g.id and e.status = 'active') as has_active
            from groups g
           where g.next_opening_at <= ${now.toISOString()}::timestamptz and not g.schedule_paused
           order by g.next_opening_at
           limit ${batch}
           for update of g skip locked`,
    );
    if (due.length === 0) return [];

    const opened = new Map<string, string>();
    const moves: Array<{ id: string; next: Date | null }> = [];
    for (const group of due) {
      const schedule = scheduleOf(group);
      // A row with a next opening but no schedule cannot be written by the commands; cleared.
      if (schedule && !group.has_active) {
        const round = await openRound(tx, group.id, group.creator_id, {
          closesAt: closingFor(schedule, now),
        });
        if (round) opened.set(group.id, round.event.id);
      }
      moves.push({ id: group.id, next: schedule && nextOpening(schedule, now) });
    }
    await notices.roundOpened(tx, [...opened.values()]);

    // Every claimed group's next opening in one statement; its version moves once.
    const values = sql.join(
      moves.map(
        (m) =>
          sql`(${m.id}::uuid, ${m.next?.toISOString() ?? null}::timestamptz, ${opened.has(m.id)}::boolean)`,
      ),
      sql`, `,
    );
    const moved = await selectRows(
      tx,
      versionedRow,
      sql`update groups g
             set next_opening_at = v.next,
                 version = g.version + case when v.opened then 0 else 1 end
            from (values ${values}) as v(id, next, opened)
           where g.id = v.id
           returning g.id, g.version`,
    );
    const versionOf = new Map(moved.map((row) => [row.id, row.version]));
    return moves.map((m): DueOpening => ({
      groupId: m.id,
      groupVersion: versionOf.get(m.id)!,
      roundId: opened.get(m.id) ?? null,
      nextOpeningAt: m.next,
    }));
  });
}
