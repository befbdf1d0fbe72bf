-- huddle_calendar_feed: a person's calendar feed in one call (decision 228), found by the SHA-256
-- of its token. Answers the owner's language, the stamp of what the feed shows, and (unless
-- p_kept_stamp is that stamp) the entries as JSON text, newest first, at most p_max; no row for
-- a token that names no feed. The stamp is the language, the number of the person's listed
-- events and the XOR of a 64-bit hash of each one's id and version, as huddle_dashboard's: every
-- change an entry shows (title, deadline, closing, winner) bumps its event's version, and joining
-- or leaving changes the set. Listed: events the person is a member of now that are closed or
-- have a deadline. An open event gives its deadline and nothing of its links or votes; a closed
-- one its winner's title, which every member may see once it is closed. A function, not a
-- statement sent each time: PL/pgSQL keeps its plans per connection.
CREATE OR REPLACE FUNCTION huddle_calendar_feed(p_token_hash text, p_kept_stamp text, p_max int)
RETURNS TABLE (language text, stamp text, events text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_user text;
  v_language text;
  v_stamp text;
BEGIN
  SELECT f.user_id, u.language INTO v_user, v_language
    FROM calendar_feeds f JOIN "user" u ON u.id = f.user_id
   WHERE f.token_hash = p_token_hash;
  IF v_user IS NULL THEN
    RETURN;
  END IF;
  SELECT coalesce(v_language, '') || '-' || count(*) || '-'
         || coalesce(bit_xor(uuid_hash_extended(e.id, e.version)), 0) INTO v_stamp
    FROM event_members m JOIN events e ON e.id = m.event_id
   WHERE m.user_id = v_user AND (e.status = 'completed' OR e.deadline IS NOT NULL);
  IF v_stamp IS NOT DISTINCT FROM p_kept_stamp THEN
    RETURN QUERY SELECT v_language, v_stamp, NULL::text;
    RETURN;
  END IF;
  RETURN QUERY SELECT v_language, v_stamp, coalesce((
    SELECT json_agg(json_build_object(
             'id', x.id, 'title', x.title, 'status', x.status, 'deadline', x.deadline,
             'closedAt', x.closed_at, 'winner', x.winner))
      FROM (
        SELECT e.id, e.title, e.status, e.deadline, e.closed_at,
               CASE WHEN e.status = 'completed' THEN w.title END AS winner
          FROM event_members m
          JOIN events e ON e.id = m.event_id
          LEFT JOIN links w ON w.id = e.winner_link_id
         WHERE m.user_id = v_user
           AND (e.status = 'completed' OR e.deadline IS NOT NULL)
         ORDER BY coalesce(e.closed_at, e.deadline) DESC
         LIMIT p_max
      ) x
  ), '[]'::json)::text;
END;
$$;
