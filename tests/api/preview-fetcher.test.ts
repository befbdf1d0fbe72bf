// The link preview fetcher against a real local website: every guard of the address rule,
// redirects, deadline and byte caps, the metadata it reads and the thumbnail it makes. Nothing
// here touches the database.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  fetchPreview,
  type FetchOptions,
  type PreviewImage,
} from "../../src/server/features/previews/fetch-preview";
import { isPublicAddress, mayConnect } from "../../src/server/features/previews/address-guard";
import { metadataReader } from "../../src/server/features/previews/page-metadata";
import { startLocalSite, type LocalSite } from "../support/local-site";
import { freePort } from "../support/free-port";

const userAgent = "Huddle link preview (+http://localhost:3000)";

let site: LocalSite;
let other: LocalSite;
beforeAll(async () => {
  [site, other] = await Promise.all([startLocalSite(), startLocalSite()]);
});
afterAll(async () => {
  await Promise.all([site?.close(), other?.close()]);
});

/** As the tests run it: loopback open on the local site's port only. */
const fetchFromSite = (path: string, options: Partial<FetchOptions> = {}) =>
  fetchPreview(path.startsWith("http") ? path : site.url(path), {
    userAgent,
    allowLoopbackPort: site.port,
    ...options,
  });

async function previewOf(path: string, options: Partial<FetchOptions> = {}) {
  const result = await fetchFromSite(path, options);
  if (!result.ok) throw new Error(`${path}: ${result.failure}`);
  return result.preview;
}

async function expectWebp(image: PreviewImage | null, width: number, height: number) {
  expect(image).not.toBeNull();
  const bytes = image!.bytes;
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  expect({ width: image!.width, height: image!.height }).toEqual({ width, height });
  const decoded = await sharp(bytes).metadata();
  expect({ format: decoded.format, width: decoded.width, height: decoded.height }).toEqual({
    format: "webp",
    width,
    height,
  });
}

const redirectTo = (target: string) => `/redirect?to=${encodeURIComponent(target)}`;

describe("the address rule", () => {
  it.each([
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["127.0.0.1", "loopback"],
    ["127.1.2.3", "loopback"],
    ["169.254.169.254", "the cloud metadata service"],
    ["169.254.1.1", "link-local"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.0.1", "reserved (IETF protocol assignments)"],
    ["192.0.2.1", "documentation"],
    ["198.51.100.1", "documentation"],
    ["203.0.113.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["fc00::1", "IPv6 unique-local"],
    ["fd00:ec2::254", "the cloud metadata service over IPv6"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["fec0::1", "IPv6 site-local (deprecated)"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, in hexadecimal"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata service"],
    ["::7f00:1", "IPv4-compatible loopback (deprecated form)"],
    ["::ffff:0:7f00:1", "IPv4-translated"],
    ["64:ff9b::7f00:1", "NAT64"],
    ["64:ff9b:1::a00:1", "local-use NAT64"],
    ["2002:7f00:1::1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["2001:2::1", "IPv6 benchmarking"],
    ["2001:db8::1", "IPv6 documentation"],
    ["100::1", "IPv6 discard"],
    ["localhost", "a name, not an address"],
    ["", "nothing"],
    ["1.2.3", "a shortened form"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(mayConnect(address, 80)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.32.0.1",
    "100.128.0.1",
    "::ffff:8.8.8.8",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82b::200e",
  ])("allows %s (public unicast)", (address) => {
    expect(isPublicAddress(address)).toBe(true);
    expect(mayConnect(address, 80)).toBe(true);
  });

  it("opens loopback on the one test port only, and nothing else that is not public", () => {
    expect(mayConnect("127.0.0.1", 4000, 4000)).toBe(true);
    expect(mayConnect("::1", 4000, 4000)).toBe(true);
    expect(mayConnect("::ffff:127.0.0.1", 4000, 4000)).toBe(true);
    expect(mayConnect("127.0.0.1", 4001, 4000)).toBe(false);
    expect(mayConnect("127.0.0.1", 4000)).toBe(false);
    expect(mayConnect("10.0.0.1", 4000, 4000)).toBe(false);
    expect(mayConnect("169.254.169.254", 4000, 4000)).toBe(false);
    expect(mayConnect("fd00:ec2::254", 4000, 4000)).toBe(false);
  });
});

describe("addresses the fetcher refuses", () => {
  it.each([
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::1]/",
    "http://0.0.0.0/",
    // The URL parser reads this as 127.0.0.1.
    "http://2130706433/",
  ])("refuses %s without connecting", async (url) => {
    const result = await fetchPreview(url, { userAgent });
    expect(result).toEqual({ ok: false, failure: "refused-address" });
  });

  it("refuses a private address even on the port where loopback is open", async () => {
    const result = await fetchFromSite(`http://10.0.0.1:${site.port}/`);
    expect(result).toEqual({ ok: false, failure: "refused-address" });
  });

  it("refuses the local site itself, by address or by name, unless loopback is opened", async () => {
    for (const url of [
      site.url("/unvisited"),
      `http://localhost:${site.port}/unvisited`,
      `http://[::ffff:127.0.0.1]:${site.port}/unvisited`,
    ]) {
      const result = await fetchPreview(url, { userAgent });
      expect(result, url).toEqual({ ok: false, failure: "refused-address" });
    }
    expect(site.hits("/unvisited")).toBe(0);
  });

  it("resolves a host name, checks it and connects to it when its addresses are allowed", async () => {
    const preview = await previewOf(`http://localhost:${site.port}/title-only`);
    expect(preview.title).toBe("Just a & title");
    expect(preview.siteName).toBe("localhost");
  });
});

describe("redirects", () => {
  it("follows one and three redirects, relative Locations included", async () => {
    expect((await previewOf("/hops/1")).title).toBe("Arrived");
    expect((await previewOf("/hops/3")).title).toBe("Arrived");
    expect((await previewOf(redirectTo("/title-only"))).title).toBe("Just a & title");
  });

  it("refuses a fourth redirect without following it", async () => {
    const before = site.hits("/hops/0");
    const result = await fetchFromSite("/hops/4");
    expect(result).toEqual({ ok: false, failure: "too-many-redirects" });
    expect(site.hits("/hops/1")).toBeGreaterThan(0);
    expect(site.hits("/hops/0")).toBe(before);
  });

  it.each([
    ["a private address", "http://10.0.0.1/"],
    ["the metadata service", "http://169.254.169.254/"],
    ["the metadata service over IPv6", "http://[fd00:ec2::254]/"],
  ])("refuses a redirect to %s", async (_, target) => {
    const result = await fetchFromSite(redirectTo(target));
    expect(result).toEqual({ ok: false, failure: "refused-address" });
  });

  it("refuses a redirect to loopback on another port, by address or by name", async () => {
    for (const target of [other.url("/og"), `http://localhost:${other.port}/og`]) {
      const result = await fetchFromSite(redirectTo(target));
      expect(result, target).toEqual({ ok: false, failure: "refused-address" });
    }
    expect(other.hits("/og")).toBe(0);
  });

  it.each([
    ["not http(s)", "ftp://example.com/"],
    ["a file", "file:///etc/passwd"],
    ["with credentials", "http://user:secret@example.com/"],
  ])("refuses a redirect to a URL %s", async (_, target) => {
    const result = await fetchFromSite(redirectTo(target));
    expect(result).toEqual({ ok: false, failure: "bad-url" });
  });
});

describe("URLs the fetcher refuses", () => {
  it.each([
    "not a url",
    "ftp://example.com/",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "data:text/html,<title>x</title>",
  ])("refuses %s", async (url) => {
    expect(await fetchPreview(url, { userAgent })).toEqual({ ok: false, failure: "bad-url" });
  });

  it("refuses a URL with credentials before sending anything", async () => {
    const url = `http://user:secret@127.0.0.1:${site.port}/with-credentials`;
    expect(await fetchFromSite(url)).toEqual({ ok: false, failure: "bad-url" });
    expect(site.hits("/with-credentials")).toBe(0);
  });
});

describe("limits", () => {
  it.each([
    ["sends its headers, then nothing", "/slow"],
    ["never answers", "/never"],
    ["is reached through a redirect and never answers", redirectTo("/never")],
  ])("gives up on a page that %s when the deadline passes", async (_, path) => {
    const started = performance.now();
    const result = await fetchFromSite(path, { timeoutMs: 1000 });
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, failure: "timeout" });
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(2000);
  });

  it("reads a huge page up to the cap, then closes the connection", async () => {
    const preview = await previewOf("/huge");
    expect(preview.title).toBe("Huge page");
    await vi.waitFor(() => expect(site.bytesSent("/huge")).toBeDefined());
    // What was sent includes what the kernel's socket buffers took on top of the megabyte read.
    expect(site.bytesSent("/huge")).toBeLessThan(site.totalBytes / 2);
  });

  it("stops reading at the body, however much the cap would allow", async () => {
    const preview = await previewOf("/huge-body", { maxHtmlBytes: 2 * site.totalBytes });
    expect(preview.title).toBe("Huge body");
    await vi.waitFor(() => expect(site.bytesSent("/huge-body")).toBeDefined());
    expect(site.bytesSent("/huge-body")).toBeLessThan(site.totalBytes / 2);
  });

  it("applies the cap to the decompressed bytes", async () => {
    // The title lies past the first megabyte once decompressed.
    const preview = await previewOf("/gzip-past-the-cap");
    expect(preview.title).toBeNull();
    expect((await previewOf("/gzip-past-the-cap", { maxHtmlBytes: 10 * 1_048_576 })).title).toBe(
      "Past the cap",
    );
  });

  it("gives no preview for what is not HTML", async () => {
    expect(await fetchFromSite("/json")).toEqual({ ok: false, failure: "not-html" });
    expect(await fetchFromSite("/og.png")).toEqual({ ok: false, failure: "not-html" });
  });

  it("reports an error status and a server that is not there", async () => {
    expect(await fetchFromSite("/missing")).toEqual({ ok: false, failure: "http-status" });
    const port = await freePort();
    const result = await fetchPreview(`http://127.0.0.1:${port}/`, {
      userAgent,
      allowLoopbackPort: port,
    });
    expect(result).toEqual({ ok: false, failure: "unreachable" });
  });
});

describe("metadata", () => {
  it("prefers Open Graph to the Twitter card and to the title element", async () => {
    const brokenBefore = site.hits("/broken.png");
    const preview = await previewOf("/og");
    expect(preview).toMatchObject({
      title: "The Open Graph title",
      description: "The Open Graph description",
      siteName: "Local Site",
    });
    await expectWebp(preview.image, 400, 300);
    // og:image was taken; twitter:image was never fetched.
    expect(site.hits("/broken.png")).toBe(brokenBefore);
  });

  it("prefers the Twitter card to the title element, and names the site by its host", async () => {
    const preview = await previewOf("/twitter");
    expect(preview).toMatchObject({
      title: "The Twitter title",
      description: "The Twitter description",
      siteName: "127.0.0.1",
    });
    await expectWebp(preview.image, 400, 300);
  });

  it("falls back to the title element and the meta description", async () => {
    expect(await previewOf("/title-only")).toEqual({
      title: "Just a & title",
      description: "Just a description",
      siteName: "127.0.0.1",
      image: null,
      facts: {},
    });
  });

  it("gives a preview with only the host for a page without metadata", async () => {
    expect(await previewOf("/bare")).toEqual({
      title: null,
      description: null,
      siteName: "127.0.0.1",
      image: null,
      facts: {},
    });
  });

  it("collapses whitespace and cuts long text with an ellipsis", async () => {
    const preview = await previewOf("/long");
    expect(preview.title).toHaveLength(200);
    expect(preview.title).toMatch(/^word word .*…$/);
    expect(preview.title).not.toMatch(/\s{2}|[\n\t]/);
    expect(preview.description).toBe("d".repeat(299) + "…");
    expect(preview.siteName).toBe("s".repeat(99) + "…");
  });

  it("reads only the head", async () => {
    expect((await previewOf("/in-body")).title).toBe("Head title");
  });

  it("decodes with the charset the server names, and reads XHTML", async () => {
    expect((await previewOf("/latin1")).title).toBe("Café crème");
    expect((await previewOf("/xhtml")).title).toBe("XHTML page");
  });

  it("decompresses a page the server compressed although asked not to", async () => {
    expect((await previewOf("/gzip")).title).toBe("Compressed with gzip");
    expect((await previewOf("/br")).title).toBe("Compressed with brotli");
  });

  it("names the site without its www.", () => {
    const reader = metadataReader("text/html", new URL("https://www.example.com/a"));
    reader.write(Buffer.from("<html><head><title>A</title></head>"));
    expect(reader.end()).toEqual({
      title: "A",
      description: null,
      siteName: "example.com",
      imageUrl: null,
      facts: {},
    });
  });
});

describe("what the page's JSON-LD says (rating, price, address, start)", () => {
  it("reads a restaurant's rating, price range and postal address", async () => {
    const preview = await previewOf("/ld-restaurant");
    expect(preview.siteName).toBe("Eat Local");
    expect(preview.facts).toEqual({
      rating: 4.5,
      reviews: 120,
      priceRange: "$$",
      address: "1 Quay Street, 20457 Hamburg, DE",
    });
  });

  it("finds the hotel among several blocks, past a broken one and in the body", async () => {
    expect((await previewOf("/ld-several")).facts).toEqual({
      // 9 out of 10, on a scale of 5; the lowest of the offers.
      rating: 4.5,
      reviews: 845,
      price: 99,
      currency: "EUR",
      address: "Seaside Road 5, Brighton",
    });
  });

  it("follows an @graph and its references to an event, its place and its start", async () => {
    expect((await previewOf("/ld-graph")).facts).toEqual({
      rating: 4.8,
      reviews: 31,
      price: 25,
      currency: "EUR",
      address: "Platz 1, Hamburg",
      startsAt: "2026-12-05T18:30Z",
    });
  });

  it("ignores what is malformed, out of range, of another vocabulary or type", async () => {
    const preview = await previewOf("/ld-malformed");
    expect(preview.title).toBe("Nothing fits");
    expect(preview.facts).toEqual({});
  });

  it("skips a block too large or too deep to read, and reads the next", async () => {
    expect((await previewOf("/ld-huge")).facts).toEqual({ price: 12.5, currency: "GBP" });
  });

  it("reads the body only so far for JSON-LD", async () => {
    expect((await previewOf("/ld-far")).facts).toEqual({});
    expect((await previewOf("/og")).facts).toEqual({});
  });
});

describe("thumbnails", () => {
  it("resolves a relative image URL against the page and fits the image within 400×400", async () => {
    const preview = await previewOf("/relative-image");
    expect(site.hits("/images/tall.png")).toBeGreaterThan(0);
    await expectWebp(preview.image, 133, 400);
  });

  it("turns the image as its EXIF orientation says, without enlarging it", async () => {
    await expectWebp((await previewOf("/rotated-image")).image, 100, 200);
  });

  it.each([
    ["an image that does not decode", "/broken-image"],
    ["an image over 5 MB sent without a length", "/large-image"],
    ["an image that declares over 5 MB", "/large-declared-image"],
    ["an SVG image", "/svg-image"],
    ["an image URL that answers JSON", "/not-image"],
    ["an image URL that is not http(s)", "/ftp-image"],
    ["an image at a private address", "/private-image"],
  ])("keeps the preview without a picture for %s", async (_, path) => {
    const preview = await previewOf(path);
    expect(preview.siteName).toBe("127.0.0.1");
    expect(preview.image).toBeNull();
  });
});

describe("what is sent", () => {
  it("sends the User-Agent it is given, asks for no compression, and sends no credentials", async () => {
    await previewOf("/og");
    for (const path of ["/og", "/og.png"]) {
      const headers = site.headers(path)!;
      expect(headers["user-agent"]).toBe(userAgent);
      expect(headers["accept-encoding"]).toBe("identity");
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }
  });
});
