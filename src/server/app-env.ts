// The Hono environment shared by every route: what middleware puts on the context.
import type { SessionUser } from "./auth/session-check";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by requireUser: the signed-in user of this request. */
    user: SessionUser;
    sessionId: string;
  };
};
