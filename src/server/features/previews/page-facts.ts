// schema.org JSON-LD facts; pages often write it wrong, so misfits are dropped, not errors.
import { pageText } from "./page-text";

export type PageFacts = {
  /** Out of 5, one decimal, whatever scale the page used. */
  rating?: number;
  /** How many ratings (or reviews) the rating is made of. */
  reviews?: number;
  /** The lowest price the page names, with its ISO 4217 currency when it gives one. */
  price?: number;
  currency?: string;
  /** As the page writes it: "$$", "€10–20". */
  priceRange?: string;
  /** One line: street, postal code and town, region, country. */
  address?: string;
  /** "YYYY-MM-DD", "YYYY-MM-DDTHH:MM" (local clock) or "YYYY-MM-DDTHH:MMZ" (UTC). */
  startsAt?: string;
};

type Node = Record<string, unknown>;

// Enough for the longest real address or range, short enough for one line of a card.
const MAX_ADDRESS = 150;
const MAX_PRICE_RANGE = 30;
// More objects than this is a listing; the bound also limits what a hostile block makes us visit.
const MAX_NODES = 2000;
const MAX_DEPTH = 8;
const MAX_PRICE = 1e9;
const MAX_REVIEWS = 1e9;

// The kinds of thing a group chooses between. Every schema.org Event subtype ends in "Event".
const EVENT = /Event$/;
const KNOWN_TYPES = new Set([
  ...["Place", "LocalBusiness", "TouristAttraction", "TouristDestination", "TouristTrip", "Trip"],
  ...["LandmarksOrHistoricalBuildings", "Museum", "Park", "Beach", "Zoo", "Aquarium"],
  ...["AmusementPark", "EntertainmentBusiness", "MovieTheater", "NightClub", "Store"],
  ...["SportsActivityLocation", "ShoppingCenter", "Festival"],
  ...["FoodEstablishment", "Restaurant", "Bakery", "BarOrPub", "Brewery", "CafeOrCoffeeShop"],
  ...["Distillery", "FastFoodRestaurant", "IceCreamShop", "Winery"],
  ...["LodgingBusiness", "Hotel", "Motel", "Hostel", "BedAndBreakfast", "Campground", "Resort"],
  ...["VacationRental", "Accommodation", "HotelRoom", "Room", "Suite", "Apartment", "House"],
  ...["Product", "ProductGroup", "ProductModel", "IndividualProduct", "Vehicle", "Car"],
  ...["Service", "Course", "Book", "Movie", "SoftwareApplication"],
]);

/** The facts of the first known-type object that has any; empty when none. */
export function factsOf(blocks: unknown[]): PageFacts {
  const { things, byId } = collect(blocks);
  for (const thing of things) {
    const facts = factsOfThing(thing, (value) => resolve(value, byId));
    if (Object.keys(facts).length > 0) return facts;
  }
  return {};
}

/** The objects of known types, in page order, and every object with an @id (for references). */
function collect(blocks: unknown[]) {
  const things: Node[] = [];
  const byId = new Map<string, Node>();
  let visited = 0;
  const walk = (value: unknown, depth: number, inSchemaOrg: boolean) => {
    if (visited++ > MAX_NODES || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, inSchemaOrg);
      return;
    }
    if (!isNode(value)) return;
    const here = "@context" in value ? namesSchemaOrg(value["@context"]) : inSchemaOrg;
    if (!here) return;
    const id = value["@id"];
    if (typeof id === "string" && !byId.has(id)) byId.set(id, value);
    if (typesOf(value).some((type) => KNOWN_TYPES.has(type) || EVENT.test(type))) {
      things.push(value);
    }
    // A page about one thing often says so through a WebPage's mainEntity.
    for (const key of ["@graph", "mainEntity"]) {
      if (key in value) walk(value[key], depth + 1, here);
    }
  };
  for (const block of blocks) walk(block, 0, false);
  return { things, byId };
}

function factsOfThing(thing: Node, resolve: (value: unknown) => unknown): PageFacts {
  const facts: PageFacts = {};
  const rating = ratingOf(resolve(first(thing.aggregateRating)));
  if (rating) Object.assign(facts, rating);
  const price = priceOf(thing.offers, resolve);
  if (price) Object.assign(facts, price);
  const range = text(thing.priceRange, MAX_PRICE_RANGE);
  if (range) facts.priceRange = range;
  const isEvent = typesOf(thing).some((type) => EVENT.test(type) || type === "Festival");
  // An event's address is its location's; a place's is its own.
  const place = isEvent ? resolve(first(thing.location)) : thing;
  const address = isNode(place) ? addressOf(resolve(first(place.address))) : null;
  if (address) facts.address = address;
  else if (isEvent && typeof place === "string") {
    const written = text(place, MAX_ADDRESS);
    if (written) facts.address = written;
  }
  if (isEvent) {
    const startsAt = startOf(first(thing.startDate));
    if (startsAt) facts.startsAt = startsAt;
  }
  return facts;
}

/** ratingValue within worstRating..bestRating (5 and 1 unless the page says), scaled to 5. */
function ratingOf(value: unknown): Pick<PageFacts, "rating" | "reviews"> | null {
  if (!isNode(value)) return null;
  const rating = numberOf(value.ratingValue);
  const best = numberOf(value.bestRating) ?? 5;
  const worst = numberOf(value.worstRating) ?? Math.min(1, best);
  if (rating === null || worst < 0 || best <= worst || rating < worst || rating > best) {
    return null;
  }
  const out: Pick<PageFacts, "rating" | "reviews"> = {
    rating: Math.round((rating / best) * 50) / 10,
  };
  const count = numberOf(value.ratingCount) ?? numberOf(value.reviewCount);
  if (count !== null && Number.isInteger(count) && count >= 0 && count <= MAX_REVIEWS) {
    out.reviews = count;
  }
  return out;
}

/** The lowest offer price (price, lowPrice, or the specification's) with its currency. */
function priceOf(
  offers: unknown,
  resolve: (value: unknown) => unknown,
): Pick<PageFacts, "price" | "currency"> | null {
  let found: Pick<PageFacts, "price" | "currency"> | null = null;
  for (const item of (Array.isArray(offers) ? offers : [offers]).slice(0, 50)) {
    const offer = resolve(item);
    if (!isNode(offer)) continue;
    const specification = resolve(first(offer.priceSpecification));
    const spec = isNode(specification) ? specification : {};
    const price = numberOf(offer.price) ?? numberOf(offer.lowPrice) ?? numberOf(spec.price) ?? null;
    if (price === null || price < 0 || price > MAX_PRICE) continue;
    if (found && found.price! <= price) continue;
    const currency = currencyOf(offer.priceCurrency) ?? currencyOf(spec.priceCurrency);
    found = { price: Math.round(price * 100) / 100, ...(currency && { currency }) };
  }
  return found;
}

function currencyOf(value: unknown) {
  return typeof value === "string" && /^[A-Za-z]{3}$/.test(value.trim())
    ? value.trim().toUpperCase()
    : null;
}

/** A PostalAddress on one line, or the address as the page wrote it. */
function addressOf(value: unknown): string | null {
  if (typeof value === "string") return text(value, MAX_ADDRESS);
  if (!isNode(value)) return null;
  const country = isNode(value.addressCountry) ? value.addressCountry.name : value.addressCountry;
  const town = [value.postalCode, value.addressLocality].map((p) => text(p, MAX_ADDRESS));
  const parts = [
    text(value.streetAddress, MAX_ADDRESS),
    town.filter(Boolean).join(" "),
    text(value.addressRegion, MAX_ADDRESS),
    text(country, MAX_ADDRESS),
  ].filter((part): part is string => !!part);
  // The town and the region are often the same ("Berlin, Berlin").
  const unique = parts.filter((part, i) => parts.indexOf(part) === i);
  return text(unique.join(", "), MAX_ADDRESS);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const MOMENT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 start: a day, a time on the place's clock (no zone), or a moment. */
function startOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const written = value.trim();
  const day = DAY.exec(written);
  if (day) return realDay(day[1]!, day[2]!, day[3]!) ? written : null;
  const clock = CLOCK.exec(written);
  if (clock) {
    const [, y, mo, d, h, mi] = clock;
    return realDay(y!, mo!, d!) && Number(h) < 24 && Number(mi) < 60
      ? `${y}-${mo}-${d}T${h}:${mi}`
      : null;
  }
  const moment = MOMENT.exec(written);
  if (!moment) return null;
  const zone = moment[2] === "Z" ? "Z" : moment[2]!.replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2");
  const at = new Date(moment[1] + zone);
  const inRange = !Number.isNaN(at.getTime()) && realDay(...ymd(moment[1]!));
  return inRange ? at.toISOString().slice(0, 16) + "Z" : null;
}

const ymd = (iso: string) => [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)] as const;

/** A date that exists, in years a plan could be about. */
function realDay(year: string, month: string, day: string) {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A number, or a number written as text ("4.5", " 120 "); pages write both. */
function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || !/^\s*\d{1,12}(\.\d{1,6})?\s*$/.test(value)) return null;
  return Number(value);
}

/** One line of cleaned text cut to max with "…"; null when empty or not text. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  return pageText(String(value), max);
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A reference ({"@id": …} alone) to an object elsewhere on the page, followed once. */
function resolve(value: unknown, byId: Map<string, Node>) {
  if (!isNode(value) || typeof value["@id"] !== "string") return value;
  const others = Object.keys(value).filter((key) => key !== "@id");
  return others.length === 0 ? (byId.get(value["@id"]) ?? value) : value;
}

/** The object's schema.org type names, from compact or full IRIs. */
function typesOf(node: Node): string[] {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, ""));
}

/** Whether an @context (a URL, a list, or an object with @vocab) makes the terms schema.org's. */
function namesSchemaOrg(context: unknown): boolean {
  if (typeof context === "string") return /^https?:\/\/schema\.org\/?$/.test(context.trim());
  if (Array.isArray(context)) return context.some(namesSchemaOrg);
  return isNode(context) && namesSchemaOrg(context["@vocab"]);
}
