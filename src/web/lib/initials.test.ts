import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes each word's first letter, at most three", () => {
    expect(initials("ada lovelace")).toBe("AL");
    expect(initials("Ada King Lovelace")).toBe("AKL");
    expect(initials("Probe Person With A Long Name")).toBe("PPN");
  });

  it("keeps a letter outside the basic plane whole, and gives nothing for no name", () => {
    expect(initials("𝒜da Byron")).toBe("𝒜B");
    expect(initials("  ")).toBe("");
  });
});
