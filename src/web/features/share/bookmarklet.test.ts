import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { bookmarklet } from "./bookmarklet";

describe("bookmarklet", () => {
  it("is the README's bookmark, for the given origin", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    expect(readme).toContain(bookmarklet("http://localhost:3000"));
    expect(bookmarklet("https://huddle.example")).toContain(
      "window.open('https://huddle.example/share?url='+encodeURIComponent(location.href)",
    );
  });
});
