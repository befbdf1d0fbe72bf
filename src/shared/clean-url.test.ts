import { describe, expect, it } from "vitest";
import { cleanUrl } from "./clean-url";

describe("cleaning a link's address", () => {
  it.each([
    ["HTTPS://Example.COM/Menu", "https://example.com/Menu"],
    ["http://example.com:80/a", "http://example.com/a"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["https://example.com:8443/a", "https://example.com:8443/a"],
    ["https://example.com/a#reviews", "https://example.com/a"],
    ["https://example.com/a?utm_source=x&utm_medium=y", "https://example.com/a"],
    ["https://example.com/a?id=7&fbclid=abc&gclid=d", "https://example.com/a?id=7"],
    ["https://example.com/a?UTM_Campaign=x&q=pasta", "https://example.com/a?q=pasta"],
    ["https://example.com/a?mc_eid=1&mc_cid=2&page=2", "https://example.com/a?page=2"],
    ["https://example.com/a?q=a%20b&x=1+2", "https://example.com/a?q=a%20b&x=1+2"],
    ["https://example.com/a?", "https://example.com/a"],
    ["https://example.com./a", "https://example.com/a"],
    ["https://ada:secret@example.com/a", "https://example.com/a"],
    ["  https://example.com  ", "https://example.com/"],
    ["https://example.com/a?b&&c", "https://example.com/a?b&c"],
  ])("%s is %s", (raw, clean) => {
    expect(cleanUrl(raw)).toBe(clean);
  });

  it("keeps the path's case and the order of the parameters it keeps", () => {
    expect(cleanUrl("https://example.com/Trips/Lisbon?z=1&utm_id=2&a=3")).toBe(
      "https://example.com/Trips/Lisbon?z=1&a=3",
    );
  });

  it("gives two addresses that differ only in tracking or host case the same form", () => {
    expect(cleanUrl("https://Trattoria.example/menu?utm_source=newsletter")).toBe(
      cleanUrl("https://trattoria.example/menu#today"),
    );
  });

  it.each(["ftp://example.com/", "javascript:alert(1)", "example.com", "", "https://"])(
    "refuses %s",
    (raw) => {
      expect(cleanUrl(raw)).toBeNull();
    },
  );
});
