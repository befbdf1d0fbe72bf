-- huddle_dashboard: the viewer's dashboard in one call (decision 213). The route passes the
-- viewer's user id, or the session lookup (huddle_session_user) when it has only the session's
-- token, so the dashboard is still one statement; tests and seeds ask for a user's directly.
-- The stamp is the number of the viewer's events and the XOR of a 64-bit hash of each one's id
-- and version: every change to an event bumps its version, so the dashboard can only differ when
-- the stamp does. The list is "<id>:<version>:<1 if the viewer created it>" per event, newest
-- first ("created": manages it, huddle_manages: a group's admins manage its rounds); NULL when the
-- stamp is p_kept_stamp. A NULL user (a session that has ended) gives a row
-- of NULLs. A function, not a statement sent each time: PL/pgSQL keeps its plans per connection.
CREATE OR REPLACE FUNCTION huddle_dashboard(p_user text, p_kept_stamp text)
RETURNS TABLE (user_id text, stamp text, list text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_stamp text;
BEGIN
  IF p_user IS NULL THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;
  SELECT count(*) || '-' || coalesce(bit_xor(uuid_hash_extended(e.id, e.version)), 0) INTO v_stamp
    FROM event_members m JOIN events e ON e.id = m.event_id
   WHERE m.user_id = p_user;
  IF v_stamp IS NOT DISTINCT FROM p_kept_stamp THEN
    RETURN QUERY SELECT p_user, v_stamp, NULL::text;
    RETURN;
  END IF;
  -- Sorted in a subquery that the aggregate reads in order: on PGlite an ORDER BY inside
  -- string_agg was slower.
  RETURN QUERY SELECT p_user, v_stamp, coalesce((
    SELECT string_agg(item, ',') FROM (
      SELECT e.id::text || ':' || e.version || ':'
             || huddle_manages(e.creator_id, e.group_id, p_user)::int AS item
        FROM events e JOIN event_members m ON m.event_id = e.id AND m.user_id = p_user
       ORDER BY e.created_at DESC, e.id DESC
    ) sorted), '');
END $$;
