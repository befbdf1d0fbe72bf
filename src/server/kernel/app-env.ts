// What middleware puts on the request's context, for every route.
import type { Me } from "../../shared/api";
import type { Language } from "../../shared/core/languages";
import type { SessionReader, Viewer } from "./viewer";

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by the guard of a declared route (http/endpoint.ts): the signed-in user. */
    user: Me;
    /** Set with it: the user's language (null until chosen), kept apart from what shows them. */
    language: Language | null;
    /** And their time zone (an IANA name; null until the browser first tells it). */
    timeZone: string | null;
    sessionId: string;
    /** Set by every guard but a visitor's: whom the route's statements act for (endpoint.ts). */
    viewer: Viewer;
    /** The app's session check, for the guards (set once for every request under /api). */
    sessionCheck: SessionReader;
  };
};
