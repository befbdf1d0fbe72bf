// One route's schemas and errors for the API description, held to the real routes by tests.
import { z } from "zod";
import type { ErrorCode, ErrorStatus } from "../../shared/errors";
import type { ForbiddenCode, NotFoundCode } from "../kernel/errors";

// Who may call a route; membership and creator rights are decided in the route's own statements.
// Outsiders hear 404 (as if nothing were there), insufficient members 403, guests `guestRefusal`.
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
  /** The route's own error codes; per-kind ones are added by document.ts `errorsOf`. */
  errors: readonly (ErrorCode | ErrorStatus)[];
};

// A non-UUID cannot name a row: 404, never a database type error. Lower-cased as stored.
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

/** What a 404 for each path parameter says (an event's for anyone outside it). */
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
