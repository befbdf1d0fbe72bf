// One GET of a member-typed URL: every hop behind the address guard, one deadline, capped bytes.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import zlib from "node:zlib";
import { guardedLookup, mayConnect, RefusedAddressError } from "./address-guard";

export type GetFailure =
  | "refused-address"
  | "bad-url"
  | "too-many-redirects"
  | "timeout"
  | "unreachable"
  | "http-status"
  | "unwanted-type"
  | "too-large";

/** Takes the body as it arrives; `write` answers "enough" once it needs no more. */
export type BodyReader<T> = { write(chunk: Buffer): "more" | "enough"; end(): T };

/** Called with the final response's headers: a reader for its body, or null to refuse it. */
export type OpenBody<T> = (response: { url: URL; contentType: string }) => BodyReader<T> | null;

export type GetOptions = {
  userAgent: string;
  accept: string;
  allowLoopbackPort?: number;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** A page past the cap is read up to it ("truncate"); an image past it is no image ("refuse"). */
  overLimit: "truncate" | "refuse";
};

export type GetResult<T> = { ok: true; value: T } | { ok: false; failure: GetFailure };

type Hop<T> = GetResult<T> | { ok: "redirect"; location: string };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** http(s) only, and no user:pass@, which would be sent to whoever the link points at. */
export function parseTarget(raw: string, base?: URL): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  return url;
}

export async function safeGet<T>(
  target: string,
  options: GetOptions,
  open: OpenBody<T>,
): Promise<GetResult<T>> {
  let url = parseTarget(target);
  if (!url) return { ok: false, failure: "bad-url" };
  // One deadline for all hops and the body: redirect chains get no extra time.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await getOnce(url, options, open, deadline.signal);
      if (hop.ok !== "redirect") return hop;
      if (redirects === options.maxRedirects) return { ok: false, failure: "too-many-redirects" };
      url = parseTarget(hop.location, url);
      if (!url) return { ok: false, failure: "bad-url" };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** How one request ends: the first call wins, and it closes the connection. */
type Ending<T> = { settle(hop: Hop<T>): void; fail(failure: GetFailure): void; ended(): boolean };

function getOnce<T>(url: URL, options: GetOptions, open: OpenBody<T>, deadline: AbortSignal) {
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  // Node connects to an IP literal without calling `lookup`, so it is checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (net.isIP(host) !== 0 && !mayConnect(host, port, options.allowLoopbackPort))
    return Promise.resolve<Hop<T>>({ ok: false, failure: "refused-address" });

  return new Promise<Hop<T>>((resolve) => {
    let ended = false;
    const ending: Ending<T> = {
      settle(hop) {
        if (ended) return;
        ended = true;
        deadline.removeEventListener("abort", onDeadline);
        // Also what stops the download when the reader has enough or the cap is reached.
        request.destroy();
        resolve(hop);
      },
      fail: (failure) => ending.settle({ ok: false, failure }),
      ended: () => ended,
    };
    const onDeadline = () => ending.fail("timeout");

    const request = (url.protocol === "https:" ? https : http).get(
      url,
      {
        // A fresh connection each time: a pooled socket would skip the guarded lookup.
        agent: false,
        lookup: guardedLookup(port, options.allowLoopbackPort),
        // Nothing of the app's (no cookie, no authorization) goes to a page a member chose.
        headers: {
          "user-agent": options.userAgent,
          accept: options.accept,
          "accept-encoding": "identity",
        },
      },
      orFail(ending.fail, (response) => {
        const status = response.statusCode ?? 0;
        if (redirectStatuses.has(status)) {
          const location = response.headers.location;
          return location
            ? ending.settle({ ok: "redirect", location })
            : ending.fail("http-status");
        }
        if (status < 200 || status > 299) return ending.fail("http-status");
        const reader = open({ url, contentType: response.headers["content-type"] ?? "" });
        if (!reader) return ending.fail("unwanted-type");
        const declared = Number(response.headers["content-length"]);
        if (options.overLimit === "refuse" && declared > options.maxBytes)
          return ending.fail("too-large");
        readBody(response, reader, options, ending);
      }),
    );
    request.on("error", (error) =>
      ending.fail(error instanceof RefusedAddressError ? "refused-address" : "unreachable"),
    );
    if (deadline.aborted) onDeadline();
    else deadline.addEventListener("abort", onDeadline);
  });
}

function readBody<T>(
  response: http.IncomingMessage,
  reader: BodyReader<T>,
  options: GetOptions,
  ending: Ending<T>,
) {
  const finish = orFail(ending.fail, () => {
    if (!ending.ended()) ending.settle({ ok: true, value: reader.end() });
  });
  const overLimit = () => (options.overLimit === "refuse" ? ending.fail("too-large") : finish());

  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decoder = decoderFor(encoding);
  if (decoder === undefined) return ending.fail("unwanted-type");

  let decoded = 0;
  const onDecoded = orFail(ending.fail, (chunk: Buffer) => {
    if (ending.ended()) return;
    const room = options.maxBytes - decoded;
    decoded += chunk.length;
    if (chunk.length > room) {
      if (options.overLimit === "truncate" && room > 0) reader.write(chunk.subarray(0, room));
      return overLimit();
    }
    if (reader.write(chunk) === "enough") finish();
  });

  let raw = 0;
  let rawEnded = false;
  response.on("data", (chunk: Buffer) => {
    if (ending.ended()) return;
    if (!decoder) return onDecoded(chunk);
    // The cap counts compressed bytes too, so a stream that decompresses to nothing ends.
    raw += chunk.length;
    if (raw > options.maxBytes) return overLimit();
    decoder.write(chunk);
  });
  response.on("end", () => {
    rawEnded = true;
    if (decoder) decoder.end();
    else finish();
  });
  response.on("error", () => ending.fail("unreachable"));
  // Cut off before the end: by the server, or by us (the deadline, the cap, enough read).
  response.on("close", () => {
    if (rawEnded) return;
    decoder?.destroy();
    ending.fail("unreachable");
  });
  if (decoder) {
    decoder.on("data", onDecoded);
    decoder.on("end", finish);
    decoder.on("error", () => ending.fail("unreachable"));
  }
}

/** A reader throwing in an event handler would crash the server, not one preview. */
function orFail<A extends unknown[]>(fail: (failure: GetFailure) => void, f: (...args: A) => void) {
  return (...args: A) => {
    try {
      f(...args);
    } catch {
      fail("unreachable");
    }
  };
}

/** null: the body is as sent; undefined: an encoding we cannot read. */
function decoderFor(encoding: string) {
  // Accept-Encoding says identity, but some servers compress anyway.
  switch (encoding) {
    case "identity":
    case "":
      return null;
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}
