// A link's history from the group's other closed rounds; no outsider is ever named.
import { sql, type SQL } from "drizzle-orm";
import { isoTime } from "../../db/json-fields";

/** Rows (url, history) for `urls` in the round aliased `e`; none when other rounds say nothing. */
export const historyOf = (urls: SQL) => sql`(
  select h.url, json_build_object(
      'wonOn', coalesce(json_agg(h.closed_on order by h.closed_at desc) filter (where h.won), '[]'),
      'shortlisted', count(distinct h.round_id) filter (where h.in_shortlist),
      'sharedBefore', (array_agg(h.sharer order by h.round_number, h.created_at, h.id)
                        filter (where h.sharer is not null))[1]) as history
    from (
      select o.url, o.id, o.created_at, o.in_shortlist, oe.id as round_id, oe.round_number,
             oe.closed_at, ${isoTime("oe.closed_at")} as closed_on, oe.winner_link_id = o.id as won,
             case when oe.round_number < e.round_number
                   and (exists (select 1 from group_members gm
                                 where gm.group_id = e.group_id and gm.user_id = o.shared_by)
                        or exists (select 1 from event_members em
                                    where em.event_id = oe.id and em.user_id = o.shared_by))
                  then (select u.name from "user" u where u.id = o.shared_by) end as sharer
        from links o join events oe on oe.id = o.event_id
       -- A standalone event stops here at once (a condition on the outer row alone).
       where e.group_id is not null and o.url in ${urls} and oe.group_id = e.group_id and oe.id <> e.id
         and oe.status = 'completed') h
   group by h.url
  having bool_or(h.won) or bool_or(h.in_shortlist) or bool_or(h.sharer is not null))`;

/** Whether the link aliased `l` cannot win the round aliased `e` (its address is barred). */
export const isBarred = sql`(l.url = any(e.barred_urls))`;
