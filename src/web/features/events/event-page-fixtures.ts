// An event page and its links as the API answers them, for the browser's unit tests (the cache,
// live messages). Only what a test says differs from these defaults.
import type { EventPage, Link, Member } from "../../../shared/api";

export const testLink = (id: string, extra: Partial<Link> = {}): Link => ({
  id,
  url: `https://example.test/${id}`,
  title: id,
  description: "",
  sharedBy: { id: "u1", name: "Ann" },
  inShortlist: false,
  shortlistedBy: null,
  shortlistedAt: null,
  up: 0,
  down: 0,
  myVote: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  preview: null,
  ...extra,
});

export const testMember = (id: string, name: string, isCreator = false): Member => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.test`,
  image: null,
  guest: false,
  isCreator,
  joinedAt: "2026-01-01T00:00:00.000Z",
});

/** Event "e1", created by u1 (who is looking), at `version`. */
export const testPage = (
  version: number,
  links: Link[],
  members: Member[] = [],
  title = "Lunch",
): EventPage => ({
  event: {
    id: "e1",
    title,
    description: "",
    invitationCode: "ABCDEFGH",
    status: "active",
    creatorId: "u1",
    isCreator: true,
    memberCount: 2,
    linkCount: links.length,
    winnerLinkId: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    closedAt: null,
    deadline: null,
    version,
    resultsShown: "always",
    votesShown: "counts",
    method: "upDown",
    dots: 3,
    groupId: null,
    roundNumber: null,
  },
  members,
  links,
  seesResults: true,
});
