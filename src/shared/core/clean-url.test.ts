import { describe, expect, it } from "vitest";
import { cleanUrl, sameAddresses, sameAddressKey } from "./clean-url";

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

describe("comparing addresses with and without www.", () => {
  it("keeps www. as shared, and compares both forms as one", () => {
    expect(cleanUrl("https://www.opentable.com/r/x")).toBe("https://www.opentable.com/r/x");
    expect(sameAddressKey("https://www.opentable.com/r/x")).toBe(
      sameAddressKey("https://opentable.com/r/x"),
    );
    expect(sameAddresses("https://opentable.com/r/x?a=1")).toEqual([
      "https://opentable.com/r/x?a=1",
      "https://www.opentable.com/r/x?a=1",
    ]);
    expect(sameAddresses("https://www.opentable.com/r/x")).toEqual([
      "https://www.opentable.com/r/x",
      "https://opentable.com/r/x",
    ]);
  });

  it.each([
    ["https://www.com/a", ["https://www.com/a", "https://www.www.com/a"]],
    ["https://localhost/a", ["https://localhost/a"]],
    ["http://192.168.1.1/a", ["http://192.168.1.1/a"]],
    [
      "https://www2.example.com/a",
      ["https://www2.example.com/a", "https://www.www2.example.com/a"],
    ],
  ])("%s is the same as %j only", (cleaned, same) => {
    expect(sameAddresses(cleaned)).toEqual(same);
  });

  it("tells other hosts and paths apart", () => {
    expect(sameAddressKey("https://www.example.com/a")).not.toBe(
      sameAddressKey("https://example.com/b"),
    );
    expect(sameAddressKey("https://shop.example.com/a")).not.toBe(
      sameAddressKey("https://example.com/a"),
    );
  });
});
