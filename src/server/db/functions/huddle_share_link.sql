-- huddle_share_link: sharing a link in one statement, one round trip (as the vote is): the event
-- locked if active, the sharer checked to be a member and the address checked to be new to the
-- event once the lock is held (each statement here takes a fresh snapshot, so it sees every share
-- that committed while the lock was awaited: two members sharing one address at once cannot both
-- get in), then the version and link count bumped, the link inserted, and the address's kept
-- preview read, with what its page's JSON-LD said. A refusal writes nothing.
--
-- p_other_url: the address's other form, with "www." added or taken away (sameAddresses in
-- shared/clean-url.ts, decision 215), or NULL; a link shared in either form is a duplicate.
--
-- outcome: 'ok'; 'event' (no such active event with this member: the caller asks why, 404 or
-- 409); 'duplicate' (earlier_sharer first shared this address, in either form, in the event).
--
-- The signature without p_other_url (migrations 0009 and 0015).
DROP FUNCTION IF EXISTS huddle_share_link(uuid, text, text, text, text);
CREATE OR REPLACE FUNCTION huddle_share_link(
  p_event uuid, p_user text, p_url text, p_title text, p_description text,
  p_other_url text DEFAULT NULL)
RETURNS TABLE (
  outcome text, earlier_sharer text, event_version integer, new_link uuid, shared_at timestamptz,
  preview_status text, preview_site_name text, preview_description text, preview_image text,
  preview_fetched_at timestamptz, preview_rating numeric, preview_rating_count integer,
  preview_price numeric, preview_price_currency text, preview_price_range text,
  preview_address text, preview_starts_at text)
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
  SELECT u.name INTO earlier_sharer
    FROM links l JOIN "user" u ON u.id = l.shared_by
   WHERE l.event_id = p_event AND l.url IN (p_url, p_other_url)
   ORDER BY l.created_at
   LIMIT 1;
  IF FOUND THEN
    outcome := 'duplicate';
    RETURN NEXT;
    RETURN;
  END IF;
  UPDATE events e SET version = e.version + 1, link_count = e.link_count + 1
   WHERE e.id = p_event
  RETURNING e.version INTO event_version;
  INSERT INTO links (event_id, url, title, description, shared_by)
  VALUES (p_event, p_url, p_title, p_description, p_user)
  RETURNING links.id, links.created_at INTO new_link, shared_at;
  SELECT p.status, p.site_name, p.description, p.image_id, p.fetched_at, p.rating, p.rating_count,
         p.price, p.price_currency, p.price_range, p.address, p.starts_at
    INTO preview_status, preview_site_name, preview_description, preview_image, preview_fetched_at,
         preview_rating, preview_rating_count, preview_price, preview_price_currency,
         preview_price_range, preview_address, preview_starts_at
    FROM link_previews p WHERE p.url = p_url;
  outcome := 'ok';
  RETURN NEXT;
END
$$;
