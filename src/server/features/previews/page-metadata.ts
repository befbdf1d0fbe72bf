// Head metadata and JSON-LD parsed as bytes arrive; past the head only JSON-LD, and only so far.
import { domainToUnicode } from "node:url";
import { Parser } from "htmlparser2";
import { factsOf, type PageFacts } from "./page-facts";
import { cleanPageText, pageText } from "./page-text";
import type { BodyReader } from "./safe-get";

export type PageMetadata = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Absolute http(s) URL, not yet fetched. */
  imageUrl: string | null;
  facts: PageFacts;
};

// JSON-LD often trails the body; this far past the head finds most, at bounded cost.
const maxBodyChars = 500_000;
// Bigger blocks cannot be parsed in part, so are skipped; more blocks is a listing.
const maxBlockChars = 256_000;
const maxBlocks = 20;

// Enough for a real title or summary; a page cannot fill the database with a novel.
const maxTitle = 200;
const maxDescription = 300;
const maxSiteName = 100;

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);

export function isHtml(contentType: string) {
  return htmlTypes.has(mediaType(contentType));
}

export function mediaType(contentType: string) {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/** Reads the page's head, and its body's JSON-LD, as it arrives; `end` gives what it found. */
export function metadataReader(contentType: string, pageUrl: URL): BodyReader<PageMetadata> {
  const text = new TextDecoder(charsetOf(contentType));
  const found = new Map<string, string>();
  let title: string | null = null;
  let inTitle = false;
  // The head is read for metadata until it ends; then the body only for JSON-LD, up to a budget.
  let headDone = false;
  let bodyFrom = 0;
  let charsFed = 0;
  let done = false;
  const blocks: string[] = [];
  let block: string | null = null;

  const parser = new Parser({
    onopentag(name, attributes) {
      if (done) return;
      if (name === "body") endHead();
      if (name === "script" && blocks.length < maxBlocks && isJsonLd(attributes.type)) block = "";
      if (headDone) return;
      if (name === "title" && title === null) {
        inTitle = true;
        title = "";
      }
      if (name !== "meta" || attributes.content === undefined) return;
      // Open Graph asks for property=, yet many pages write name= (and Twitter the reverse).
      for (const attribute of [attributes.property, attributes.name]) {
        const key = attribute?.trim().toLowerCase();
        if (key && !found.has(key)) found.set(key, attributes.content);
      }
    },
    ontext(data) {
      if (done) return;
      if (inTitle && !headDone) title += data;
      if (block !== null) block = block.length + data.length > maxBlockChars ? null : block + data;
    },
    onclosetag(name) {
      if (name === "title") inTitle = false;
      if (name === "head") endHead();
      if (name === "script") {
        if (block !== null && !done) blocks.push(block);
        block = null;
        if (blocks.length >= maxBlocks) stop();
      }
    },
  });
  function endHead() {
    if (headDone) return;
    headDone = true;
    inTitle = false;
    bodyFrom = parser.endIndex;
  }
  function stop() {
    done = true;
    parser.pause();
  }

  return {
    write(chunk) {
      if (!done) {
        const decoded = text.decode(chunk, { stream: true });
        charsFed += decoded.length;
        parser.write(decoded);
        if (headDone && charsFed - bodyFrom > maxBodyChars) stop();
      }
      return done ? "enough" : "more";
    },
    end() {
      if (!done) parser.end(text.decode());
      const pick = (...keys: string[]) =>
        keys.map((k) => found.get(k)).find((v) => v !== undefined && cleanPageText(v) !== "");
      return {
        title: capped(pick("og:title", "twitter:title") ?? title, maxTitle),
        description: capped(
          pick("og:description", "twitter:description", "description"),
          maxDescription,
        ),
        siteName: capped(
          pick("og:site_name") ?? domainToUnicode(pageUrl.hostname).replace(/^www\./, ""),
          maxSiteName,
        ),
        imageUrl: imageUrl(pick("og:image", "og:image:url", "twitter:image"), pageUrl),
        facts: factsOf(blocks.map(parseBlock).filter((value) => value !== undefined)),
      };
    },
  };
}

function isJsonLd(type: string | undefined) {
  return mediaType(type ?? "") === "application/ld+json";
}

/** A block's JSON, or undefined; some pages wrap it in an HTML comment or CDATA. */
function parseBlock(block: string): unknown {
  const unwrapped = block
    .trim()
    .replace(/^(?:<!--|(?:\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?)/, "")
    .replace(/(?:-->|(?:\/\*\s*)?\]\]>(?:\s*\*\/)?)$/, "");
  try {
    return JSON.parse(unwrapped);
  } catch {
    // Malformed, or nested deeper than the parser's stack: the page simply has no facts here.
    return undefined;
  }
}

/** The content-type's charset if TextDecoder knows it; UTF-8 otherwise. */
function charsetOf(contentType: string) {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name, value] = parameter.split("=");
    if (name?.trim().toLowerCase() !== "charset" || !value) continue;
    const label = value.trim().replace(/^"(.*)"$/, "$1");
    try {
      return new TextDecoder(label).encoding;
    } catch {
      return "utf-8";
    }
  }
  return "utf-8";
}

/** Every text the page gives goes through pageText (page-text.ts) on its way out. */
const capped = (text: string | null | undefined, max: number) =>
  text == null ? null : pageText(text, max);

function imageUrl(raw: string | undefined, pageUrl: URL) {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw.trim(), pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
