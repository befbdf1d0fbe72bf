// What middleware puts on the request's context, for every route.
import type { Me } from "../shared/api";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by requireUser: the signed-in user of this request. */
    user: Me;
    sessionId: string;
  };
};
