// The shapes schema.org JSON-LD comes in, object by object; the pages that carry it, fetched
// from a local site, are in tests/api/preview-fetcher.test.ts.
import { describe, expect, it } from "vitest";
import { factsOf } from "./page-facts";

const context = "https://schema.org";
const one = (thing: Record<string, unknown>) => factsOf([{ "@context": context, ...thing }]);

describe("factsOf", () => {
  it("knows types by their name, their IRI, a schema: prefix, or among several", () => {
    for (const type of [
      "Restaurant",
      "https://schema.org/Restaurant",
      "http://schema.org/Hotel",
      "schema:BarOrPub",
      ["Thing", "Winery"],
    ]) {
      expect(one({ "@type": type, priceRange: "€€" })).toEqual({ priceRange: "€€" });
    }
  });

  it("reads only things a group chooses between, and only in schema.org's terms", () => {
    expect(one({ "@type": "Article", aggregateRating: { ratingValue: 5 } })).toEqual({});
    expect(one({ "@type": "Organization", priceRange: "$" })).toEqual({});
    expect(factsOf([{ "@type": "Restaurant", priceRange: "$" }])).toEqual({});
    expect(
      factsOf([{ "@context": ["https://schema.org", { x: 1 }], "@type": "Park", priceRange: "$" }]),
    ).toEqual({ priceRange: "$" });
  });

  it("scales a rating to 5 within the page's best and worst, and refuses one outside them", () => {
    const rated = (aggregateRating: unknown) => one({ "@type": "Product", aggregateRating });
    expect(rated({ ratingValue: 8, bestRating: 10 })).toEqual({ rating: 4 });
    expect(rated({ ratingValue: "3.333", ratingCount: 7 })).toEqual({ rating: 3.3, reviews: 7 });
    expect(rated({ ratingValue: 0.5 })).toEqual({});
    expect(rated({ ratingValue: 6 })).toEqual({});
    expect(rated({ ratingValue: 3, bestRating: 2 })).toEqual({});
    expect(rated({ ratingValue: "four" })).toEqual({});
    expect(rated({ ratingValue: 4, reviewCount: 1.5 })).toEqual({ rating: 4 });
    expect(rated([{ ratingValue: 4, reviewCount: "12" }])).toEqual({ rating: 4, reviews: 12 });
  });

  it("takes the lowest price of the offers, with its currency when it is a code", () => {
    const priced = (offers: unknown) => one({ "@type": "Product", offers });
    expect(priced({ price: "10.5" })).toEqual({ price: 10.5 });
    expect(priced({ price: 0, priceCurrency: "usd" })).toEqual({ price: 0, currency: "USD" });
    expect(priced({ priceSpecification: { price: 30, priceCurrency: "CHF" } })).toEqual({
      price: 30,
      currency: "CHF",
    });
    expect(priced([{ price: 20, priceCurrency: "dollars" }, { price: "1,000" }])).toEqual({
      price: 20,
    });
    expect(priced({ price: 1e12 })).toEqual({});
  });

  it("writes an address on one line, cut at 150 characters", () => {
    const at = (address: unknown) => one({ "@type": "Hotel", address });
    expect(
      at({
        addressLocality: "Berlin",
        addressRegion: "Berlin",
        addressCountry: { name: "Germany" },
      }),
    ).toEqual({ address: "Berlin, Germany" });
    const long = at("Street ".repeat(40)).address!;
    expect([...long]).toHaveLength(150);
    expect(long.endsWith("…")).toBe(true);
    expect(one({ "@type": "Hotel", priceRange: "€".repeat(40) }).priceRange).toHaveLength(30);
  });

  it("keeps an event's start as a day, a time on the place's clock, or a moment in UTC", () => {
    const starting = (startDate: unknown) =>
      one({ "@type": "Festival", startDate, location: "The Park" });
    expect(starting("2026-07-04")).toEqual({ startsAt: "2026-07-04", address: "The Park" });
    expect(starting("2026-07-04T20:00:00").startsAt).toBe("2026-07-04T20:00");
    expect(starting("2026-07-04T20:00:00.000-0500").startsAt).toBe("2026-07-05T01:00Z");
    for (const wrong of ["2026-13-01", "2026-07-04T25:00", "04.07.2026", "1066-10-14", 20260704]) {
      expect(starting(wrong).startsAt).toBeUndefined();
    }
    // A place's start date is not an event's.
    expect(one({ "@type": "Restaurant", startDate: "2026-07-04" })).toEqual({});
  });

  it("takes the first thing with facts, and bounds what a block can make it visit", () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      "@type": "Product",
      offers: { price: i },
    }));
    expect(factsOf([{ "@context": context, "@graph": many }])).toEqual({ price: 0 });
    let deep: unknown = { "@type": "Product", offers: { price: 1 } };
    for (let i = 0; i < 50; i++) deep = [deep];
    expect(factsOf([{ "@context": context, "@graph": deep }])).toEqual({});
  });
});
