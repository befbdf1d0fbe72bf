// What middleware puts on the request's context, for every route.
import type { Me } from "../shared/api";
import type { Language } from "../shared/i18n/languages";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by requireUser: the signed-in user of this request. */
    user: Me;
    /** Set with it: the user's language (null until chosen), kept apart from what shows them. */
    language: Language | null;
    /** And their time zone (an IANA name; null until the browser first tells it). */
    timeZone: string | null;
    sessionId: string;
  };
};
