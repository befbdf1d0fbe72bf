// compress() streams every c.json(); here under 1 KB stays raw, the rest gzips off-loop.
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const gzipAsync = promisify(gzip);
const THRESHOLD = 1024;
/** Level 5 keeps the 1,000-link page under its 100 KB budget; level 4 came out larger than 3. */
const LEVEL = 5;
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/** Whether the client takes gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("content-encoding") ||
      !COMPRESSIBLE.test(type) ||
      /\bno-transform\b/i.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("vary");
    if (!vary || !/accept-encoding/i.test(vary)) {
      res.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    if (!acceptsGzip(c.req.header("accept-encoding"))) return;
    // An answer that says it is small (sendSmallJson) is not read back to learn it.
    if (Number(res.headers.get("content-length") ?? THRESHOLD) < THRESHOLD) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length < THRESHOLD)
      return replace(c, new Response(body, { status: res.status, headers }));
    const zipped = await gzipAsync(body, { level: LEVEL });
    headers.set("content-encoding", "gzip");
    replace(c, new Response(zipped, { status: res.status, headers }));
  };
}

/** Hono would merge old headers and stream the body; clearing keeps ours and the Buffer. */
function replace(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}

/** With Content-Length, so the middleware does not stream it and read it back. */
export function sendSmallJson<T>(c: Context, value: T) {
  const text = JSON.stringify(value);
  return c.body(text, 200, {
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(text)),
  });
}

/** A JSON answer kept to be sent again (a dashboard): gzipped once, when first asked for. */
export type KeptJson = { body: Buffer; gzipped?: Promise<Buffer> };

/** Bytes already held, gzipped here; the middleware skips answers with Content-Encoding. */
export function sendJsonBytes(c: Context, body: Buffer, headers: Record<string, string> = {}) {
  return sendKeptJson(c, { body }, headers);
}

/** sendJsonBytes for an answer that is kept: its gzipped bytes are kept with it. */
export async function sendKeptJson(
  c: Context,
  kept: KeptJson,
  headers: Record<string, string> = {},
) {
  const common = { ...headers, "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (kept.body.length < THRESHOLD || !acceptsGzip(c.req.header("accept-encoding"))) {
    return c.body(bytesOf(kept.body), 200, common);
  }
  kept.gzipped ??= gzipAsync(kept.body, { level: LEVEL });
  return c.body(bytesOf(await kept.gzipped), 200, {
    ...common,
    "Content-Encoding": "gzip",
  });
}

/** Bytes gzipped as the middleware would, on libuv's thread pool (for an answer kept gzipped). */
export const gzipBytes = (body: Buffer | string) => gzipAsync(body, { level: LEVEL });

/** A Buffer as the Uint8Array over a plain ArrayBuffer that Response bodies are typed to take. */
export const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
