// A sync-flushed per-request part, then a kept raw DEFLATE part: one valid gzip stream.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync } from "node:zlib";
import type { Context } from "hono";
import { acceptsGzip } from "./compression";

const deflateRawAsync = promisify(deflateRaw);
/** The level the compression middleware uses (compression.ts). */
const LEVEL = 5;
/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A part kept to end answers: its bytes, compressed once as a final raw DEFLATE stream. */
export type KeptTail = { raw: Buffer; deflated: Promise<Buffer> };

export function keptTail(raw: Buffer): KeptTail {
  const deflated = deflateRawAsync(raw, { level: LEVEL });
  // An unused one must not end the process as an unhandled rejection.
  deflated.catch(() => {});
  return { raw, deflated };
}

/** Below this, compress on the event loop: cheaper than the thread pool's round trip. */
const SYNC_BELOW = 64 * 1024;

/** `head` then `tail` as one gzip member; a large head is compressed off the event loop. */
export async function gzipJoined(head: Buffer, tail: KeptTail): Promise<Buffer> {
  const options = { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH };
  const [first, rest] = await Promise.all([
    head.length < SYNC_BELOW ? deflateRawSync(head, options) : deflateRawAsync(head, options),
    tail.deflated,
  ]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail.raw, crc32(head)) >>> 0, 0);
  trailer.writeUInt32LE((head.length + tail.raw.length) % 2 ** 32, 4);
  return Buffer.concat([HEADER, first, rest, trailer]);
}

/** A JSON answer of `head` then `tail`, gzipped when the client takes it. */
export async function sendJoinedJson(c: Context, head: Buffer, tail: KeptTail) {
  const common = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (!acceptsGzip(c.req.header("accept-encoding"))) {
    return c.body(bytesOf(Buffer.concat([head, tail.raw])), 200, common);
  }
  return c.body(bytesOf(await gzipJoined(head, tail)), 200, {
    ...common,
    "Content-Encoding": "gzip",
  });
}

/** A Buffer as the Uint8Array over a plain ArrayBuffer that Response bodies are typed to take. */
const bytesOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);
