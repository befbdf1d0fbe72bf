// Pages a hostile site could serve the link preview fetcher (decision 216): heads whose
// metadata and JSON-LD carry what has broken servers (NUL, lone surrogates, line and paragraph
// separators, direction and other controls, entities for all of them), attributes far too long,
// junk nested deep, and bytes in another encoding than the one the content type claims.
import fc from "fast-check";

// Characters that have broken a server or a screen, or that PostgreSQL cannot store.
const HOSTILE_CHARS = [
  ..."\u0000\u0001\u0007\u0008\u000b\u000c\u001b\u001f\u007f\u0080\u0085\u009b\u009f",
  ..."\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c",
  ..."\ud800\udbff\udc00\udfff\ufeff\ufffe\uffff\ufffd",
  ..."\t\n\r <>&\"'/\\=",
  "🙂",
  "é",
  "ש",
];

// Character references for the same, as a page can write them in its markup.
const ENTITIES = [
  "&#0;",
  "&#x0;",
  "&#x202E;",
  "&#x2066;",
  "&#xD800;",
  "&#xDFFF;",
  "&#x85;",
  "&#x8D;",
  "&#x9B;",
  "&#x2028;",
  "&#1114112;",
  "&#99999999999;",
  "&amp;",
  "&lt;/title&gt;",
  "&nbsp;",
  "&bogus;",
  "&#",
];

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_CHARS) },
  { weight: 1, arbitrary: fc.constantFrom(...ENTITIES) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
);

/** Short hostile text. */
const hostileText = fc.string({ unit, maxLength: 60 });

/** Now and then text far longer than any cap: an attribute or a title of 5,000 or 300,000
 * characters, or of more than the megabyte the fetcher reads. */
const longOrShort = fc.oneof(
  { weight: 20, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(5_000, 300_000, 1_100_000), fc.constantFrom(...HOSTILE_CHARS, "x"))
      .map(([length, char]) => char.repeat(length)),
  },
);

const METADATA = [
  "og:title",
  "og:description",
  "og:site_name",
  "og:image",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "description",
];

/** A <meta>, quoted any way (or not at all, or left open), with its key as property or name. */
const metaTag = fc
  .record({
    key: fc.oneof(fc.constantFrom(...METADATA), hostileText),
    by: fc.constantFrom("property", "name"),
    quote: fc.constantFrom('"', "'", ""),
    content: longOrShort,
    closed: fc.boolean(),
  })
  .map(
    ({ key, by, quote, content, closed }) =>
      `<meta ${by}=${quote}${key}${quote} content=${quote}${content}${closed ? `${quote}>` : ""}`,
  );

/** JSON of any shape whose text is hostile: what a page's JSON-LD holds around its facts. */
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileText,
    fc.double(),
    fc.constantFrom(null, true, 0, -1, 1e308, "4.5", "2026-12-05T19:30:00+01:00"),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom("@type", "@id", "@graph")), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Something a group chooses between, its facts hostile text or junk. */
const thing = fc.record({
  "@context": fc.constantFrom(
    "https://schema.org",
    "http://schema.org/",
    "https://schema.org\u0000",
  ),
  "@type": fc.constantFrom("Restaurant", "Hotel", "MusicEvent", "Product", ["Place", "Thing"]),
  name: hostileText,
  priceRange: fc.oneof(hostileText, junk),
  address: fc.oneof(
    hostileText,
    fc.record({
      streetAddress: hostileText,
      postalCode: hostileText,
      addressLocality: hostileText,
      addressRegion: junk,
      addressCountry: fc.oneof(hostileText, fc.record({ name: hostileText })),
    }),
  ),
  location: fc.oneof(hostileText, fc.record({ address: hostileText })),
  startDate: fc.oneof(hostileText, fc.constantFrom("2026-12-05", "2026-12-05T19:30")),
  aggregateRating: fc.record({ ratingValue: junk, bestRating: junk, ratingCount: junk }),
  offers: fc.oneof(junk, fc.record({ price: junk, priceCurrency: hostileText })),
  more: junk,
});

/** A JSON-LD block: well-formed JSON (whose escapes JSON.parse turns into NUL or a lone
 * surrogate), the same with raw hostile text spliced in, or junk nested deep. */
const jsonLd = fc
  .oneof(
    thing.map((value) => JSON.stringify(value)),
    fc.tuple(thing, hostileText).map(([value, raw]) => JSON.stringify(value).replace(":", raw)),
    fc
      .tuple(fc.integer({ min: 1, max: 5_000 }), hostileText)
      .map(([depth, text]) => "[".repeat(depth) + JSON.stringify(text) + "]".repeat(depth)),
    fc.array(thing, { maxLength: 3 }).map((things) => JSON.stringify({ "@graph": things })),
  )
  .map((block) => `<script type="application/ld+json">${block}</script>`);

const head = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: metaTag },
      { weight: 2, arbitrary: longOrShort.map((title) => `<title>${title}</title>`) },
      { weight: 2, arbitrary: jsonLd },
      { weight: 1, arbitrary: hostileText },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join("\n"));

// How the page's text becomes bytes, and what its content type claims they are.
const ENCODINGS = ["utf-8", "utf-16le", "latin1"] as const;
const CLAIMED = [
  "text/html; charset=utf-8",
  "text/html; charset=UTF-16LE",
  "text/html; charset=utf-16be",
  "text/html; charset=iso-8859-1",
  "text/html; charset=windows-1252",
  "text/html; charset=shift_jis",
  'text/html; charset="utf-8"',
  "text/html; charset=x-no-such-charset",
  "text/html",
  "application/xhtml+xml",
];

export type HostilePage = { body: Buffer; contentType: string };

/** A whole page: its head, maybe a body with more JSON-LD, encoded one way and claimed another,
 * with stray bytes that are no encoding at all now and then. */
export const hostilePage: fc.Arbitrary<HostilePage> = fc
  .record({
    head,
    body: fc.option(fc.array(jsonLd, { maxLength: 2 }).map((blocks) => blocks.join(""))),
    encoding: fc.constantFrom(...ENCODINGS),
    contentType: fc.constantFrom(...CLAIMED),
    stray: fc.option(fc.uint8Array({ minLength: 1, maxLength: 32 })),
  })
  .map(({ head, body, encoding, contentType, stray }) => {
    const html = `<!doctype html><html><head>${head}</head>${body === null ? "" : `<body>${body}</body>`}</html>`;
    const bytes = Buffer.from(html, encoding);
    const at = stray ? Math.floor(bytes.length / 2) : 0;
    return {
      body: stray
        ? Buffer.concat([bytes.subarray(0, at), Buffer.from(stray), bytes.subarray(at)])
        : bytes,
      contentType,
    };
  });

/** Characters no stored text of a page may hold: controls (C0, DEL, C1), line and paragraph
 * separators, direction controls, and a surrogate not in a pair. */
export const UNWANTED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
