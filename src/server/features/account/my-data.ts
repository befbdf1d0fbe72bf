// What Huddle keeps of one person, for the download and the deletion warning: one query per list.
import { desc, eq, sql } from "drizzle-orm";
import type { AccountDeletion, MyData } from "../../../shared/api";
import { selectRows, type Db } from "../../db/connection";
import { comments, links, user, votes } from "../../db/schema";
import { accountColumns, personColumns } from "../../auth/person";
import { eventsOf } from "../../kernel/access";
import { outlivesAccount } from "../groups";
import { pushKindsOf } from "../push";
import { z } from "zod";
import { timestamp } from "../../db/rows";
import { groupRole } from "../../../shared/group-responses";

const membershipRow = z.object({
  eventId: z.string(),
  title: z.string(),
  joinedAt: timestamp,
  isCreator: z.boolean(),
});
const groupMembershipRow = z.object({
  groupId: z.string(),
  name: z.string(),
  role: groupRole,
  joinedAt: timestamp,
});
const deviceRow = z.object({ endpoint: z.string(), created_at: timestamp });

/** Everything of the person's own: nothing about anyone else (no other member, no one's votes). */
export async function myData(db: Db, userId: string): Promise<MyData | undefined> {
  // One snapshot for the five reads, so the lists agree with each other.
  return db.transaction(
    async (tx) => {
      const { id, name, email, guest } = personColumns;
      const [account] = await tx
        .select({
          id,
          name,
          email,
          guest,
          createdAt: user.createdAt,
          language: accountColumns.language,
          timeZone: user.timeZone,
        })
        .from(user)
        .where(eq(user.id, userId));
      if (!account) return undefined;
      const memberships = await selectRows(
        tx,
        membershipRow,
        sql`select e.id as "eventId", e.title, m.joined_at as "joinedAt",
              e.creator_id = ${userId} as "isCreator"
            from ${eventsOf(userId)} order by m.joined_at desc, e.id`,
      );
      const groups = await selectRows(
        tx,
        groupMembershipRow,
        sql`select g.id as "groupId", g.name,
              case when g.creator_id = ${userId} then 'creator' else gm.role end as role,
              gm.joined_at as "joinedAt"
            from group_members gm join groups g on g.id = gm.group_id
            where gm.user_id = ${userId} order by gm.joined_at desc, g.id`,
      );
      const shared = await tx
        .select({
          eventId: links.eventId,
          url: links.url,
          title: links.title,
          description: links.description,
          createdAt: links.createdAt,
          inShortlist: links.inShortlist,
        })
        .from(links)
        .where(eq(links.sharedBy, userId))
        .orderBy(desc(links.createdAt), links.id);
      const cast = await tx
        .select({
          eventId: links.eventId,
          linkId: votes.linkId,
          linkTitle: links.title,
          value: votes.value,
          weight: votes.weight,
          updatedAt: votes.updatedAt,
        })
        .from(votes)
        .innerJoin(links, eq(links.id, votes.linkId))
        .where(eq(votes.userId, userId))
        .orderBy(desc(votes.updatedAt), votes.linkId);
      const said = await tx
        .select({
          eventId: links.eventId,
          linkId: comments.linkId,
          linkTitle: links.title,
          body: comments.body,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
        })
        .from(comments)
        .innerJoin(links, eq(links.id, comments.linkId))
        .where(eq(comments.authorId, userId))
        .orderBy(desc(comments.createdAt), comments.id);
      const kinds = await pushKindsOf(tx, userId);
      const devices = await selectRows(
        tx,
        deviceRow,
        sql`select ps.endpoint, ps.created_at from push_subscriptions ps
            join session s on s.id = ps.session_id
            where s.user_id = ${userId} order by ps.created_at desc, ps.id`,
      );
      return {
        exportedAt: new Date().toISOString(),
        account: { ...account, createdAt: account.createdAt.toISOString() },
        memberships: memberships.map((m) => ({
          ...m,
          joinedAt: new Date(m.joinedAt).toISOString(),
        })),
        groups: groups.map((g) => ({ ...g, joinedAt: new Date(g.joinedAt).toISOString() })),
        links: shared.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
        votes: cast.map((v) => ({ ...v, updatedAt: v.updatedAt.toISOString() })),
        comments: said.map((c) => ({
          ...c,
          createdAt: c.createdAt.toISOString(),
          editedAt: c.editedAt?.toISOString() ?? null,
        })),
        push: {
          kinds,
          devices: devices.map((d) => ({
            endpoint: d.endpoint,
            createdAt: new Date(d.created_at).toISOString(),
          })),
        },
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

const createdEventRow = z.object({ id: z.string(), title: z.string(), memberCount: z.number() });
const createdGroupRow = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number(),
  heir: z.string().nullable(),
});
const countsRow = z.object({
  memberships: z.number(),
  links: z.number(),
  votes: z.number(),
  comments: z.number(),
});

/** What deleting the account would remove: their events whole, their part in others'. */
export async function deletionPreview(db: Db, userId: string): Promise<AccountDeletion> {
  // A round of a group that lives on stays with the group (groups/people.ts).
  const createdEvents = await selectRows(
    db,
    createdEventRow,
    sql`select e.id, e.title, e.member_count as "memberCount" from events e
         where e.creator_id = ${userId} and not ${outlivesAccount(userId)}
         order by e.created_at desc, e.id`,
  );
  const createdGroups = await selectRows(
    db,
    createdGroupRow,
    sql`select g.id, g.name, g.member_count as "memberCount",
          (select u.name from group_members a join "user" u on u.id = a.user_id
            where a.group_id = g.id and a.role = 'admin' and a.user_id <> ${userId}
            order by a.joined_at, a.user_id limit 1) as heir
        from groups g where g.creator_id = ${userId}
        order by g.created_at desc, g.id`,
  );
  const [counts] = await selectRows(
    db,
    countsRow,
    sql`select
      (select count(*) from ${eventsOf(userId)} and e.creator_id <> ${userId})::int as memberships,
      (select count(*) from links l join events e on e.id = l.event_id
        where l.shared_by = ${userId} and e.creator_id <> ${userId})::int as links,
      (select count(*) from votes v join links l on l.id = v.link_id
        join events e on e.id = l.event_id
        where v.user_id = ${userId} and e.creator_id <> ${userId})::int as votes,
      (select count(*) from comments c join links l on l.id = c.link_id
        join events e on e.id = l.event_id
        where c.author_id = ${userId} and e.creator_id <> ${userId})::int as comments`,
  );
  return {
    createdEvents: createdEvents.map((e) => ({ ...e, memberCount: Number(e.memberCount) })),
    createdGroups: createdGroups.map((g) => ({ ...g, memberCount: Number(g.memberCount) })),
    memberships: Number(counts!.memberships),
    links: Number(counts!.links),
    votes: Number(counts!.votes),
    comments: Number(counts!.comments),
  };
}
