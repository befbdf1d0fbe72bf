-- huddle_cast_votes: the votes that reached the server in one turn of its event loop, cast in one
-- transaction, so they share one commit and one flush of the WAL to disk (decision 209). Each
-- vote is still checked on its own: its session, the event active (after the lock), the voter a
-- member, the link on the shortlist, the vote fitting the event's method and, in a dots event, the
-- member's dots; a refused vote changes nothing and does not stop the others.
--
-- p_votes: a JSON array of {ord, event, link, user_id, token, value, weight}; user_id when the
-- caller knows the user, else the session token to look up; value ("up", "down" or null) in
-- up-and-down and approval events, weight (the dots the member wants on the link, 0 to take them
-- back) in dots events. Returns one row per vote: its ord (item), its user (voter) and what
-- became of it.
-- outcome: 'ok'; 'session' (the session has ended); 'event' (no such active event with this
-- member); 'link' (no such shortlisted link in it); 'method' (the vote does not fit the event's
-- method); 'dots' (more dots than the member has left). Only 'ok' changed anything. From 'link'
-- on, the row also has the event's voting rules and whether the member has voted in it (ever).
--
-- Versions (decision 210): a member's first vote in the event moves events.version (who has
-- voted is shown to every member); every other vote moves events.tally instead, and in an event
-- that shows results only after closing also the voter's event_members.vote_seq. A member who may
-- not see results follows version and their own vote_seq, so nothing they are sent moves with
-- the others' votes. Each 'ok' row has the event's version and tally after the vote, the voter's
-- vote_seq, and whether it was their first vote.
CREATE OR REPLACE FUNCTION huddle_cast_votes(p_votes jsonb)
RETURNS TABLE (item integer, voter text, outcome text, event_version integer, vote_up integer,
               vote_down integer, my_dots integer, has_voted boolean, event_method text,
               event_dots integer, results_shown text, votes_shown text, event_tally integer,
               vote_seq integer, first_vote boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v record;
  e record;
  v_event uuid;
  -- The active events of the batch, the version and tally each has reached in it so far, and
  -- their rules.
  v_events uuid[] := '{}';
  v_versions integer[] := '{}';
  v_tallies integer[] := '{}';
  v_methods text[] := '{}';
  v_dots integer[] := '{}';
  v_results text[] := '{}';
  v_votes text[] := '{}';
  v_at integer;
  v_user text;
  v_voted boolean;
  v_seq integer;
  v_listed boolean;
  v_value text;
  v_weight integer;
  v_old text;
  v_old_weight integer;
  v_spent integer;
BEGIN
  -- Lock each active event of the batch, in id order: two batches (or a batch and any other write,
  -- which locks one event) never wait for each other in a circle. Taking the lock waits for a
  -- write in flight (closing, say) and then sees the row as that write left it.
  FOR v_event IN
    SELECT DISTINCT (x->>'event')::uuid FROM jsonb_array_elements(p_votes) x ORDER BY 1
  LOOP
    SELECT ev.version, ev.tally, ev.method, ev.dots, ev.results_shown, ev.votes_shown INTO e
      FROM events ev WHERE ev.id = v_event AND ev.status = 'active' FOR NO KEY UPDATE;
    IF FOUND THEN
      v_events := v_events || v_event;
      v_versions := v_versions || e.version;
      v_tallies := v_tallies || e.tally;
      v_methods := v_methods || e.method;
      v_dots := v_dots || e.dots;
      v_results := v_results || e.results_shown;
      v_votes := v_votes || e.votes_shown;
    END IF;
  END LOOP;

  -- Each vote in the order it arrived. Every statement here takes a fresh snapshot, so each sees
  -- the writes that committed while the locks were awaited (a member removed, a link taken off the
  -- shortlist) and the votes of this batch before it (a double click counts once).
  FOR v IN
    SELECT * FROM jsonb_to_recordset(p_votes)
      AS x(ord integer, event uuid, link uuid, user_id text, token text, value text,
           weight integer)
    ORDER BY x.ord
  LOOP
    -- What is answered for this vote (the OUT columns), unless it is accepted.
    item := v.ord;
    event_version := NULL;
    vote_up := NULL;
    vote_down := NULL;
    my_dots := NULL;
    has_voted := NULL;
    event_method := NULL;
    event_dots := NULL;
    results_shown := NULL;
    votes_shown := NULL;
    event_tally := NULL;
    vote_seq := NULL;
    first_vote := NULL;
    v_user := coalesce(v.user_id, huddle_session_user(v.token));
    voter := v_user;
    IF v_user IS NULL THEN
      outcome := 'session';
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_at := array_position(v_events, v.event);
    -- v_voted is null for a non-member.
    SELECT (SELECT m.voted_at IS NOT NULL FROM event_members m
             WHERE m.event_id = v.event AND m.user_id = v_user),
           EXISTS (SELECT 1 FROM links l WHERE l.id = v.link AND l.event_id = v.event AND l.in_shortlist)
      INTO v_voted, v_listed;
    -- The voter's vote_seq matters only where it moves (below): elsewhere their streams follow
    -- the tally, or they have no votes to follow, and a stream keeps the largest it has seen.
    v_seq := 0;
    IF v_at IS NULL OR v_voted IS NULL THEN
      outcome := 'event';
      RETURN NEXT;
      CONTINUE;
    END IF;
    event_method := v_methods[v_at];
    event_dots := v_dots[v_at];
    results_shown := v_results[v_at];
    votes_shown := v_votes[v_at];
    has_voted := v_voted;
    IF NOT v_listed THEN
      outcome := 'link';
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- The vote as stored: a value and what it adds to its count (null value: no vote).
    IF event_method = 'dots' THEN
      v_value := CASE WHEN v.weight > 0 THEN 'up' END;
      v_weight := nullif(v.weight, 0);
    ELSE
      v_value := v.value;
      v_weight := 1;
    END IF;
    IF (event_method = 'dots') <> (v.weight IS NOT NULL)
       OR (event_method = 'approval' AND v.value = 'down') THEN
      outcome := 'method';
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- A member's dots on the event's links: every vote of a dots event is on its shortlist (taking
    -- a link off it gives its dots back). Read link by link along the shortlist (its own index,
    -- then one primary key lookup each): by the voter's votes instead, a member with many votes
    -- in other events paid for all of them on every dots vote (migration 0016).
    IF event_method = 'dots' AND v_value IS NOT NULL THEN
      SELECT coalesce(sum((SELECT o.weight FROM votes o
                            WHERE o.link_id = l.id AND o.user_id = v_user)), 0) INTO v_spent
        FROM links l
       WHERE l.event_id = v.event AND l.in_shortlist AND l.id <> v.link;
      IF v_spent + v_weight > event_dots THEN
        outcome := 'dots';
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;
    -- One step per vote, of the version (a first vote) or the tally (any other): members' pages
    -- apply live messages one step at a time. The event's row is written once, after the loop.
    first_vote := NOT v_voted AND v_value IS NOT NULL;
    IF first_vote THEN
      v_versions[v_at] := v_versions[v_at] + 1;
    ELSE
      v_tallies[v_at] := v_tallies[v_at] + 1;
      IF results_shown = 'afterClose' THEN
        UPDATE event_members m SET vote_seq = m.vote_seq + 1
         WHERE m.event_id = v.event AND m.user_id = v_user
        RETURNING m.vote_seq INTO v_seq;
      END IF;
    END IF;
    -- The old vote, read by the statement that replaces it. No other write can come between:
    -- every write to a vote of this event holds the event's lock, as this one does.
    v_old := NULL;
    v_old_weight := 0;
    IF v_value IS NULL THEN
      DELETE FROM votes o WHERE o.link_id = v.link AND o.user_id = v_user
        RETURNING o.value, o.weight INTO v_old, v_old_weight;
    ELSE
      UPDATE votes o SET value = v_value, weight = v_weight, updated_at = now()
        FROM votes p
       WHERE o.link_id = v.link AND o.user_id = v_user
         AND p.link_id = o.link_id AND p.user_id = o.user_id
      RETURNING p.value, p.weight INTO v_old, v_old_weight;
      IF NOT FOUND THEN
        INSERT INTO votes (link_id, user_id, value, weight) VALUES (v.link, v_user, v_value, v_weight);
      END IF;
      IF NOT v_voted THEN
        UPDATE event_members m SET voted_at = now() WHERE m.event_id = v.event AND m.user_id = v_user;
        has_voted := true;
      END IF;
    END IF;
    UPDATE links l SET
        up_count = l.up_count + (CASE WHEN v_value = 'up' THEN v_weight ELSE 0 END)
                              - (CASE WHEN v_old = 'up' THEN v_old_weight ELSE 0 END),
        down_count = l.down_count + (CASE WHEN v_value = 'down' THEN v_weight ELSE 0 END)
                                  - (CASE WHEN v_old = 'down' THEN v_old_weight ELSE 0 END)
      WHERE l.id = v.link
      RETURNING l.up_count, l.down_count INTO vote_up, vote_down;
    outcome := 'ok';
    event_version := v_versions[v_at];
    event_tally := v_tallies[v_at];
    vote_seq := v_seq;
    my_dots := CASE WHEN event_method = 'dots' THEN coalesce(v_weight, 0) ELSE 0 END;
    RETURN NEXT;
  END LOOP;

  UPDATE events ev SET version = b.version, tally = b.tally
    FROM unnest(v_events, v_versions, v_tallies) AS b(id, version, tally)
   WHERE ev.id = b.id AND (ev.version <> b.version OR ev.tally <> b.tally);
END
$$;
