// One JSON line per request; no bodies, cookies, headers or query; path secrets masked.
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

export type LogLine = Record<string, unknown>;
export type Logger = (line: LogLine) => void;

export const stdoutLogger: Logger = (line) => {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), ...line }) + "\n");
};

// Paths carrying a bearer secret in a segment.
const SECRET_SEGMENTS: Array<[RegExp, string]> = [
  [/^\/api\/invite\/[^/]+/, "/api/invite/:code"],
  [/^\/invite\/[^/]+/, "/invite/:code"],
  [/^\/api\/results\/[^/]+/, "/api/results/:token"],
  [/^\/results\/[^/]+/, "/results/:token"],
  [/^\/api\/calendar\/feed\/[^/]+/, "/api/calendar/feed/:feedFile"],
  [/^\/api\/auth\/reset-password\/[^/]+/, "/api/auth/reset-password/:token"],
];

/** The path as logged: secrets in it replaced by the name of what was there. */
export function loggedPath(path: string): string {
  for (const [pattern, name] of SECRET_SEGMENTS)
    if (pattern.test(path)) return path.replace(pattern, () => name);
  return path;
}

export function requestLog(log: Logger | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    // A handler that returns a Response of its own (Better Auth's) drops headers set before it.
    if (!c.res.headers.has("X-Request-Id")) {
      try {
        c.res.headers.set("X-Request-Id", requestId);
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("X-Request-Id", requestId);
      }
    }
    log?.({
      level: "info",
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    });
  };
}
