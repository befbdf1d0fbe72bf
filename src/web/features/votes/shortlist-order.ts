// The orders the shortlist can be read in (decisions 216 and 211). Score, in the winner rule's
// order, is the default for a member who may see results: the list then reads as the standings,
// the winner first. Newest first, the original's order, is the default for one who may not (they
// have no score to sort by, so it is not offered to them). The others sort by what the links'
// pages say (rating, price, start), with links that say nothing last. Sorting is stable, so equal
// links keep the page's order (newest first). A choice is kept per event while the page is open,
// never saved.
import type { Link } from "../../../shared/api";
import type { VoteMethod } from "../../../shared/core/voting";
import { compareNewestFirst } from "../../../shared/winner";
import { hasCounts } from "../../lib/vote-counts";

export const shortlistOrders = ["newest", "score", "rating", "price", "date"] as const;
export type ShortlistOrder = (typeof shortlistOrders)[number];

/** The orders this viewer is offered: score only to one who may see the counts. */
export const ordersFor = (seesResults: boolean) =>
  shortlistOrders.filter((order) => order !== "score" || seesResults);

const chosen = new Map<string, ShortlistOrder>();
/** The order the member chose for this event, else the default; always one they are offered. */
export function chosenOrder(eventId: string, seesResults: boolean): ShortlistOrder {
  const choice = chosen.get(eventId);
  if (choice && ordersFor(seesResults).includes(choice)) return choice;
  return seesResults ? "score" : "newest";
}
export const chooseOrder = (eventId: string, order: ShortlistOrder) => chosen.set(eventId, order);

type Key = number[] | null;

/** The links in the order asked for; those without the fact sort last. */
export function orderShortlist<T extends Link>(
  links: readonly T[],
  order: ShortlistOrder,
  method: VoteMethod,
): T[] {
  if (order === "newest") return [...links];
  const keys = new Map(links.map((link) => [link, keyOf(link, order, method)]));
  return [...links].sort(
    (a, b) =>
      compareKeys(keys.get(a)!, keys.get(b)!) ||
      // Equal scores in the winner rule's order (the newer first), whatever order the page's links
      // came in, so the winner always heads the list.
      (order === "score" ? compareNewestFirst(a, b) : 0),
  );
}

/** What a link sorts by, smallest first; null when it has none. */
function keyOf(link: Link, order: ShortlistOrder, method: VoteMethod): Key {
  const preview = link.preview;
  switch (order) {
    case "score":
      if (!hasCounts(link)) return null;
      return [-(method === "upDown" ? link.up - link.down : link.up)];
    case "rating":
      return preview?.rating === undefined ? null : [-preview.rating, -(preview.reviews ?? 0)];
    case "price":
      return priceKey(preview);
    case "date":
      // ISO text sorts as time; a day without a time counts as its start.
      return preview?.startsAt === undefined ? null : [Date.parse(dayOrTime(preview.startsAt))];
    default:
      return null;
  }
}

const dayOrTime = (startsAt: string) =>
  startsAt.length === 10
    ? `${startsAt}T00:00Z`
    : startsAt.endsWith("Z")
      ? startsAt
      : `${startsAt}Z`;

/** A price first (the offer's, else the first number of a range such as "€10–20"), cheapest
 * first; then ranges written as symbols ("$", "$$"), by how many; amounts in different
 * currencies are compared as numbers. */
function priceKey(preview: Link["preview"]): Key {
  if (!preview) return null;
  if (preview.price !== undefined) return [0, preview.price];
  const range = preview.priceRange;
  if (range === undefined) return null;
  const number = /\d+(?:[.,]\d+)?/.exec(range);
  if (number) return [0, Number(number[0].replace(",", "."))];
  return [1, [...range.trim()].length];
}

function compareKeys(a: Key, b: Key) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
