-- A vote in one call (docs/decisions/040-vote-in-one-call.md): the same steps as before
-- (decision 030), run inside the database so the event row's lock is held for microseconds
-- rather than across three network round trips and the app's event loop. Each statement of a
-- volatile PL/pgSQL function takes a fresh snapshot under READ COMMITTED, so the old vote is read
-- after the lock, seeing every earlier write to the event.
-- outcome: 'ok'; 'event' (no such active event with this member: nothing changed); 'link'
-- (no such shortlisted link in it: nothing changed).
CREATE FUNCTION huddle_cast_vote(p_event uuid, p_link uuid, p_user text, p_vote text)
RETURNS TABLE (outcome text, event_version integer, vote_up integer, vote_down integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_version integer;
  v_old text;
  v_up integer;
  v_down integer;
BEGIN
  PERFORM 1 FROM events e
   WHERE e.id = p_event AND e.status = 'active'
     AND EXISTS (SELECT 1 FROM event_members m WHERE m.event_id = p_event AND m.user_id = p_user)
   FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'event'::text, NULL::integer, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  PERFORM 1 FROM links l WHERE l.id = p_link AND l.event_id = p_event AND l.in_shortlist;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'link'::text, NULL::integer, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  UPDATE events e SET version = e.version + 1 WHERE e.id = p_event RETURNING e.version INTO v_version;
  SELECT v.value INTO v_old FROM votes v WHERE v.link_id = p_link AND v.user_id = p_user;
  IF p_vote IS NULL THEN
    DELETE FROM votes v WHERE v.link_id = p_link AND v.user_id = p_user;
  ELSE
    INSERT INTO votes (link_id, user_id, value) VALUES (p_link, p_user, p_vote)
      ON CONFLICT (link_id, user_id) DO UPDATE SET value = excluded.value, updated_at = now();
  END IF;
  UPDATE links l SET
      up_count = l.up_count + (CASE WHEN p_vote = 'up' THEN 1 ELSE 0 END)
                            - (CASE WHEN v_old = 'up' THEN 1 ELSE 0 END),
      down_count = l.down_count + (CASE WHEN p_vote = 'down' THEN 1 ELSE 0 END)
                                - (CASE WHEN v_old = 'down' THEN 1 ELSE 0 END)
    WHERE l.id = p_link
    RETURNING l.up_count, l.down_count INTO v_up, v_down;
  RETURN QUERY SELECT 'ok'::text, v_version, v_up, v_down;
END
$$;
