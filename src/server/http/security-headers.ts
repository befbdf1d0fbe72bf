// Inline styles for sonner, https images for Google avatars; worker and manifest ours.
import type { MiddlewareHandler } from "hono";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = publicUrl.startsWith("https://");
  return async (c, next) => {
    await next();
    // On the response's own headers: c.header() after the handler re-wraps the body as a stream.
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    const type = headers.get("content-type") ?? "";
    if (type.includes("text/html")) {
      headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
      headers.set("X-Frame-Options", "DENY");
    }
    if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
