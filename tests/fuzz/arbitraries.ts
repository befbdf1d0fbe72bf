// What the fuzz tests throw at the API: bodies made from a valid one by dropping, adding and
// retyping fields, random JSON of any shape, malformed and oversized text, bytes that are not
// UTF-8, wrong content types, odd path parameters and query strings.
import fc from "fast-check";
import { limits } from "../../src/shared/core/limits";
import type { RawBody } from "./send";

// Characters that have broken servers: NUL (PostgreSQL text refuses it), lone surrogates (not
// encodable as UTF-8), right-to-left override, BOM, non-characters, astral emoji, newlines.
const SPECIAL_CHARS = [
  "\u0000",
  "\uD800",
  "\uDFFF",
  "\u202E",
  "\uFEFF",
  "\uFFFF",
  "🙂",
  "é",
  "\n",
  "%",
  "'",
  '"',
  "\\",
];

const unit = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...SPECIAL_CHARS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
);

/** Short text of any Unicode, lone surrogates and NUL included. */
export const text = fc.string({ unit, maxLength: 40 });

/** Strings whose length sits at the edges of our limits (and of the 64 KB body). */
export const edgeLengthText = fc
  .constantFrom(
    limits.title,
    limits.title + 1,
    limits.description + 1,
    limits.url + 1,
    limits.email + 1,
    limits.passwordMax + 1,
    limits.bodyBytes - 200,
    limits.bodyBytes + 1,
  )
  .chain((length) => fc.constantFrom("a", "é", "🙂", "\u0000").map((c) => c.repeat(length)));

/** Any JSON value: wrong types, nulls, nested objects and arrays, unusual keys. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 53, 1e308, -0),
    text,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom("__proto__", "constructor", "")), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Valid JSON nested thousands deep. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects
      ? '{"a":'.repeat(depth) + "1" + "}".repeat(depth)
      : "[".repeat(depth) + "]".repeat(depth),
  );

/** Text that is not JSON at all, or almost JSON. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "}",
    "[",
    '{"title":',
    "{'title':'x'}",
    "nul",
    "undefined",
    "NaN",
    "{,}",
    '{"a":1,}',
    "\u0000",
    "\uFEFF{}",
    "[]]",
    '"unterminated',
  ),
  text,
);

/** Bytes that are not UTF-8 (overlong forms, lone continuation bytes, 0xFF). */
const invalidUtf8 = fc
  .array(fc.constantFrom(0xc0, 0xaf, 0xff, 0xfe, 0x80, 0xed, 0xa0, 0x7b, 0x22, 0x00), {
    minLength: 1,
    maxLength: 16,
  })
  .map((bytes) => new Uint8Array(bytes));

/** A valid body with one thing wrong: a field dropped, retyped, added, or far too long. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const someKey = keys.length ? fc.constantFrom(...keys) : text;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    {
      weight: 2,
      arbitrary: someKey.map((key) =>
        Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)),
      ),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(someKey, anyJson).map(([key, value]) => ({ ...valid, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(someKey, text).map(([key, value]) => ({ ...valid, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(text, anyJson).map(([key, value]) => ({ ...valid, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(someKey, edgeLengthText)
        .map(([key, value]) => ({ ...valid, [key]: value })),
    },
    { weight: 2, arbitrary: anyJson },
  );
}

export type FuzzBody = { body: RawBody; contentType: string | undefined; label: string };

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json; charset=utf-16",
  "application/jsonx",
  "*/*",
  "",
);

/** A body as sent: mostly JSON of a mutated valid body, sometimes anything else. */
export function fuzzBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<FuzzBody> {
  const json = (value: unknown) => ({
    body: JSON.stringify(value) ?? "null",
    contentType: "application/json",
    label: "json",
  });
  return fc.oneof(
    { weight: 8, arbitrary: mutatedBody(valid ?? {}).map(json) },
    {
      weight: 1,
      arbitrary: fc.constant({ body: undefined, contentType: undefined, label: "none" }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(mutatedBody(valid ?? {}), contentTypes).map(([value, contentType]) => ({
        body: JSON.stringify(value) ?? "",
        contentType,
        label: "type",
      })),
    },
    {
      weight: 1,
      arbitrary: malformedJson.map((body) => ({
        body,
        contentType: "application/json",
        label: "malformed",
      })),
    },
    {
      weight: 1,
      arbitrary: deepJson.map((body) => ({ body, contentType: "application/json", label: "deep" })),
    },
    {
      weight: 1,
      arbitrary: invalidUtf8.map((body) => ({
        body,
        contentType: "application/json",
        label: "bytes",
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(limits.bodyBytes - 10, limits.bodyBytes + 1, limits.bodyBytes * 2),
          contentTypes,
        )
        .map(([size, contentType]) => ({
          body: JSON.stringify({ ...valid, title: "x".repeat(size) }),
          contentType,
          label: "huge",
        })),
    },
  );
}

const UUID_LIKE = ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"];

/** A path parameter: the real id mostly, else another event's, unknown ids, or junk. */
export function pathParam(real: string, other: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(real) },
    { weight: 1, arbitrary: fc.constant(other) },
    { weight: 1, arbitrary: fc.constant(real.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid().map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...UUID_LIKE,
        "..",
        ".",
        "%2e%2e",
        "%00",
        "%2F",
        "%ZZ",
        "null",
        "0",
        "-1",
        "%20" + real,
      ),
    },
    { weight: 2, arbitrary: text.filter((t) => t.length > 0).map(safeEncode) },
    { weight: 1, arbitrary: fc.constantFrom(1_000, 5_000).map((n) => "a".repeat(n)) },
  );
}

/** A query string, often absent, with repeated, empty and undecodable parts. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(text, text), { maxLength: 4 })
      .map((pairs) => "?" + pairs.map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`).join("&")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "?",
      "?&&",
      "?%",
      "?a=%ZZ",
      "?token=%00",
      "?callbackURL=//evil.example",
      "?a[b][c]=1",
      "?__proto__[x]=1",
    ),
  },
);

/** encodeURIComponent, which refuses lone surrogates: those go as raw percent bytes instead. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => (/^[\uD800-\uDFFF]$/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch)))
      .join("");
  }
}

/** The query of an endpoint that takes an address (`url=`): the valid one, any text, any web
 * address, addresses the server must never fetch, or any query at all. */
export function addressQuery(valid: string): fc.Arbitrary<string> {
  const url = (value: string) => `?url=${safeEncode(value)}`;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(`?${valid}`) },
    { weight: 2, arbitrary: text.map(url) },
    {
      weight: 2,
      arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }).map(url),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "http://127.0.0.1/",
          "http://[::ffff:127.0.0.1]/",
          "http://169.254.169.254/latest/meta-data/",
          "http://10.0.0.1/",
          "javascript:alert(1)",
          "file:///etc/passwd",
          `https://example.com/${"a".repeat(3000)}`,
        )
        .map(url),
    },
    { weight: 1, arbitrary: fc.constant(`?${valid}&url=https%3A%2F%2Fexample.org%2F`) },
    { weight: 2, arbitrary: queryString },
  );
}
