import { describe, expect, it } from "vitest";
import { createPageCache, type SharedPage } from "./page-cache";

const pageOf = (version: number, linkCount = 1, profiles = "0"): SharedPage => ({
  version,
  profiles,
  event: "{}",
  members: "[]",
  links: Array.from({ length: linkCount }, () => "x".repeat(100)),
  linkIds: Array.from({ length: linkCount }, (_, i) => String(i).padStart(36, "0")),
});

describe("the page cache", () => {
  it("gives a page only for the version and profile stamp it was read at", () => {
    const cache = createPageCache();
    cache.set("a", pageOf(3, 1, "10"));
    expect(cache.get("a", 3, "10")?.version).toBe(3);
    expect(cache.get("a", 4, "10")).toBeUndefined();
    expect(cache.get("a", 3, "11")).toBeUndefined();
    expect(cache.get("b", 3, "10")).toBeUndefined();
  });

  it("keeps the newer version when a slow read brings an older one", () => {
    const cache = createPageCache();
    cache.set("a", pageOf(5));
    cache.set("a", pageOf(4));
    expect(cache.get("a", 5, "0")).toBeDefined();
    cache.set("a", pageOf(6));
    expect(cache.get("a", 5, "0")).toBeUndefined();
    expect(cache.get("a", 6, "0")).toBeDefined();
  });

  it("lets the least recently used events go when over its budget, and never keeps one too big", () => {
    const one = 10 * (100 + 68) + 69; // sizeOf a 10-link page
    const cache = createPageCache(one * 2);
    cache.set("a", pageOf(1, 10));
    cache.set("b", pageOf(1, 10));
    cache.get("a", 1, "0"); // a is now the most recently used
    cache.set("c", pageOf(1, 10));
    expect(cache.get("b", 1, "0")).toBeUndefined();
    expect(cache.get("a", 1, "0")).toBeDefined();
    expect(cache.get("c", 1, "0")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(one * 2);

    cache.set("huge", pageOf(1, 100));
    expect(cache.get("huge", 1, "0")).toBeUndefined();
    expect(cache.get("a", 1, "0")).toBeDefined();
  });
});
