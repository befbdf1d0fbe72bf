// Reads and validates a JSON request body with a schema from src/shared: every failure is a 400
// in the one error shape, naming the field.
import type { Context } from "hono";
import type { z } from "zod";
import { badRequest, fieldErrors } from "./errors";

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw badRequest("Expected a JSON body (Content-Type: application/json)");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw badRequest(Object.values(fields)[0] ?? "Invalid request", fields);
  }
  return parsed.data;
}
