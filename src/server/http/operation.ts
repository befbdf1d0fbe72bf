// What the API description says about one route: the schemas it reads and answers with (those
// of src/shared, which the server itself validates with and answers by), and the errors it can
// give. A route of Huddle's says it in its declaration (http/endpoint.ts), Better Auth's in
// auth-operations.ts; tests/api/openapi.test.ts holds the description to the routes the app
// registers, and real answers to the schemas named here.
import { z } from "zod";
import type { ErrorCode, ErrorStatus } from "../../shared/errors";
import type { ForbiddenCode, NotFoundCode } from "../kernel/errors";

/**
 * Who may call a route. Membership and the creator's rights are decided inside the route's own
 * statements (kernel/access.ts), so a refusal costs nothing on the accepted path; the guard
 * checks the session and says which rule the statements apply.
 * - visitor: anyone, signed in or not;
 * - signedIn: any session, a guest's too;
 * - account: a session of an account (a guest hears 403 `guestRefusal`);
 * - member: a member of the event in the path (anyone else hears 404, as for no such event);
 * - creator: its creator, or an admin of the group it is a round of (another member hears 403,
 *   anyone else 404);
 * - groupMember: a member of the group in the path (anyone else hears 404, as for no such group);
 * - groupAdmin: an admin of that group, its creator included (another member 403, anyone else 404);
 * - groupCreator: the group's creator (another member 403, anyone else 404).
 */
export type Guard =
  | "visitor"
  | "signedIn"
  | "account"
  | "member"
  | "creator"
  | "groupMember"
  | "groupAdmin"
  | "groupCreator";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type { ErrorCode, ErrorStatus };

/** One answer: JSON with a schema, or another media type (a file, an image, a page). */
export type Answer = {
  description: string;
  schema?: z.ZodType;
  /** The media type, when it is not JSON. */
  type?: string;
  /** Where a redirect goes. */
  location?: string;
};

export type Param = { description: string; schema: z.ZodType };

export type Operation = {
  method: Method;
  /** As the app registers it, with Hono's `:name` parameters: "/api/events/:id". */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Whether the session cookie is needed (a guest's will do unless the route says otherwise). */
  signedIn: boolean;
  /** Who may call it, for a route declared with http/endpoint.ts. */
  guard?: Guard;
  /** A guest hears 403 (an account route, or a member route that refuses guests). */
  guestsRefused?: boolean;
  /** What a refused guest hears. */
  guestRefusal?: ForbiddenCode;
  /** Parameters whose meaning differs from the usual one of their name (PATH_PARAMS). */
  params?: Record<string, Param>;
  query?: Record<string, Param & { required?: boolean }>;
  /** A JSON body, checked against this schema before the route does anything. */
  body?: z.ZodType;
  /** Another body the route takes besides JSON (a mail program's one-click unsubscribe). */
  formBody?: { description: string; schema: z.ZodType };
  answers: Record<number, Answer>;
  /**
   * The error codes the route itself may answer (errors.ts gives each its status), all in the one
   * error shape. What every route of its kind can answer is added from the rest of the
   * declaration (document.ts `errorsOf`): `unauthenticated` behind a guard, the guest refusal,
   * `crossOrigin` and `bodyTooLarge` for a write, a JSON body's and a query's 400s, a path
   * parameter's 404, and 5xx everywhere. Better Auth's operations (auth-operations.ts) list
   * statuses instead, each standing for every code of that status.
   */
  errors: readonly (ErrorCode | ErrorStatus)[];
};

// Anything that is not a UUID cannot name a row: the same 404 as an unknown id (endpoint.ts),
// and never a type error in the database. Lower-cased, as the database writes them.
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  .transform((id) => id.toLowerCase());

/** What each path parameter means, by name, unless an operation says otherwise. */
export const PATH_PARAMS: Record<string, Param> = {
  id: {
    description: "The event's id (another id, or one of an event you are not in: 404)",
    schema: uuid,
  },
  linkId: { description: "A link of that event (a link of another event: 404)", schema: uuid },
  commentId: {
    description: "A comment on that link (a comment on another link: 404)",
    schema: uuid,
  },
  userId: {
    description: "A member of that event (of that group, under /api/groups)",
    schema: z.string().min(1).max(200),
  },
  groupId: {
    description: "The group's id (another id, or one of a group you are not in: 404)",
    schema: uuid,
  },
  code: {
    description: "The event's invitation code (case and spaces do not matter)",
    schema: z.string(),
  },
  token: { description: "The public result link's token", schema: z.string() },
  chatId: {
    description: "A chat of that event (of that group, under /api/groups; another's: 404)",
    schema: uuid,
  },
  imageId: {
    description: "The thumbnail's id: the hash of its bytes",
    schema: z.string().regex(/^[0-9a-f]{16}$/),
  },
};

/** What a 404 for each path parameter says (an event's for anyone outside it, decision 207). */
export const PATH_PARAM_MISSING: Record<string, NotFoundCode> = {
  id: "eventNotFound",
  groupId: "groupNotFound",
  linkId: "linkNotFound",
  commentId: "commentNotFound",
  userId: "memberNotFound",
  imageId: "imageNotFound",
  chatId: "chatNotFound",
  token: "resultNotFound",
};

export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  schema,
});
export const noContent: Answer = { description: "Done; nothing to answer" };
export const redirect = (description: string): Answer => ({
  description,
  location: "Where the browser goes next (always a page of this site)",
});

/** The groups the API description lists its routes under. */
export const TAGS = {
  server: "Server",
  events: "Events",
  links: "Links and votes",
  comments: "Comments",
  account: "Your account",
  results: "Results",
  members: "Members",
  groups: "Groups",
} as const;
