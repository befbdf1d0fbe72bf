// Serves dist/web: hashed assets cached a year, the rest revalidated, index.html for client routes.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { acceptsGzip } from "./compression";
import type { Prerender } from "./prerender";
import type { ResultMeta } from "./result-meta";
import { routePreloads } from "./route-preloads";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

// A cached service worker would keep people on the old version (a proxy might not revalidate it).
const ALWAYS_ASK = new Set(["/sw.js", "/manifest.webmanifest"]);

function cacheControl(requested: string) {
  if (requested.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ALWAYS_ASK.has(requested)) return "no-cache";
  return "public, max-age=3600";
}

/** `prerender`: first paint; `resultMeta`: a public result's card tags. */
export function staticFiles(distDir: string, prerender?: Prerender, resultMeta?: ResultMeta) {
  const root = path.resolve(distDir);
  const cache = new Map<string, Buffer | null>();
  const read = (file: string) => {
    if (!cache.has(file)) {
      try {
        cache.set(file, fs.statSync(file).isFile() ? fs.readFileSync(file) : null);
      } catch {
        cache.set(file, null);
      }
    }
    return cache.get(file) ?? null;
  };
  // The files never change while running: each is gzipped once, at the best level.
  const gzipped = new Map<string, Buffer>();
  const send = (c: Context, file: string, body: Buffer, headers: Record<string, string>) => {
    const type = headers["Content-Type"]!;
    const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/.test(type);
    if (!compressible || body.length < 1024) return c.body(new Uint8Array(body), 200, headers);
    headers.Vary = "Accept-Encoding";
    if (!acceptsGzip(c.req.header("accept-encoding")))
      return c.body(new Uint8Array(body), 200, headers);
    let zipped = gzipped.get(file);
    if (!zipped) gzipped.set(file, (zipped = gzipSync(body, { level: 9 })));
    return c.body(new Uint8Array(zipped), 200, { ...headers, "Content-Encoding": "gzip" });
  };

  // index.html with the page's own chunks named in it, one copy per route (route-preloads.ts).
  const preloads = routePreloads(root);
  const pages = new Map<string, Buffer>();
  const pageHtml = (index: Buffer, links: string) => {
    let page = pages.get(links);
    if (!page) {
      // As a function's answer: a replacement string's $-patterns would be expanded.
      page = Buffer.from(String(index).replace("</head>", () => `${links}</head>`));
      pages.set(links, page);
    }
    return page;
  };

  return async (c: Context) => {
    const index = read(path.join(root, "index.html"));
    if (!index) {
      return c.text(
        "The web app is not built. Run `npm run build` (npm start does it for you).",
        503,
      );
    }
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      requested = "/";
    }
    const file = path.resolve(root, "." + path.posix.normalize(requested));
    const body = file.startsWith(root + path.sep) ? read(file) : null;
    if (body && !file.endsWith("index.html")) {
      return send(c, file, body, {
        "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "Cache-Control": cacheControl(path.posix.normalize(requested)),
      });
    }
    // Unknown asset paths are real 404s; anything else is a client route.
    if (requested.startsWith("/assets/")) return c.text("Not found", 404);
    const links = preloads(requested);
    const html = links ? pageHtml(index, links) : index;
    const page = prerender && (await prerender(c, requested, String(html)));
    if (page) {
      // Made for this visitor (their name, their event): never kept by a shared cache.
      for (const cookie of page.setCookies) c.header("Set-Cookie", cookie, { append: true });
      const body = Buffer.from(page.html);
      const headers = {
        "Content-Type": TYPES[".html"]!,
        "Cache-Control": "private, no-cache",
        Vary: "Cookie, Accept-Language, Accept-Encoding",
      };
      if (!acceptsGzip(c.req.header("accept-encoding")))
        return c.body(new Uint8Array(body), 200, headers);
      return c.body(new Uint8Array(gzipSync(body, { level: 6 })), 200, {
        ...headers,
        "Content-Encoding": "gzip",
      });
    }
    // Public results are for the group; script-less crawlers only see this header.
    const meta = resultMeta && (await resultMeta(c, requested));
    if (meta) {
      const page = String(html)
        .replace(/<title>.*?<\/title>/, () => `<title>${meta.title}</title>`)
        .replace("</head>", () => `${meta.tags}</head>`);
      return c.body(page, 200, {
        "Content-Type": TYPES[".html"]!,
        // Says what the result is now: turned off, the link's card must not outlive it.
        "Cache-Control": "no-cache",
        "X-Robots-Tag": "noindex",
        Vary: "Accept-Language",
      });
    }
    return send(c, `${path.join(root, "index.html")}|${links}`, html, {
      "Content-Type": TYPES[".html"]!,
      "Cache-Control": "no-cache",
      ...(requested.startsWith("/results/") ? { "X-Robots-Tag": "noindex" } : {}),
    });
  };
}
