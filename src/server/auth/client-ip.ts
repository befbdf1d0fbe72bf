// The client's address: the socket's, or with TRUST_PROXY=1 the first X-Forwarded-For entry.
// Without this every client would share one rate-limit bucket, and three wrong passwords would
// lock the whole site out.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
