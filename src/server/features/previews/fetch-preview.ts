// The link preview of a shared URL; everything the page's server controls is treated as hostile.
import { isHtml, metadataReader } from "./page-metadata";
import type { PageFacts } from "./page-facts";
import { safeGet, type GetFailure } from "./safe-get";
import { fetchThumbnail, type PreviewImage } from "./thumbnail";

export type { PreviewImage };

export type FetchedPreview = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  image: PreviewImage | null;
  /** What the page's schema.org JSON-LD says: rating, price, address, start (page-facts.ts). */
  facts: PageFacts;
};

/** What a page fetch can meet, with a type or size we do not read said as "not-html". */
export type PreviewFailure = Exclude<GetFailure, "unwanted-type" | "too-large"> | "not-html";

export type FetchOptions = {
  /** Says who is asking, so a site's owner can tell a preview from a crawler. */
  userAgent: string;
  /** Test-only: loopback allowed on this one port. */
  allowLoopbackPort?: number;
  timeoutMs?: number;
  maxHtmlBytes?: number;
  maxImageBytes?: number;
  maxRedirects?: number;
};

export type PreviewResult =
  { ok: true; preview: FetchedPreview } | { ok: false; failure: PreviewFailure };

// Five seconds: a late preview is worth little, and each pending fetch holds a socket.
const defaultTimeoutMs = 5000;
// The head comes first; one not in the first megabyte is not worth reading.
const defaultMaxHtmlBytes = 1_048_576;
const defaultMaxImageBytes = 5 * 1_048_576;
// Enough for http → https → www. → the page; longer chains are mostly trackers and loops.
const defaultMaxRedirects = 3;

/** Never throws: every way of not getting a preview is one of the failures. */
export async function fetchPreview(url: string, options: FetchOptions): Promise<PreviewResult> {
  const limits = {
    userAgent: options.userAgent,
    allowLoopbackPort: options.allowLoopbackPort,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    maxRedirects: options.maxRedirects ?? defaultMaxRedirects,
  };
  try {
    const page = await safeGet(
      url,
      {
        ...limits,
        accept: "text/html, application/xhtml+xml;q=0.9",
        maxBytes: options.maxHtmlBytes ?? defaultMaxHtmlBytes,
        overLimit: "truncate",
      },
      ({ url, contentType }) => (isHtml(contentType) ? metadataReader(contentType, url) : null),
    );
    if (!page.ok) return { ok: false, failure: asPreviewFailure(page.failure) };
    const { imageUrl, ...text } = page.value;
    // The thumbnail has its own deadline: a slow image costs the picture, not the preview.
    const image = imageUrl
      ? await fetchThumbnail(imageUrl, {
          ...limits,
          maxBytes: options.maxImageBytes ?? defaultMaxImageBytes,
        })
      : null;
    return { ok: true, preview: { ...text, image } };
  } catch {
    return { ok: false, failure: "unreachable" };
  }
}

function asPreviewFailure(failure: GetFailure): PreviewFailure {
  // A type or encoding we do not parse ("too-large" is only for images).
  if (failure === "unwanted-type" || failure === "too-large") return "not-html";
  return failure;
}
