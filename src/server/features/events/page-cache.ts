// The member-independent part of event pages, kept per version and tally.
import type { ResultsShown } from "../../../shared/core/voting";
import { createVersionedCache } from "./versioned-cache";

export type SharedPage = {
  version: number;
  tally: number;
  /** The latest profile change among the members (page-tag.ts). */
  profiles: string;
  /** What decides whether a viewer sees the results (shared/core/voting.ts), and the method. */
  status: "active" | "completed";
  resultsShown: ResultsShown;
  dotsEvent: boolean;
  openVotes: boolean;
  /** The EventSummary JSON without version, isCreator and its closing brace, as UTF-8. */
  event: Buffer;
  /** Members' JSON sans email; the email is spliced in for its owner and the creator. */
  members: Buffer[];
  memberIds: string[];
  emails: Buffer[];
  /** Links' JSON sans myVote; results last, from `resultsAt[i]`, for those who may see them. */
  links: Buffer[];
  resultsAt: number[];
  linkIds: string[];
};

export type PageCache = ReturnType<typeof createPageCache>;

/** Roughly the memory a page holds. */
export function pageSize(page: SharedPage) {
  let size = page.event.length + 64;
  for (let i = 0; i < page.members.length; i++) {
    size += page.members[i]!.length + page.emails[i]!.length + page.memberIds[i]!.length + 108;
  }
  for (let i = 0; i < page.links.length; i++) {
    size += page.links[i]!.length + 36 + 72;
  }
  return size;
}

export function createPageCache(maxBytes = 64 * 1024 * 1024) {
  const cache = createVersionedCache<SharedPage>(maxBytes, pageSize);
  return {
    get: (eventId: string, version: number, tally: number, profiles: string) =>
      cache.get(eventId, version + tally, profiles),
    /** The kept page at this version, any tally: for a member who may not see results. */
    withoutResults: (eventId: string, version: number, profiles: string) => {
      const page = cache.peek(eventId);
      return page && page.version === version && page.profiles === profiles ? page : undefined;
    },
    set: (eventId: string, page: SharedPage) =>
      cache.set(eventId, page.version + page.tally, page, page.profiles),
    get bytes() {
      return cache.bytes;
    },
  };
}
