// The group's membership is the source; its rounds' follow in the same transaction.
import { eq, sql } from "drizzle-orm";
import type { GroupSummary, Member } from "../../../shared/api";
import type { SessionUser } from "../../auth/session-check";
import { selectRows, type Tx } from "../../db/connection";
import { events, groupMembers } from "../../db/schema";
import type { LiveHub } from "../../kernel/live-hub";
import { isMember } from "../../kernel/access";
import { dropFromEvents, type EventDeparture } from "../events";
import { groupNotFound } from "../../kernel/group-access";
import { findMyGroup } from "./queries";
import { z } from "zod";
import { idRow } from "../../db/rows";

export type RoundJoin = { eventId: string; version: number; memberCount: number };

const joinedRoundRow = z.object({ id: z.string(), version: z.number(), member_count: z.number() });

/** Makes `userId` a member of every active round of the group they are not in yet. */
export async function joinActiveRounds(
  tx: Tx,
  groupId: string,
  userId: string,
): Promise<RoundJoin[]> {
  const joined = await selectRows(
    tx,
    joinedRoundRow,
    sql`update events e
           set member_count = e.member_count + 1, version = e.version + 1,
               joins_unannounced = e.joins_unannounced + 1
         where e.group_id = ${groupId} and e.status = 'active'
           and not ${isMember(sql`e.id`, userId)}
     returning e.id, e.version, e.member_count`,
  );
  if (joined.length === 0) return [];
  await tx.execute(sql`
    insert into event_members (event_id, user_id)
    select unnest(${`{${joined.map((r) => r.id).join(",")}}`}::uuid[]), ${userId}
    on conflict do nothing`);
  return joined.map((row) => ({
    eventId: row.id,
    version: Number(row.version),
    memberCount: Number(row.member_count),
  }));
}

const addedRow = z.object({ added: z.number() });

/** A reopened round takes in the group's members; the caller locked group, then round. */
export async function followGroupInto(tx: Tx, eventId: string): Promise<number> {
  const [row] = await selectRows(
    tx,
    addedRow,
    sql`with added as (
          insert into event_members (event_id, user_id)
          select e.id, gm.user_id from events e join group_members gm on gm.group_id = e.group_id
           where e.id = ${eventId} and not ${isMember(sql`e.id`, sql`gm.user_id`)}
          on conflict do nothing
          returning user_id)
        update events set member_count = member_count + (select count(*) from added)
         where id = ${eventId}
     returning (select count(*) from added)::int as added`,
  );
  return Number(row?.added ?? 0);
}

export type GroupJoin = {
  group: GroupSummary;
  rounds: RoundJoin[];
  member: Member;
};

/** Joins the group and its active rounds; undefined when already a member. */
export async function joinGroup(
  tx: Tx,
  groupId: string,
  person: SessionUser,
): Promise<GroupJoin | undefined> {
  const [locked] = await selectRows(
    tx,
    idRow,
    sql`select id from groups where id = ${groupId} for update`,
  );
  if (!locked) throw groupNotFound();
  const [membership] = await tx
    .insert(groupMembers)
    .values({ groupId, userId: person.id })
    .onConflictDoNothing()
    .returning({ joinedAt: groupMembers.joinedAt });
  if (!membership) return undefined;
  await tx.execute(sql`update groups set member_count = member_count + 1, version = version + 1
                        where id = ${groupId}`);
  const rounds = await joinActiveRounds(tx, groupId, person.id);
  const member: Member = {
    id: person.id,
    name: person.name,
    email: person.email,
    image: person.image,
    guest: person.guest,
    isCreator: false,
    joinedAt: membership.joinedAt.toISOString(),
  };
  return { group: (await findMyGroup(tx, groupId, person.id))!, rounds, member };
}

/** Leaves every round, closed too: someone who left sees nothing the group does after. */
export const leaveRounds = (tx: Tx, groupId: string, userId: string) =>
  dropFromEvents(tx, userId, eq(events.groupId, groupId));

/** After the commit: each round's room hears of the member who joined. */
export function publishRoundJoins(live: LiveHub, joins: RoundJoin[], member: Member) {
  for (const { eventId, version, memberCount } of joins) {
    live.publish(eventId, { type: "member.joined", version, member, memberCount });
  }
}

/** After the commit: each round's room hears of the member who left or was removed. */
export function publishRoundDepartures(
  live: LiveHub,
  departures: EventDeparture[],
  userId: string,
  type: "member.left" | "member.removed",
) {
  for (const { eventId, ...departure } of departures) {
    live.publish(eventId, { type, userId, ...departure });
  }
}
