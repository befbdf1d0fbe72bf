import { describe, expect, it } from "vitest";
import { firstAddressIn, sharedAddress } from "./shared-address";

const from = (params: Record<string, string>) => sharedAddress(new URLSearchParams(params));

describe("firstAddressIn", () => {
  it("finds the first http or https address in a sentence", () => {
    expect(firstAddressIn("Look at this https://example.com/a?b=1 and http://other.test")).toBe(
      "https://example.com/a?b=1",
    );
    expect(firstAddressIn("HTTP://EXAMPLE.COM/x")).toBe("HTTP://EXAMPLE.COM/x");
  });

  it("leaves out the sentence's punctuation after it", () => {
    expect(firstAddressIn("Here: https://example.com/place.")).toBe("https://example.com/place");
    expect(firstAddressIn("(see https://example.com/a), ok?")).toBe("https://example.com/a");
    expect(firstAddressIn("Really?! https://example.com/!?")).toBe("https://example.com/");
  });

  it("keeps brackets the address opened itself", () => {
    expect(firstAddressIn("https://en.wikipedia.org/wiki/Mercury_(planet).")).toBe(
      "https://en.wikipedia.org/wiki/Mercury_(planet)",
    );
    expect(firstAddressIn("[https://example.com/a[1]]")).toBe("https://example.com/a[1]");
  });

  it("finds nothing where there is no web address", () => {
    expect(firstAddressIn("no link here")).toBeNull();
    expect(firstAddressIn("ftp://example.com/file javascript:alert(1)")).toBeNull();
    expect(firstAddressIn("https://")).toBeNull();
    expect(firstAddressIn("at example.com")).toBeNull();
  });

  it("passes over addresses without a scheme to the first http(s) one", () => {
    expect(firstAddressIn("example.org or https://example.com/b")).toBe("https://example.com/b");
  });
});

describe("sharedAddress", () => {
  it("takes url and title as sent", () => {
    expect(from({ url: "https://example.com/a", title: "A place" })).toEqual({
      url: "https://example.com/a",
      title: "A place",
      description: "",
    });
  });

  it("finds the address in text when url is empty, as Android's Chromium sends it", () => {
    expect(
      from({ url: "", title: "Harbour Café", text: "Harbour Café https://example.com/harbour" }),
    ).toEqual({
      url: "https://example.com/harbour",
      title: "Harbour Café",
      description: "",
    });
  });

  it("makes a title of the text's first line when none was sent, and the rest a description", () => {
    expect(
      from({ text: "Harbour Café\nQuay Street 4, Hamburg\nhttps://maps.example/xyz" }),
    ).toEqual({
      url: "https://maps.example/xyz",
      title: "Harbour Café",
      description: "Quay Street 4, Hamburg",
    });
  });

  it("keeps what the text says besides the title as the description", () => {
    expect(
      from({ title: "Harbour Café", text: "Best fish in town! https://example.com/h" }),
    ).toEqual({
      url: "https://example.com/h",
      title: "Harbour Café",
      description: "Best fish in town!",
    });
  });

  it("prefers url over an address in text", () => {
    expect(
      from({ url: "https://example.com/one", text: "https://example.com/two", title: "One" }),
    ).toMatchObject({ url: "https://example.com/one", description: "https://example.com/two" });
  });

  it("leaves a url that is not a web address for the form to refuse", () => {
    expect(from({ url: "javascript:alert(1)", title: "x" }).url).toBe("");
    expect(from({ url: "see https://example.com/x." }).url).toBe("https://example.com/x");
  });

  it("clips a title and a description to the form's limits", () => {
    const long = from({
      url: "https://example.com",
      title: "t".repeat(500),
      text: "d".repeat(3000),
    });
    expect(long.title).toHaveLength(200);
    expect(long.description).toHaveLength(2000);
  });

  it("gives empty values for nothing shared", () => {
    expect(from({})).toEqual({ url: "", title: "", description: "" });
  });
});
