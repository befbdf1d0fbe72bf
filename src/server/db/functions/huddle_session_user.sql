-- huddle_session_user: the user id of the unexpired session with this token, or NULL. The hot
-- routes (the vote, the event page's tag, the dashboard) look the session up inside their own
-- statement, one round trip instead of two; as a PL/pgSQL function its plan is kept per
-- connection, where a subquery written into each statement was planned again every time (PGlite
-- has no prepared statements). The same conditions as the session check's prepared lookup
-- (src/server/auth/session-check.ts).
CREATE OR REPLACE FUNCTION huddle_session_user(p_token text)
RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_user text;
BEGIN
  SELECT s.user_id INTO v_user FROM session s WHERE s.token = p_token AND s.expires_at > now();
  RETURN v_user;
END $$;
