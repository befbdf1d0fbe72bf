// The part of event pages that is the same for every member, kept in memory per event for the
// version it was read at (decision 047). A page is only taken from here for the version and
// profile stamp the database has just reported, so nothing kept can be out of date; older
// versions are simply replaced. The least recently used events go first when over budget.

export type SharedPage = {
  version: number;
  /** The latest profile change among the members (page-tag.ts). */
  profiles: string;
  /** The EventSummary JSON without isCreator and its closing brace. */
  event: string;
  /** The members' JSON array. */
  members: string;
  /** Each link's JSON without myVote and its closing brace, newest first. */
  links: string[];
  /** The id of each link in `links`. */
  linkIds: string[];
};

export type PageCache = ReturnType<typeof createPageCache>;

/** Roughly the memory a page holds (JavaScript strings of this text take a byte a character). */
function sizeOf(page: SharedPage) {
  let size = page.event.length + page.members.length + 64;
  for (let i = 0; i < page.links.length; i++) size += page.links[i]!.length + 36 + 32;
  return size;
}

export function createPageCache(maxBytes = 64 * 1024 * 1024) {
  const pages = new Map<string, { page: SharedPage; size: number }>();
  let total = 0;
  const drop = (eventId: string) => {
    const entry = pages.get(eventId);
    if (!entry) return;
    total -= entry.size;
    pages.delete(eventId);
  };
  return {
    get(eventId: string, version: number, profiles: string) {
      const entry = pages.get(eventId);
      if (!entry || entry.page.version !== version || entry.page.profiles !== profiles) {
        return undefined;
      }
      // Map keeps insertion order: moving it to the end marks it the most recently used.
      pages.delete(eventId);
      pages.set(eventId, entry);
      return entry.page;
    },
    set(eventId: string, page: SharedPage) {
      // A slow request must not put back an older version than one already kept.
      if ((pages.get(eventId)?.page.version ?? -1) > page.version) return;
      drop(eventId);
      const size = sizeOf(page);
      if (size > maxBytes) return;
      pages.set(eventId, { page, size });
      total += size;
      for (const oldest of pages.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return total;
    },
  };
}
