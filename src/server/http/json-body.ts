// Reads a JSON body with a shared schema; every failure is a 400 naming the field.
import type { Context } from "hono";
import type { z } from "zod";
import { AppError, badRequest, fieldError, fieldErrors } from "../kernel/errors";

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJsonBody(c));
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
  return parsed.data;
}

/** The body as parseable, storable JSON; Hono keeps the parse for the validator. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("notJson");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("badJson");
  }
  const unstorable = unstorableField(body);
  if (unstorable !== null) {
    throw badRequest({ [unstorable]: fieldError("unstorableText") });
  }
  return body;
}

// NUL fails PostgreSQL text and lone surrogates are altered, so both are refused.
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The top-level field (or "body") holding unstorable text, or null when there is none. */
function unstorableField(body: unknown): string | null {
  if (typeof body === "string") return UNSTORABLE_TEXT.test(body) ? "body" : null;
  if (typeof body !== "object" || body === null) return null;
  for (const [key, value] of Object.entries(body)) {
    if (UNSTORABLE_TEXT.test(key) || hasUnstorableText(value))
      return Array.isArray(body) || UNSTORABLE_TEXT.test(key) ? "body" : key;
  }
  return null;
}

function hasUnstorableText(value: unknown): boolean {
  // Iterative, so a body nested thousands deep cannot overflow the stack.
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (UNSTORABLE_TEXT.test(item)) return true;
    } else if (typeof item === "object" && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (UNSTORABLE_TEXT.test(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}
