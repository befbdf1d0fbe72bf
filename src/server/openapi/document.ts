// OpenAPI 3.1 from the routes, Better Auth's table and z.toJSONSchema: the real schemas.
import { z } from "zod";
import packageJson from "../../../package.json";
import * as requests from "../../shared/api";
import * as answers from "../../shared/responses";
import * as live from "../../shared/live";
import * as chatWebhook from "../../shared/chat-webhook";
import { errorCodes, isErrorCode, type ErrorCode } from "../../shared/errors";
import { AUTH_OPERATIONS } from "./auth-operations";
import { chatWebhooks } from "./webhooks";
import {
  PATH_PARAMS,
  PATH_PARAM_MISSING,
  type ErrorStatus,
  type Operation,
} from "../http/operation";
import type { Declared } from "../http/endpoint";

/** What the app's registry holds (@hono/zod-openapi): each route as declared (http/endpoint.ts). */
export type Definition = { type: string; route?: unknown };

/** The routes declared with http/endpoint.ts, as the description lists them. */
export function declaredOperations(definitions: readonly Definition[]): Operation[] {
  return definitions.flatMap((definition) => {
    const declared = (definition.route as { declared?: Declared } | undefined)?.declared;
    if (definition.type !== "route" || !declared) return [];
    const { guard, guestRefusal, sessionInQuery: _inQuery, ...op } = declared;
    const guestsRefused = Boolean(guestRefusal);
    return [
      { ...op, signedIn: guard !== "visitor", guard, guestsRefused, guestRefusal } as Operation,
    ];
  });
}

/** Every route the description lists: the declared ones, and Better Auth's. */
export function operationsOf(declared: readonly Operation[]): Operation[] {
  return [...declared, ...AUTH_OPERATIONS];
}

const SCHEMAS = "#/components/schemas/";
const SESSION_COOKIE = "better-auth.session_token";

type Json = Record<string, unknown>;
type Registry = ReturnType<typeof z.registry<{ id: string }>>;

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** "get /api/events/:id/live" → "getEventsByIdLive": stable, and unique per method and path. */
export function operationId(op: Pick<Operation, "method" | "path">) {
  const words = op.path
    .split("/")
    .filter((s) => s && s !== "api")
    .map((s) => (s.startsWith(":") ? `By${pascal(s.slice(1))}` : pascal(s)));
  return op.method + words.join("");
}

/** "/api/events/:id" → "/api/events/{id}". */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function registerExports(registry: Registry, modules: object[]) {
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !registry.has(value)) {
        registry.add(value, { id: pascal(name) });
      }
    }
  }
}

/** The schema's name under components, registering it under `fallback` when it has none. */
function nameOf(registry: Registry, schema: z.ZodType, fallback: string) {
  const found = registry.get(schema)?.id;
  if (found) return found;
  registry.add(schema, { id: fallback });
  return fallback;
}

const ref = (name: string) => ({ $ref: SCHEMAS + name });

// JSON Schema 2020-12's formats; zod's own may make validators refuse the schema.
const FORMATS = new Set([
  ...["date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname"],
  ...["ipv4", "ipv6", "uri", "uri-reference", "iri", "iri-reference", "uuid", "uri-template"],
  ...["json-pointer", "relative-json-pointer", "regex"],
]);
const standardFormats = ({ jsonSchema }: { jsonSchema: { format?: string } }) => {
  if (jsonSchema.format && !FORMATS.has(jsonSchema.format)) delete jsonSchema.format;
};

/** A schema on its own (a parameter), without the dialect zod writes at its top. */
function inline(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    override: standardFormats,
  }) as Json;
  return rest;
}

function components(registry: Registry, io: "input" | "output") {
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    uri: (id) => SCHEMAS + id,
    override: standardFormats,
  });
  // Each comes out as a document of its own ($schema, $id); under components they are not.
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
      return [name, rest];
    }),
  );
}

type ClientStatus = Exclude<ErrorStatus, 500 | 503>;

/** What each 4xx status means, as an operation's answer of that status says. */
const STATUS_WORDS: Record<ClientStatus, string> = {
  400: "The request is not valid: `fields` names each field refused, with a code of its own",
  401: "Not signed in, the session has ended, or wrong credentials",
  403: "Not allowed to you (or a write from another site)",
  404: "No such thing, or not one you may see",
  405: "The route is there, with another method",
  409: "Not in the state it is in now",
  413: "The body is over 64 KB",
  429: "Too many requests: wait and try again",
};

/** The codes answered with one of these statuses (each code has one status: errors.ts). */
export const codesOf = (...statuses: ErrorStatus[]) =>
  (Object.keys(errorCodes) as ErrorCode[]).filter((code) => statuses.includes(errorCodes[code]));

/** The one error shape, with these codes. */
const errorAnswer = (description: string, codes: ErrorCode[]) => ({
  description,
  content: {
    "application/json": {
      schema: {
        allOf: [
          ref("ApiError"),
          { properties: { error: { properties: { code: { enum: codes } } } } },
        ],
      },
    },
  },
});

/** A shared schema's codes, from its checks; zod adds `invalidValue` and `unknownField`. */
export function schemaCodes(schema: z.ZodType): ErrorCode[] {
  const found = new Set<ErrorCode>(["invalidValue"]);
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(walk);
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    // A shape (an object's fields) holds schemas; anything else without a def holds none.
    if (!def) return Object.values(value).forEach(walk);
    if (typeof def.error === "function") {
      const message: unknown = (def.error as (issue: object) => unknown)({});
      if (isErrorCode(message)) found.add(message);
    }
    const catchall = (def.catchall as { _zod?: { def?: { type?: string } } } | undefined)?._zod;
    if (def.type === "object" && catchall?.def?.type === "never") found.add("unknownField");
    Object.values(def).forEach(walk);
  };
  walk(schema);
  return [...found];
}

/** A JSON body's refusals before its schema looks (http/json-body.ts). */
const JSON_BODY_CODES: ErrorCode[] = ["notJson", "badJson", "unstorableText"];

/** Every non-5xx code an operation can answer, its own and its kind's, in errors.ts order. */
export function errorsOf(op: Operation): ErrorCode[] {
  const all = new Set<ErrorCode>();
  const add = (codes: readonly ErrorCode[]) => codes.forEach((code) => all.add(code));
  for (const error of op.errors) add(typeof error === "number" ? codesOf(error) : [error]);
  if (op.signedIn) all.add("unauthenticated");
  if (op.guestRefusal) all.add(op.guestRefusal);
  if (op.method !== "get") add(["crossOrigin", "bodyTooLarge"]);
  if (op.body) add([...JSON_BODY_CODES, ...schemaCodes(op.body)]);
  for (const param of Object.values(op.query ?? {})) add(schemaCodes(param.schema));
  if (op.guard) {
    for (const [, name] of op.path.matchAll(/:(\w+)/g)) {
      const missing = PATH_PARAM_MISSING[name!];
      if (missing && !op.params?.[name!]) all.add(missing);
    }
  }
  return (Object.keys(errorCodes) as ErrorCode[]).filter(
    (code) => all.has(code) && errorCodes[code] < 500,
  );
}

function operationObject(op: Operation, inputs: Registry, outputs: Registry) {
  const id = operationId(op);
  const names = [...op.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const parameters = [
    ...names.map((name) => {
      const param = op.params?.[name] ?? PATH_PARAMS[name];
      if (!param) throw new Error(`${op.method} ${op.path}: no description of :${name}`);
      return {
        name,
        in: "path",
        required: true,
        description: param.description,
        schema: inline(param.schema),
      };
    }),
    ...Object.entries(op.query ?? {}).map(([name, param]) => ({
      name,
      in: "query",
      required: param.required ?? false,
      description: param.description,
      schema: inline(param.schema),
    })),
  ];
  const content: Json = {};
  if (op.body)
    content["application/json"] = { schema: ref(nameOf(inputs, op.body, `${pascal(id)}Body`)) };
  if (op.formBody) {
    content["application/x-www-form-urlencoded"] = {
      schema: {
        ...ref(nameOf(inputs, op.formBody.schema, `${pascal(id)}Form`)),
        description: op.formBody.description,
      },
    };
  }
  const responses: Json = {};
  for (const [status, answer] of Object.entries(op.answers)) {
    const type = answer.type ?? "application/json";
    responses[status] = {
      description: answer.description,
      ...(answer.location
        ? { headers: { Location: { description: answer.location, schema: { type: "string" } } } }
        : {}),
      ...(answer.schema || answer.type
        ? {
            content: {
              [type]: answer.schema
                ? { schema: ref(nameOf(outputs, answer.schema, `${pascal(id)}Answer`)) }
                : {},
            },
          }
        : {}),
    };
  }
  // Each error status with exactly the codes this operation can answer with it.
  const codes = errorsOf(op);
  for (const status of [...new Set(codes.map((code) => errorCodes[code]))].sort((a, b) => a - b))
    responses[status] = errorAnswer(
      `${status}: ${STATUS_WORDS[status as ClientStatus]}`,
      codes.filter((code) => errorCodes[code] === status),
    );
  responses["5XX"] = { $ref: "#/components/responses/server_error" };
  return {
    operationId: id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: op.signedIn ? [{ session: [] }] : [],
    // Who may call it, as declared (http/endpoint.ts); guests refused where they are.
    ...(op.guard ? { "x-guard": op.guard } : {}),
    ...(op.guestsRefused ? { "x-guests-refused": true } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body || op.formBody ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

const DESCRIPTION = `Huddle's HTTP API: what the web app itself uses. Every answer is JSON unless said, and
every error is one shape, \`{ "error": { "code", "message", "params"?, "fields"? } }\`: a stable
code from a closed list (each with its own status), the values of its placeholders, and its English
text; each refused field has a code of its own. Clients show a code in their own words.

Sign in with \`POST /api/auth/sign-in/email\` (or as a guest): the session is the cookie it sets.
Writes (every method but GET) must come from this site: a browser's \`Origin\`, or
\`Sec-Fetch-Site: same-origin\`; another site's is 403. A client that is not a browser sends neither.
Someone outside an event hears 404 for everything of it, exactly as for an event that does not
exist.`;

/** The whole document, for a server whose address is `publicUrl`. */
export function buildDocument(publicUrl: string, declared: readonly Operation[]) {
  const OPERATIONS = operationsOf(declared);
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  registerExports(inputs, [requests]);
  registerExports(outputs, [answers, live, chatWebhook]);

  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    const path = (paths[openApiPath(op.path)] ??= {});
    path[op.method] = operationObject(op, inputs, outputs);
  }
  const inputSchemas = components(inputs, "input");
  const outputSchemas = components(outputs, "output");
  const clash = Object.keys(inputSchemas).find((name) => name in outputSchemas);
  if (clash) throw new Error(`Schema name ${clash} is both a request's and an answer's`);

  return {
    openapi: "3.1.0",
    info: { title: "Huddle API", version: packageJson.version, description: DESCRIPTION },
    servers: [{ url: publicUrl }],
    tags: [...new Set(OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    // What the server sends: the generic chat webhook (webhooks.ts).
    webhooks: chatWebhooks(nameOf(outputs, chatWebhook.chatWebhookBody, "ChatWebhookBody")),
    components: {
      schemas: { ...inputSchemas, ...outputSchemas },
      responses: {
        server_error: errorAnswer(
          "500: something went wrong on the server; 503: the database is not answering, try again",
          codesOf(500, 503),
        ),
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: `Set by signing in (named __Secure-${SESSION_COOKIE} over https).`,
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;
