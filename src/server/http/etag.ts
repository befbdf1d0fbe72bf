// Weak ETags and If-None-Match checks, so an unchanged resource answers 304 with no body.
import type { Context } from "hono";

/** A weak validator: the parts must change whenever the response's content may change. */
export function weakEtag(...parts: Array<string | number>) {
  return `W/"${parts.join("-")}"`;
}

/** True when the request already holds this version (If-None-Match lists it, or is `*`). */
export function isFresh(c: Context, etag: string) {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  // Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored on both sides.
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/** 304 Not Modified for a fresh request; the ETag and no-cache go on the full answer too. */
export function notModified(c: Context, etag: string) {
  return c.body(null, 304, { ETag: etag, "Cache-Control": "private, no-cache" });
}

export function setEtag(c: Context, etag: string) {
  c.header("ETag", etag);
  // The browser may keep it but must ask again each time (the page changes at any moment).
  c.header("Cache-Control", "private, no-cache");
}
