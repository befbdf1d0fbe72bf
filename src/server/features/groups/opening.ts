// The two ways a person opens a round: "New round" and "Make this a regular".
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { EventSummary, GroupSummary, openRoundInput } from "../../../shared/api";
import { selectRows, type Db } from "../../db/connection";
import { groups } from "../../db/schema";
import { conflict } from "../../kernel/errors";
import { lockForCreator } from "../../kernel/access";
import { withFreshCode } from "../events";
import { lockGroup } from "../../kernel/group-access";
import { findMyGroup } from "./queries";
import type { Notices } from "../notifications";
import { openRound } from "./rounds";
import { idRow, versionRow } from "../../db/rows";

/** POST /api/groups/:groupId/rounds: the next round, for an admin; 409 while one is active. */
export function openRoundAsAdmin(
  db: Db,
  notices: Notices,
  groupId: string,
  userId: string,
  input: z.output<typeof openRoundInput>,
): Promise<{ event: EventSummary; groupVersion: number }> {
  return db.transaction(async (tx) => {
    await lockGroup(tx, groupId, userId, "admin", "groupAdminOnly");
    const [open] = await selectRows(
      tx,
      idRow,
      sql`select id from events where group_id = ${groupId} and status = 'active' limit 1`,
    );
    if (open) throw conflict("roundAlreadyOpen");
    const opened = await openRound(tx, groupId, userId, {
      title: input.title,
      runnersUp: input.runnersUp,
    });
    // The members hear of it as of a scheduled opening, in the same transaction.
    await notices.roundOpened(tx, [opened!.event.id]);
    return opened!;
  });
}

const regularEventRow = z.object({
  title: z.string(),
  description: z.string(),
  group_id: z.string().nullable(),
  member_count: z.number(),
});

/** "Make this a regular": round 1 of a new group with its members; 409 for a round. */
export function makeRegular(
  db: Db,
  eventId: string,
  userId: string,
): Promise<{ group: GroupSummary; eventVersion: number }> {
  return withFreshCode(
    db,
    (code) =>
      db.transaction(async (tx) => {
        await lockForCreator(tx, eventId, userId, "editCreatorOnly");
        const [event] = await selectRows(
          tx,
          regularEventRow,
          sql`select title, description, group_id, member_count from events where id = ${eventId}`,
        );
        if (event!.group_id !== null) throw conflict("alreadyARound");
        const [group] = await tx
          .insert(groups)
          .values({
            name: event!.title,
            description: event!.description,
            invitationCode: code,
            creatorId: userId,
            memberCount: event!.member_count,
          })
          .returning({ id: groups.id });
        const groupId = group!.id;
        await tx.execute(sql`
          insert into group_members (group_id, user_id, role, joined_at)
          select ${groupId}, m.user_id,
                 case when m.user_id = ${userId} then 'admin' else 'member' end, m.joined_at
            from event_members m where m.event_id = ${eventId}`);
        const [row] = await selectRows(
          tx,
          versionRow,
          sql`update events set group_id = ${groupId}, round_number = 1, version = version + 1
               where id = ${eventId} returning version`,
        );
        return { group: (await findMyGroup(tx, groupId, userId))!, eventVersion: row!.version };
      }),
    "groups",
  );
}
