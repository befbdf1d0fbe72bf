-- huddle_cast_votes: the votes that reached the server in one turn of its event loop, cast in one
-- transaction, so they share one commit and one flush of the WAL to disk (decision 076). Each
-- vote is still checked on its own: its session, the event active (after the lock), the voter a
-- member, the link on the shortlist; a refused vote changes nothing and does not stop the others.
--
-- p_votes: a JSON array of {ord, event, link, user_id, token, vote}; user_id when the caller
-- knows the user, else the session token to look up. Returns one row per vote: its ord (item),
-- its user (voter) and what became of it, in the order of ord.
-- outcome: 'ok'; 'session' (the session has ended); 'event' (no such active event with this
-- member); 'link' (no such shortlisted link in it). Only 'ok' changed anything.
CREATE OR REPLACE FUNCTION huddle_cast_votes(p_votes jsonb)
RETURNS TABLE (item integer, voter text, outcome text, event_version integer, vote_up integer, vote_down integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v record;
  v_event uuid;
  v_version integer;
  -- The active events of the batch, and the version each has reached in it so far.
  v_events uuid[] := '{}';
  v_versions integer[] := '{}';
  v_at integer;
  v_user text;
  v_member boolean;
  v_listed boolean;
  v_old text;
BEGIN
  -- Lock each active event of the batch, in id order: two batches (or a batch and any other write,
  -- which locks one event) never wait for each other in a circle. Taking the lock waits for a
  -- write in flight (closing, say) and then sees the row as that write left it.
  FOR v_event IN
    SELECT DISTINCT (x->>'event')::uuid FROM jsonb_array_elements(p_votes) x ORDER BY 1
  LOOP
    SELECT e.version INTO v_version FROM events e
     WHERE e.id = v_event AND e.status = 'active' FOR NO KEY UPDATE;
    IF FOUND THEN
      v_events := v_events || v_event;
      v_versions := v_versions || v_version;
    END IF;
  END LOOP;

  -- Each vote in the order it arrived. Every statement here takes a fresh snapshot, so each sees
  -- the writes that committed while the locks were awaited (a member removed, a link taken off the
  -- shortlist) and the votes of this batch before it (a double click counts once).
  FOR v IN
    SELECT * FROM jsonb_to_recordset(p_votes)
      AS x(ord integer, event uuid, link uuid, user_id text, token text, vote text)
    ORDER BY x.ord
  LOOP
    -- What is answered for this vote (the OUT columns), unless it is accepted.
    item := v.ord;
    event_version := NULL;
    vote_up := NULL;
    vote_down := NULL;
    v_user := coalesce(v.user_id, huddle_session_user(v.token));
    voter := v_user;
    IF v_user IS NULL THEN
      outcome := 'session';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_at := array_position(v_events, v.event);
    SELECT EXISTS (SELECT 1 FROM event_members m WHERE m.event_id = v.event AND m.user_id = v_user),
           EXISTS (SELECT 1 FROM links l WHERE l.id = v.link AND l.event_id = v.event AND l.in_shortlist)
      INTO v_member, v_listed;
    IF v_at IS NULL OR NOT v_member THEN
      outcome := 'event';
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF NOT v_listed THEN
      outcome := 'link';
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- One version per vote: members' pages apply live messages one version at a time. The
    -- event's row is written once, after the loop.
    v_versions[v_at] := v_versions[v_at] + 1;
    -- The old vote, read by the statement that replaces it. No other write can come between:
    -- every write to a vote of this event holds the event's lock, as this one does.
    v_old := NULL;
    IF v.vote IS NULL THEN
      DELETE FROM votes o WHERE o.link_id = v.link AND o.user_id = v_user RETURNING o.value INTO v_old;
    ELSE
      UPDATE votes o SET value = v.vote, updated_at = now()
        FROM votes p
       WHERE o.link_id = v.link AND o.user_id = v_user
         AND p.link_id = o.link_id AND p.user_id = o.user_id
      RETURNING p.value INTO v_old;
      IF NOT FOUND THEN
        INSERT INTO votes (link_id, user_id, value) VALUES (v.link, v_user, v.vote);
      END IF;
    END IF;
    UPDATE links l SET
        up_count = l.up_count + (CASE WHEN v.vote = 'up' THEN 1 ELSE 0 END)
                              - (CASE WHEN v_old = 'up' THEN 1 ELSE 0 END),
        down_count = l.down_count + (CASE WHEN v.vote = 'down' THEN 1 ELSE 0 END)
                                  - (CASE WHEN v_old = 'down' THEN 1 ELSE 0 END)
      WHERE l.id = v.link
      RETURNING l.up_count, l.down_count INTO vote_up, vote_down;
    outcome := 'ok';
    event_version := v_versions[v_at];
    RETURN NEXT;
  END LOOP;

  UPDATE events e SET version = b.version
    FROM unnest(v_events, v_versions) AS b(id, version)
   WHERE e.id = b.id AND e.version <> b.version;
END
$$;
--> statement-breakpoint
-- The one-vote function it replaces.
DROP FUNCTION IF EXISTS huddle_cast_vote(uuid, uuid, text, text);
