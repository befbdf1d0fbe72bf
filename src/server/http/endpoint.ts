// One endpoint, declared once; handler, API docs, auth matrix and client follow from it.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler, TypedResponse } from "hono";
import { z } from "zod";
import type { AppEnv } from "../kernel/app-env";
import {
  AppError,
  badRequest,
  fieldErrors,
  notFound,
  notSignedIn,
  type ForbiddenCode,
} from "../kernel/errors";
import { readJsonBody } from "./json-body";
import type { Answer, ErrorCode, Guard, Operation, Param } from "./operation";
import { PATH_PARAMS, PATH_PARAM_MISSING } from "./operation";

export type { Guard };

export type Declared = Omit<
  Operation,
  "signedIn" | "guestsRefused" | "guestRefusal" | "path" | "answers" | "body" | "query" | "errors"
> & {
  path: `/api/${string}`;
  guard: Guard;
  /** A guest hears 403 with this message (account: always set; a member route: guests refused). */
  guestRefusal?: ForbiddenCode;
  /** Hot routes: the guard checks the signature; the route's statement finds the session. */
  sessionInQuery?: boolean;
  body?: z.ZodType;
  query?: Record<string, Param & { required?: boolean }>;
  answers: Record<number, Answer>;
  /** Codes the route and its callees may answer; per-kind ones come from document.ts. */
  errors: readonly ErrorCode[];
};

/** "/api/events/:id/links/:linkId" → "id" | "linkId". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<P extends string> = [ParamNames<P>] extends [never]
  ? undefined
  : z.ZodObject<{ [K in ParamNames<P>]: z.ZodType<string, string> }>;

type QueryOf<Q> =
  Q extends Record<string, Param & { required?: boolean }>
    ? z.ZodObject<{
        [K in keyof Q]: Q[K]["required"] extends true
          ? Q[K]["schema"]
          : z.ZodOptional<Q[K]["schema"]>;
      }>
    : undefined;

type BodyOf<B> = B extends z.ZodType
  ? { content: { "application/json": { schema: B } }; required: true }
  : undefined;

type ResponsesOf<A extends Record<number, Answer>> = {
  [S in keyof A]: A[S] extends { schema: infer Schema extends z.ZodType; type?: undefined }
    ? { description: string; content: { "application/json": { schema: Schema } } }
    : { description: string };
};

export type Endpoint<D extends Declared> = {
  method: D["method"];
  path: D["path"];
  request: {
    params: ParamsOf<D["path"]>;
    query: QueryOf<D["query"]>;
    body: BodyOf<D["body"]>;
  };
  responses: ResponsesOf<D["answers"]>;
  middleware: MiddlewareHandler<AppEnv>[];
  /** The declaration as written: the API description and the authorization matrix read it. */
  declared: D;
};

/** Declares one endpoint; `routes.openapi(declaration, handler)` mounts it. */
export function endpoint<const D extends Declared>(declared: D): Endpoint<D> {
  const names = [...declared.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = names.length
    ? z.object(
        Object.fromEntries(
          names.map((name) => [name, (declared.params?.[name] ?? PATH_PARAMS[name])!.schema]),
        ),
      )
    : undefined;
  const query = declared.query
    ? z.object(
        Object.fromEntries(
          Object.entries(declared.query).map(([name, q]) => [
            name,
            q.required ? q.schema : q.schema.optional(),
          ]),
        ),
      )
    : undefined;
  const responses = Object.fromEntries(
    Object.entries(declared.answers).map(([status, answer]) => [
      status,
      answer.schema && !answer.type
        ? {
            description: answer.description,
            content: { "application/json": { schema: answer.schema } },
          }
        : { description: answer.description },
    ]),
  );
  const middleware: MiddlewareHandler<AppEnv>[] = [guardOf(declared)];
  // Not JSON, not parseable, or text no database can store: refused before the schema looks.
  if (declared.body) middleware.push(jsonBody);
  return {
    method: declared.method,
    path: declared.path,
    request: {
      params,
      query,
      body: declared.body
        ? { content: { "application/json": { schema: declared.body } }, required: true }
        : undefined,
    },
    responses,
    middleware,
    declared,
  } as unknown as Endpoint<D>;
}

/** What a guard does with the request, by what the declaration says. */
function guardOf(declared: Declared): MiddlewareHandler<AppEnv> {
  if (declared.guard === "visitor") return (_c, next) => next();
  if (declared.guard === "account" && !declared.guestRefusal)
    throw new Error(`${declared.method} ${declared.path}: an account route says what guests hear`);
  if (declared.sessionInQuery) {
    return async (c, next) => {
      const check = c.var.sessionCheck;
      const token = check.signedToken(c);
      if (!token) throw notSignedIn();
      const viewer = await check.viewerOf(token);
      if (!viewer) throw notSignedIn();
      c.set("viewer", viewer);
      await next();
    };
  }
  const refusal = declared.guestRefusal;
  return async (c, next) => {
    const found = await c.var.sessionCheck.current(c);
    if (!found) throw notSignedIn();
    if (refusal && found.user.guest) throw new AppError(refusal);
    c.set("user", found.user);
    c.set("viewer", { userId: found.user.id });
    c.set("language", found.language);
    c.set("timeZone", found.timeZone);
    c.set("sessionId", found.sessionId);
    await next();
  };
}

const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await readJsonBody(c);
  await next();
};

/** Failed validators: an unknown id's 404, anything else a 400 per field. */
function refuse(result: { success: boolean; target: string; error?: z.ZodError }) {
  if (result.success || !result.error) return;
  if (result.target === "param") {
    const name = String(result.error.issues[0]?.path[0] ?? "");
    throw notFound(PATH_PARAM_MISSING[name]);
  }
  throw badRequest(fieldErrors(result.error));
}

/** A feature's routes: mount each declaration with `.openapi(declaration, handler)`. */
export const featureRoutes = () => new OpenAPIHono<AppEnv>({ defaultHook: refuse });

/** Answers bytes that already are the declared answer's JSON, typed as that answer. */
export const asAnswer = <T>(response: Response) =>
  response as unknown as TypedResponse<T, 200, "json">;
