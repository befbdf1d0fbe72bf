-- huddle_dashboard: the session check, the stamp of the viewer's events, and their list when the
-- stamp is not the one the server kept (decision 062). A function, not a statement sent each
-- time: PL/pgSQL keeps its plans per connection, and planning the statement was half its cost.
-- The stamp is the number of the viewer's events and the XOR of a 64-bit hash of each one's id
-- and version: every change to an event bumps its version, so the dashboard can only differ
-- when the stamp does. The list is "<id>:<version>:<1 if the viewer created it>" per event,
-- newest first; NULL when the stamp is the kept one. No row's user_id: the session has ended.
CREATE OR REPLACE FUNCTION huddle_dashboard(p_token text, p_kept_stamp text)
RETURNS TABLE (user_id text, stamp text, list text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_user text;
  v_stamp text;
BEGIN
  SELECT s.user_id INTO v_user FROM session s WHERE s.token = p_token AND s.expires_at > now();
  IF v_user IS NULL THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;
  SELECT count(*) || '-' || coalesce(bit_xor(uuid_hash_extended(e.id, e.version)), 0) INTO v_stamp
    FROM event_members m JOIN events e ON e.id = m.event_id
   WHERE m.user_id = v_user;
  IF v_stamp IS NOT DISTINCT FROM p_kept_stamp THEN
    RETURN QUERY SELECT v_user, v_stamp, NULL::text;
    RETURN;
  END IF;
  -- Sorted in a subquery that the aggregate reads in order: on PGlite an ORDER BY inside
  -- string_agg took twice as long.
  RETURN QUERY SELECT v_user, v_stamp, coalesce((
    SELECT string_agg(item, ',') FROM (
      SELECT e.id::text || ':' || e.version || ':' || (e.creator_id = v_user)::int AS item
        FROM events e JOIN event_members m ON m.event_id = e.id AND m.user_id = v_user
       ORDER BY e.created_at DESC, e.id DESC
    ) sorted), '');
END $$;
