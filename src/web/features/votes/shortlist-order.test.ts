// The shortlist's orders, and the facts as the card writes them.
import { beforeAll, describe, expect, it } from "vitest";
import type { Link, LinkPreview } from "../../../shared/api";
import { startEnglish } from "../../lib/i18n";
import { formatPrice, formatStart } from "../links/fact-formats";
import { chooseOrder, chosenOrder, orderShortlist, ordersFor } from "./shortlist-order";

beforeAll(() => startEnglish());

let n = 0;
function link(facts: Partial<LinkPreview> | null, up = 0, down = 0): Link {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    url: `https://example.com/${n}`,
    title: `Link ${n}`,
    description: "",
    sharedBy: { id: "u1", name: "Ann" },
    inShortlist: true,
    shortlistedBy: "u1",
    shortlistedAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
    preview: facts && { siteName: null, description: null, image: null, ...facts },
    up,
    down,
    myVote: null,
    barred: false,
    history: null,
  };
}
const titles = (links: Link[]) => links.map((l) => l.title);

describe("orderShortlist", () => {
  it("keeps the page's order (newest first) by default", () => {
    const links = [link({ rating: 3 }), link({ rating: 5 })];
    expect(orderShortlist(links, "newest", "upDown")).toEqual(links);
  });

  it("sorts by rating, best first, more ratings first among equals, none last", () => {
    const [a, b, c, d] = [
      link(null),
      link({ rating: 4.5, reviews: 3 }),
      link({ rating: 4.5, reviews: 40 }),
      link({ rating: 4.8 }),
    ];
    expect(titles(orderShortlist([a!, b!, c!, d!], "rating", "upDown"))).toEqual(
      titles([d!, c!, b!, a!]),
    );
  });

  it("sorts by price, cheapest first: amounts, then symbol ranges by length, then none", () => {
    const [a, b, c, d, e] = [
      link({ priceRange: "$$$" }),
      link({}),
      link({ price: 99, currency: "EUR" }),
      link({ priceRange: "€10–20" }),
      link({ priceRange: "$" }),
    ];
    expect(titles(orderShortlist([a!, b!, c!, d!, e!], "price", "upDown"))).toEqual(
      titles([d!, c!, e!, a!, b!]),
    );
  });

  it("sorts by start, soonest first, and by score as the method counts it", () => {
    const [a, b, c] = [
      link({ startsAt: "2026-12-05T18:30Z" }, 1, 0),
      link({ startsAt: "2026-12-05" }, 3, 2),
      link(null, 2, 0),
    ];
    expect(titles(orderShortlist([a!, b!, c!], "date", "upDown"))).toEqual(titles([b!, a!, c!]));
    expect(titles(orderShortlist([a!, b!, c!], "score", "upDown"))).toEqual(titles([c!, a!, b!]));
    expect(titles(orderShortlist([a!, b!, c!], "score", "approval"))).toEqual(titles([b!, c!, a!]));
  });
});

describe("the shortlist's default order", () => {
  it("is score for a member who may see results, newest for one who may not", () => {
    expect(chosenOrder("e-default", true)).toBe("score");
    expect(chosenOrder("e-default", false)).toBe("newest");
    expect(ordersFor(false)).not.toContain("score");
    expect(ordersFor(true)).toContain("score");
  });

  it("keeps the member's choice, but never offers score to one who may not see it", () => {
    chooseOrder("e-chosen", "rating");
    expect(chosenOrder("e-chosen", true)).toBe("rating");
    chooseOrder("e-chosen", "score");
    expect(chosenOrder("e-chosen", false)).toBe("newest");
    expect(chosenOrder("e-chosen", true)).toBe("score");
  });

  it("puts equal scores newer first, as the winner rule does, whatever the page's order", () => {
    const older = { ...link(null, 2), createdAt: "2026-01-01T14:59:10.000Z" };
    const newer = { ...link(null, 2), createdAt: "2026-01-01T14:59:40.000Z" };
    const best = link(null, 3);
    expect(titles(orderShortlist([older, best, newer], "score", "approval"))).toEqual(
      titles([best, newer, older]),
    );
  });
});

describe("fact formats", () => {
  it("writes prices in the viewer's language, a price of 0 as free", () => {
    expect(formatPrice(99, "EUR", "en")).toBe("€99");
    expect(formatPrice(12.5, "GBP", "en")).toBe("£12.50");
    expect(formatPrice(12.5, "EUR", "de")).toBe("12,50\u00a0€");
    expect(formatPrice(1500, undefined, "en")).toBe("1,500");
    expect(formatPrice(0, "EUR", "en")).toBe("Free");
  });

  it("shows a day and a time on the place's clock as written, whatever the viewer's zone", () => {
    expect(formatStart("2026-12-05", "en-GB")).toBe("5 Dec 2026");
    expect(formatStart("2026-12-05T19:30", "en-GB")).toBe("5 Dec 2026, 19:30");
  });
});
