-- huddle_manages: whether a person manages an event as its creator does (decision 226): a
-- standalone event is managed by whoever created it; a round of a group by the group's admins
-- now, and by nobody else: who opened a round has no power of their own over it once they are
-- not an admin (issue #49: a removed or demoted admin kept every power over the rounds they
-- opened). The group's creator is always one of its admins. Membership of the event is the
-- caller's own condition (events/access.ts `manages` adds it). The one place this rule is
-- written: events/access.ts (every creator-only write and its refusal), the event page's and the
-- dashboard's isCreator, and the live stream ask it here.
-- A SQL function of one expression, STABLE: the planner inlines it into the query that calls it.
CREATE OR REPLACE FUNCTION huddle_manages(p_creator text, p_group uuid, p_user text)
RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_group IS NULL THEN p_creator = p_user
              ELSE EXISTS (SELECT 1 FROM group_members ga
                            WHERE ga.group_id = p_group AND ga.user_id = p_user
                              AND ga.role = 'admin')
         END
$$;
