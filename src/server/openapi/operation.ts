// What the API description says about one route: the schemas it reads and answers with (those
// of src/shared, which the server itself validates with and answers by), and the errors it can
// give. The route code stays as it is; tests/api/openapi.test.ts holds this table to the routes
// the app registers, and real answers to the schemas named here.
import { z } from "zod";
import type { ErrorStatus } from "../../shared/errors";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type { ErrorStatus };

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
  /** Parameters whose meaning differs from the usual one of their name (PATH_PARAMS). */
  params?: Record<string, Param>;
  query?: Record<string, Param & { required?: boolean }>;
  /** A JSON body, checked against this schema before the route does anything. */
  body?: z.ZodType;
  /** Another body the route takes besides JSON (a mail program's one-click unsubscribe). */
  formBody?: { description: string; schema: z.ZodType };
  answers: Record<number, Answer>;
  /** The 4xx statuses the route itself gives, all in the one error shape. Cross-origin writes
   * (403), bodies over 64 KB (413) and unreadable JSON (400) are added from the method and
   * body; 5xx can happen anywhere and is added to every route. */
  errors: ErrorStatus[];
};

const uuid = z.uuid();

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
  userId: { description: "A member of that event", schema: z.string().min(1).max(200) },
  code: {
    description: "The event's invitation code (case and spaces do not matter)",
    schema: z.string(),
  },
  token: { description: "The public result link's token", schema: z.string() },
  imageId: {
    description: "The thumbnail's id: the hash of its bytes",
    schema: z.string().regex(/^[0-9a-f]{16}$/),
  },
};

export const json = (description: string, schema: z.ZodType): Answer => ({ description, schema });
export const noContent: Answer = { description: "Done; nothing to answer" };
export const redirect = (description: string): Answer => ({
  description,
  location: "Where the browser goes next (always a page of this site)",
});
