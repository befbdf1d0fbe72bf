-- huddle_add_comment: a comment in one statement, one round trip (as a share and a vote are): the
-- event locked if active, the author checked to be a member and the link to be the event's once
-- the lock is held, then the event's version and the link's comment count bumped and the comment
-- inserted, in one transaction (decision 217). A refusal writes nothing.
--
-- outcome: 'ok'; 'event' (no such active event with this member: the caller asks why, 404 or
-- 409); 'link' (no such link in the event: 404).
CREATE OR REPLACE FUNCTION huddle_add_comment(
  p_event uuid, p_link uuid, p_user text, p_body text)
RETURNS TABLE (
  outcome text, event_version integer, new_comment uuid, commented_at timestamptz,
  comment_count integer, author_name text)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- Waits for a write in flight to this event (a share, a vote, closing), then sees its result.
  PERFORM 1 FROM events e WHERE e.id = p_event AND e.status = 'active' FOR NO KEY UPDATE;
  IF NOT FOUND
     OR NOT EXISTS (SELECT 1 FROM event_members m WHERE m.event_id = p_event AND m.user_id = p_user)
  THEN
    outcome := 'event';
    RETURN NEXT;
    RETURN;
  END IF;
  UPDATE links l SET comment_count = l.comment_count + 1
   WHERE l.id = p_link AND l.event_id = p_event
  RETURNING l.comment_count INTO comment_count;
  IF NOT FOUND THEN
    outcome := 'link';
    RETURN NEXT;
    RETURN;
  END IF;
  UPDATE events e SET version = e.version + 1 WHERE e.id = p_event
  RETURNING e.version INTO event_version;
  INSERT INTO comments (link_id, author_id, body)
  VALUES (p_link, p_user, p_body)
  RETURNING comments.id, comments.created_at INTO new_comment, commented_at;
  SELECT u.name INTO author_name FROM "user" u WHERE u.id = p_user;
  outcome := 'ok';
  RETURN NEXT;
END
$$;
