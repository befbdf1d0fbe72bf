// A small website on 127.0.0.1 for the link preview fetcher: pages with and without metadata,
// redirects, slow, huge, compressed and non-HTML answers, real and broken images, hostile text,
// and whatever page a test serves (`serve`). It counts the requests to each path and keeps their
// headers, so a test can prove what was (not) fetched and what was sent.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import zlib from "node:zlib";
import sharp from "sharp";

export type LocalSite = Awaited<ReturnType<typeof startLocalSite>>;

const hugeBytes = 20 * 1_048_576;
const slowMs = 10_000;

export async function startLocalSite() {
  const files = await makeFiles();
  const hitCounts = new Map<string, number>();
  const lastHeaders = new Map<string, http.IncomingHttpHeaders>();
  const streamed = new Map<string, number>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const served = new Map<string, { body: Buffer; contentType: string }>();
  let origin = "";

  const pages: Record<string, () => string> = {
    "/og": () =>
      page(`
        <meta property="og:title" content="  The   Open Graph title ">
        <meta property="og:description" content="The Open Graph description">
        <meta property="og:site_name" content="Local Site">
        <meta property="og:image" content="${origin}/og.png">
        <meta name="twitter:title" content="The Twitter title">
        <meta name="twitter:description" content="The Twitter description">
        <meta name="twitter:image" content="${origin}/broken.png">
        <title>The title element</title>
        <meta name="description" content="The meta description">`),
    "/twitter": () =>
      page(`
        <title>The title element</title>
        <meta name="description" content="The meta description">
        <meta name="twitter:title" content="The Twitter title">
        <meta name="twitter:description" content="The Twitter description">
        <meta name="twitter:image" content="/og.png">`),
    "/title-only": () =>
      page(
        `<title>Just a &amp; title</title><meta name="description" content="Just a description">`,
      ),
    "/bare": () => "<!doctype html><html><head></head><body><p>Nothing here</p></body></html>",
    "/relative-image": () =>
      page(
        `<meta property="og:title" content="Relative"><meta property="og:image" content="images/tall.png">`,
      ),
    "/rotated-image": () => page(`<meta property="og:image" content="/rotated.jpg">`),
    "/long": () =>
      page(`
        <title>${"word\n\t  ".repeat(100)}</title>
        <meta name="description" content="${"d".repeat(400)}">
        <meta property="og:site_name" content="${"s".repeat(150)}">`),
    "/in-body": () =>
      `<html><head><title>Head title</title></head><body><meta property="og:title" content="Body title"></body></html>`,
    "/broken-image": () => page(`<meta property="og:image" content="/broken.png">`),
    "/large-image": () => page(`<meta property="og:image" content="/large.png">`),
    "/large-declared-image": () => page(`<meta property="og:image" content="/large-declared.png">`),
    "/svg-image": () => page(`<meta property="og:image" content="/picture.svg">`),
    "/not-image": () => page(`<meta property="og:image" content="/json">`),
    "/ftp-image": () => page(`<meta property="og:image" content="ftp://example.com/a.png">`),
    "/private-image": () => page(`<meta property="og:image" content="http://10.0.0.1/a.png">`),
    // Text PostgreSQL cannot store (NUL, a lone surrogate) and text that would show turned around
    // or on several lines (direction controls, C1 controls, line separators).
    "/hostile-text": () =>
      page(`
        <meta property="og:title" content="Hello\u0000 \u202eWorld\u2069\u0085!">
        <meta property="og:description" content="One\u2028two\u0007\tthree\u009b">
        <meta property="og:site_name" content="\u202dSite\u0000">
        <script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "Restaurant",
          priceRange: "\u0000$$\u202e\ud800",
          address: "Quay\u0000 Street\n\u2066 1",
        })}</script>`),
    ...jsonLdPages(),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    const path = url.pathname;
    hitCounts.set(path, (hitCounts.get(path) ?? 0) + 1);
    lastHeaders.set(path, req.headers);
    const html = (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
      res.end(body);
    };
    const later = (ms: number, f: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        f();
      }, ms);
      timers.add(timer);
    };

    const known = pages[path];
    if (known) return html(known());
    const made = served.get(path);
    if (made) return html(made.body, { "content-type": made.contentType });
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const n = Number(hops[1]);
      if (n === 0) return html(page("<title>Arrived</title>"));
      res.writeHead(302, { location: `/hops/${n - 1}` });
      return res.end();
    }
    switch (path) {
      case "/redirect":
        res.writeHead(302, { location: url.searchParams.get("to") ?? "/" });
        return res.end();
      case "/og.png":
        return image(res, "image/png", files.png);
      case "/images/tall.png":
        return image(res, "image/png", files.tall);
      case "/rotated.jpg":
        return image(res, "image/jpeg", files.rotated);
      case "/broken.png":
        return image(res, "image/png", Buffer.from("this is not a PNG at all"));
      case "/picture.svg":
        return image(res, "image/svg+xml", Buffer.from(files.svg));
      case "/large.png":
        // Chunked, no length: the fetcher finds out only by reading.
        res.writeHead(200, { "content-type": "image/png" });
        return stream(res, files.large, () => undefined);
      case "/large-declared.png":
        return image(res, "image/png", files.large);
      case "/latin1":
        return html(Buffer.from(page("<title>Café crème</title>"), "latin1"), {
          "content-type": "text/html; charset=ISO-8859-1",
        });
      case "/xhtml":
        return html(page("<title>XHTML page</title>"), {
          "content-type": "application/xhtml+xml",
        });
      case "/gzip":
        return html(zlib.gzipSync(page("<title>Compressed with gzip</title>")), {
          "content-encoding": "gzip",
        });
      case "/br":
        return html(zlib.brotliCompressSync(page("<title>Compressed with brotli</title>")), {
          "content-encoding": "br",
        });
      case "/gzip-past-the-cap":
        return html(files.pastTheCap, { "content-encoding": "gzip" });
      case "/json":
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ title: "Not a page" }));
      case "/slow":
        // Headers and the start of a page, then nothing.
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html><head>");
        return later(slowMs, () => res.end("<title>Too late</title></head></html>"));
      case "/never":
        return later(slowMs, () => html(page("<title>Too late</title>")));
      case "/huge":
      case "/huge-body": {
        // The head never ends on /huge (so only the byte cap stops the reading); on /huge-body
        // the body is what is huge.
        res.writeHead(200, { "content-type": "text/html" });
        const start = path === "/huge" ? "<title>Huge page</title>" : "<title>Huge body</title>";
        const filler =
          path === "/huge"
            ? `<meta name="filler" content="${"x".repeat(990)}">`
            : `<p>${"x".repeat(1000)}</p>`;
        res.write(`<html><head>${start}${path === "/huge-body" ? "</head><body>" : ""}`);
        const chunk = Buffer.from(filler.repeat(64));
        return stream(res, { chunk, total: hugeBytes }, (sent) => streamed.set(path, sent));
      }
      default:
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("Not found");
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  return {
    port,
    url: (path: string) => origin + path,
    hits: (path: string) => hitCounts.get(path) ?? 0,
    headers: (path: string) => lastHeaders.get(path),
    /** Bytes written to a streamed answer (/huge, /huge-body), once its connection has closed. */
    bytesSent: (path: string) => streamed.get(path),
    totalBytes: hugeBytes,
    /** Serves `body` at `path` from now on (a page a test made, such as a generated one). */
    serve(path: string, body: string | Buffer, contentType = "text/html; charset=utf-8") {
      served.set(path, { body: Buffer.isBuffer(body) ? body : Buffer.from(body), contentType });
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Pages that describe themselves in schema.org JSON-LD (the facts of link cards), well and
 * badly: one object, several blocks, an @graph, malformed and huge blocks. */
function jsonLdPages(): Record<string, () => string> {
  const ld = (value: unknown) =>
    `<script type="application/ld+json">${typeof value === "string" ? value : JSON.stringify(value)}</script>`;
  const restaurant = {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: "Harbour Kitchen",
    aggregateRating: { "@type": "AggregateRating", ratingValue: "4.46", reviewCount: 120 },
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: "1 Quay Street",
      postalCode: "20457",
      addressLocality: "Hamburg",
      addressCountry: "DE",
    },
  };
  const hotel = {
    "@context": { "@vocab": "http://schema.org/" },
    "@type": ["LodgingBusiness", "Hotel"],
    aggregateRating: { ratingValue: 9, bestRating: 10, worstRating: 0, ratingCount: "845" },
    offers: [
      { "@type": "Offer", price: "149.00", priceCurrency: "eur" },
      { "@type": "Offer", price: 99, priceCurrency: "EUR" },
    ],
    address: "  Seaside   Road 5,\n Brighton  ",
  };
  const event = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": "#site", name: "Tickets" },
      { "@type": "WebPage", "@id": "#page", mainEntity: { "@id": "#concert" } },
      { "@type": "AggregateRating", "@id": "#rating", ratingValue: 4.8, ratingCount: 31 },
      {
        "@type": "MusicEvent",
        "@id": "#concert",
        startDate: "2026-12-05T19:30:00+01:00",
        aggregateRating: { "@id": "#rating" },
        location: {
          "@type": "Place",
          name: "Elbe Hall",
          address: { streetAddress: "Platz 1", addressLocality: "Hamburg" },
        },
        offers: { "@type": "AggregateOffer", lowPrice: 25, highPrice: 80, priceCurrency: "EUR" },
      },
    ],
  };
  const wrong = [
    "{ this is not JSON",
    {
      "@context": "https://schema.org",
      "@type": "Restaurant",
      aggregateRating: { ratingValue: 7 },
    },
    { "@context": "https://schema.org", "@type": "Product", offers: { price: -5 } },
    { "@context": "https://schema.org", "@type": "Event", startDate: "2026-02-30" },
    { "@context": "https://example.com/vocab", "@type": "Restaurant", priceRange: "$$$" },
    { "@context": "https://schema.org", "@type": "Organization", priceRange: "$$$" },
    {
      "@context": "https://schema.org",
      "@type": "Hotel",
      address: { streetAddress: { "@type": "Text" }, addressLocality: [] },
    },
    "null",
    "[]",
  ];
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    offers: { price: "12.5", priceCurrency: "GBP" },
  };
  return {
    "/ld-restaurant": () =>
      page(
        `<title>Harbour Kitchen</title><meta property="og:site_name" content="Eat Local">${ld(restaurant)}`,
      ),
    // Other objects first, a broken block, and the hotel in the body, after the content.
    "/ld-several": () =>
      `<!doctype html><html><head><title>Seaside Hotel</title>${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Stays" })}${ld("{broken")}</head>` +
      `<body><p>${"Rooms with a view. ".repeat(2000)}</p>${ld({ "@context": "https://schema.org", "@type": "BreadcrumbList" })}${ld(hotel)}</body></html>`,
    "/ld-graph": () => page(`<title>Concert</title>${ld(event)}`),
    "/ld-malformed": () => page(`<title>Nothing fits</title>${wrong.map(ld).join("")}`),
    // A block too large to read (a product with every review), nested far too deep, then a
    // small block that is read.
    "/ld-huge": () =>
      page(
        `<title>Big product</title>` +
          ld({ ...product, offers: { price: 1 }, review: "x".repeat(300_000) }) +
          ld("[".repeat(100_000) + "]".repeat(100_000)) +
          ld(product),
      ),
    // The block lies further into the body than the fetcher reads.
    "/ld-far": () =>
      `<!doctype html><html><head><title>Far</title></head><body><p>${"x".repeat(600_000)}</p>${ld(product)}</body></html>`,
  };
}

function page(head: string) {
  return `<!doctype html><html><head>${head}</head><body><p>Body</p></body></html>`;
}

function image(res: http.ServerResponse, type: string, bytes: Buffer) {
  res.writeHead(200, { "content-type": type, "content-length": bytes.length });
  res.end(bytes);
}

/** Writes as fast as the reader takes it, and says how much was written when the connection closes. */
function stream(
  res: http.ServerResponse,
  body: Buffer | { chunk: Buffer; total: number },
  onClose: (sent: number) => void,
) {
  const { chunk, total } = Buffer.isBuffer(body) ? { chunk: body, total: body.length } : body;
  let sent = 0;
  const pump = () => {
    while (sent < total) {
      const piece = Buffer.isBuffer(body) ? chunk.subarray(sent, sent + 65_536) : chunk;
      sent += piece.length;
      if (!res.write(piece)) return void res.once("drain", pump);
    }
    res.end();
  };
  res.on("close", () => onClose(sent));
  pump();
}

/** The images, and one compressed page, made once at start-up. */
async function makeFiles() {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#3b82f6" } });
  const [png, tall, rotated, large] = await Promise.all([
    solid(800, 600).png().toBuffer(),
    solid(300, 900).png().toBuffer(),
    // 200×100 as stored, turned a quarter by its EXIF orientation: 100×200 as seen.
    solid(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    // Noise does not compress: a real PNG larger than the image cap.
    sharp(crypto.randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  ]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`;
  // A few kilobytes on the wire, megabytes of spaces once decompressed, then a title.
  const pastTheCap = zlib.gzipSync(
    Buffer.concat([
      Buffer.from("<html><head>"),
      Buffer.alloc(5 * 1_048_576, " "),
      Buffer.from("<title>Past the cap</title></head></html>"),
    ]),
  );
  return { png, tall, rotated, large, svg, pastTheCap };
}
