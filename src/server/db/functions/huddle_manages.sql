-- huddle_manages: whether a person manages an event as its creator does (decision 226): they
-- created it, or it is a round of a group they are an admin of (the group's creator is always
-- one). The one place this rule is written: events/access.ts (every creator-only write and its
-- refusal), the event page's and the dashboard's isCreator, and the live stream ask it here.
-- A SQL function of one expression, STABLE: the planner inlines it into the query that calls it.
CREATE OR REPLACE FUNCTION huddle_manages(p_creator text, p_group uuid, p_user text)
RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT p_creator = p_user
      OR (p_group IS NOT NULL AND EXISTS (
            SELECT 1 FROM group_members ga
             WHERE ga.group_id = p_group AND ga.user_id = p_user AND ga.role = 'admin'))
$$;
