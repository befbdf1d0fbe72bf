// The one cleaning every text of a fetched page goes through before it is stored (decision 216);
// hostile pages served by a real site are fuzzed in tests/api/fuzz-previews.test.ts.
import { describe, expect, it } from "vitest";
import { cleanPageText, pageText } from "./page-text";

describe("cleanPageText", () => {
  it("drops NUL, the other C0 and C1 controls and DEL", () => {
    expect(cleanPageText("Hello\u0000World")).toBe("HelloWorld");
    expect(cleanPageText("a\u0001b\u001bc\u007fd\u0080e\u009ff")).toBe("abcdef");
  });

  it("makes line breaks and tabs spaces, and collapses white space", () => {
    expect(cleanPageText("one\ttwo\nthree\r\nfour\u000bfive\u000csix")).toBe(
      "one two three four five six",
    );
    expect(cleanPageText("line\u2028separator\u2029paragraph\u0085next")).toBe(
      "line separator paragraph next",
    );
    expect(cleanPageText("  spaced \u00a0 out  ")).toBe("spaced out");
  });

  it("drops the direction controls, so a name cannot be shown turned around", () => {
    expect(cleanPageText("https://evil.example/\u202egnp.exe")).toBe(
      "https://evil.example/gnp.exe",
    );
    for (const control of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e"]) {
      expect(cleanPageText(`a${control}b`)).toBe("ab");
    }
    for (const control of ["\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(cleanPageText(`a${control}b`)).toBe("ab");
    }
  });

  it("replaces a lone surrogate, and keeps pairs, joiners, marks and every script", () => {
    expect(cleanPageText("a\ud800b")).toBe("a\ufffdb");
    expect(cleanPageText("a\udfffb")).toBe("a\ufffdb");
    expect(cleanPageText("end\ud83d")).toBe("end\ufffd");
    expect(cleanPageText("\ude00start")).toBe("\ufffdstart");
    const kept = "Café 🙂 👩‍👩‍👧 שלום مرحبا 日本語 e\u0301 \u200e\u200f";
    expect(cleanPageText(kept)).toBe(kept);
  });

  it("is the same text cleaned twice", () => {
    const hostile = "\u0000 \u202eTitle\ud800\n\u2028with\u0085 junk\u009b ";
    expect(cleanPageText(cleanPageText(hostile))).toBe(cleanPageText(hostile));
  });
});

describe("pageText", () => {
  it("cuts with an ellipsis at the limit, counting the cleaned text", () => {
    expect(pageText("\u0000".repeat(500) + "Title", 10)).toBe("Title");
    expect(pageText("abcdefghijkl", 10)).toBe("abcdefghi…");
    expect(pageText("abcdefghij", 10)).toBe("abcdefghij");
  });

  it("never cuts a character in two", () => {
    expect(pageText("🙂".repeat(12), 10)).toBe("🙂".repeat(9) + "…");
  });

  it("is null when nothing is left", () => {
    expect(pageText("\u0000\u202e \n\t\u2028", 10)).toBeNull();
    expect(pageText("", 10)).toBeNull();
  });
});
