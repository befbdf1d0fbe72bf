// Refuses cross-site writes: csrf() lets JSON through, Better Auth's check is off in tests.
import type { MiddlewareHandler } from "hono";
import { sendError } from "../kernel/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (!trusted.has(origin)) return sendError(c, "crossOrigin");
      return next();
    }
    // No Origin: browsers send Sec-Fetch-Site; neither means no browser, no ambient cookies.
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return sendError(c, "crossOrigin");
    }
    return next();
  };
}
