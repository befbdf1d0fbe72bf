// Refuses cross-site writes. Hono's csrf() lets JSON through and Better Auth's own check is off
// in tests, so every non-GET /api request (Better Auth's included) passes through this.
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
    // No Origin: browsers send Sec-Fetch-Site; a client that sends neither is not a browser
    // and carries no ambient cookies a third-party page could abuse.
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return sendError(c, "crossOrigin");
    }
    return next();
  };
}
