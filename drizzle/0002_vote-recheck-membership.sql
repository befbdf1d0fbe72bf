-- huddle_cast_vote re-checks membership after taking the event's lock (decision 009). Without it,
-- a member removed while their vote waited on the lock could still have that vote stored and
-- counted after their votes were dropped.
CREATE OR REPLACE FUNCTION huddle_cast_vote(p_event uuid, p_link uuid, p_user text, p_vote text)
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
  -- Membership again, on this statement's fresh snapshot: the lock above may have waited for a
  -- transaction that removed this member (and their votes); its EXISTS saw the old snapshot.
  PERFORM 1 FROM event_members m WHERE m.event_id = p_event AND m.user_id = p_user;
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
