import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache";

const cacheOf = (maxBytes = 1000) => createVersionedCache<string>(maxBytes, (s) => s.length);

describe("the versioned cache", () => {
  it("gives a value only for the version and stamp it was read at", () => {
    const cache = cacheOf();
    cache.set("a", 3, "page", "10");
    expect(cache.get("a", 3, "10")).toBe("page");
    expect(cache.get("a", 4, "10")).toBeUndefined();
    expect(cache.get("a", 3, "11")).toBeUndefined();
    expect(cache.get("b", 3, "10")).toBeUndefined();
  });

  it("keeps the newer version when a slow read brings an older one", () => {
    const cache = cacheOf();
    cache.set("a", 5, "five");
    cache.set("a", 4, "four");
    expect(cache.get("a", 5)).toBe("five");
    cache.set("a", 6, "six");
    expect(cache.get("a", 5)).toBeUndefined();
    expect(cache.get("a", 6)).toBe("six");
  });

  it("lets the longest kept go when over its budget, and never keeps one too big", () => {
    const cache = cacheOf(20);
    cache.set("a", 1, "x".repeat(10));
    cache.set("b", 1, "y".repeat(10));
    cache.set("a", 2, "x".repeat(10)); // a new version is kept anew
    cache.set("c", 1, "z".repeat(10));
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 2)).toBeDefined();
    expect(cache.get("c", 1)).toBeDefined();
    expect(cache.bytes).toBe(20);

    cache.set("huge", 1, "h".repeat(21));
    expect(cache.get("huge", 1)).toBeUndefined();
    expect(cache.get("a", 2)).toBeDefined();
    expect(cache.bytes).toBe(20);
  });
});
