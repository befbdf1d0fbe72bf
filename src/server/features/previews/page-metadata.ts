// What a page says about itself in its head: Open Graph, then Twitter card, then <title> and
// <meta name="description">. Read with a real HTML parser as the bytes arrive, and no further
// than the end of the head, so a large page costs no more than its head.
import { domainToUnicode } from "node:url";
import { Parser } from "htmlparser2";
import type { BodyReader } from "./safe-get";

export type PageMetadata = {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Absolute http(s) URL, not yet fetched. */
  imageUrl: string | null;
};

// Long enough for any real title or summary, short enough for a card; a page cannot fill the
// database or the event page with a novel.
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

/** Reads the page's head as it arrives; `end` gives what it found. */
export function metadataReader(contentType: string, pageUrl: URL): BodyReader<PageMetadata> {
  const text = new TextDecoder(charsetOf(contentType));
  const found = new Map<string, string>();
  let title: string | null = null;
  let inTitle = false;
  let done = false;

  const parser = new Parser({
    onopentag(name, attributes) {
      if (done) return;
      if (name === "body") return stop();
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
      if (inTitle && !done) title += data;
    },
    onclosetag(name) {
      if (name === "title") inTitle = false;
      if (name === "head") stop();
    },
  });
  function stop() {
    done = true;
    parser.pause();
  }

  return {
    write(chunk) {
      if (!done) parser.write(text.decode(chunk, { stream: true }));
      return done ? "enough" : "more";
    },
    end() {
      if (!done) parser.end(text.decode());
      const pick = (...keys: string[]) =>
        keys.map((k) => found.get(k)).find((v) => v !== undefined && clean(v) !== "");
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
      };
    },
  };
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

function clean(text: string) {
  return text.replace(/\s+/g, " ").trim();
}

function capped(text: string | null | undefined, max: number) {
  if (text == null) return null;
  const chars = [...clean(text)];
  if (chars.length === 0) return null;
  if (chars.length <= max) return chars.join("");
  return (
    chars
      .slice(0, max - 1)
      .join("")
      .trimEnd() + "…"
  );
}

function imageUrl(raw: string | undefined, pageUrl: URL) {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw.trim(), pageUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
