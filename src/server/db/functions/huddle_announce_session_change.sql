-- huddle_announce_session_change: the trigger function behind session_changed and user_changed
-- (the triggers themselves are schema: migration 0007). Every change that can end a session or
-- change what /api/me answers is announced on the channel huddle_session: 's:<token>' when a
-- session row is updated or deleted (sign-out, sign out everywhere, a password reset or change, a
-- renewed expiry), 'u:<user id>' when a user row is updated or deleted. The embedded database's
-- session cache (src/server/auth/session-cache.ts, decision 204) listens and forgets what it
-- kept; a trigger sees every write, whoever makes it.
CREATE OR REPLACE FUNCTION huddle_announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('huddle_session', 's:' || OLD.token);
  ELSE
    PERFORM pg_notify('huddle_session', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
