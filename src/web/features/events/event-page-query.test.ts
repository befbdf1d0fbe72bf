// The cached event page only moves forward (decision 214): a page answer the server read before
// a change the live stream has already applied must not undo it.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventPage, Link } from "../../../shared/api";
import { applyLiveMessage } from "../live/apply-message";
import { eventPageQuery } from "./event-page-query";
import { testLink, testPage } from "./event-page-fixtures";

// The server's answers, in the order they are asked for (no HTTP here: what is tested is what
// the cache keeps).
const answers: Array<Promise<EventPage>> = [];
const fetchPage = () => answers.shift()!;

const link = testLink;
const page = (version: number, links: Link[]) => testPage(version, links);

const shortlisted = {
  inShortlist: true,
  shortlistedBy: "u2",
  shortlistedAt: "2026-01-02T00:00:00.000Z",
};
const shortlist = { type: "shortlist.changed", version: 2, linkId: "l1", ...shortlisted } as const;

function deferred() {
  let resolve!: (value: EventPage) => void;
  const promise = new Promise<EventPage>((r) => (resolve = r));
  answers.push(promise);
  return resolve;
}

/** The page at version 1 in the cache, a refetch on its way, and the live stream's shortlist
 * (version 2) applied while it is, as use-live-event.ts applies it. */
async function raceWithRefetch(client: QueryClient) {
  const options = eventPageQuery("e1", fetchPage);
  const first = deferred();
  const loaded = client.fetchQuery(options);
  first(page(1, [link("l1"), link("l2")]));
  await loaded;
  const stale = deferred();
  const refetched = client.refetchQueries({ queryKey: options.queryKey });
  const shown = client.getQueryData<EventPage>(options.queryKey)!;
  const outcome = applyLiveMessage(shown, shortlist, "u1");
  if (typeof outcome === "string") throw new Error(outcome);
  client.setQueryData(options.queryKey, outcome.page);
  return { options, stale, refetched };
}

afterEach(() => {
  answers.length = 0;
});

describe("eventPageQuery", () => {
  it("asks again when an answer is older than the live change shown, and shows the newer one", async () => {
    const client = new QueryClient();
    const { options, stale, refetched } = await raceWithRefetch(client);
    const again = deferred();
    stale(page(1, [link("l1"), link("l2")]));
    await vi.waitFor(() => expect(answers).toHaveLength(0));
    again(page(2, [link("l1", shortlisted), link("l2")]));
    await refetched;
    const now = client.getQueryData<EventPage>(options.queryKey)!;
    expect(now.event.version).toBe(2);
    expect(now.links[0]).toMatchObject(shortlisted);
  });

  it("never replaces a newer page with an older answer", async () => {
    const client = new QueryClient();
    const { options, stale, refetched } = await raceWithRefetch(client);
    deferred()(page(1, [link("l1"), link("l2")]));
    stale(page(1, [link("l1"), link("l2")]));
    await refetched;
    const now = client.getQueryData<EventPage>(options.queryKey)!;
    expect(now.event.version).toBe(2);
    expect(now.links[0]).toMatchObject(shortlisted);
  });

  it("takes an answer of the same version, keeping unchanged links as they were", async () => {
    const client = new QueryClient();
    const options = eventPageQuery("e1", fetchPage);
    deferred()(page(2, [link("l1"), link("l2")]));
    const before = await client.fetchQuery(options);
    deferred()(page(2, [link("l1", { up: 1 }), link("l2")]));
    await client.refetchQueries({ queryKey: options.queryKey });
    const now = client.getQueryData<EventPage>(options.queryKey)!;
    expect(now.links[0]!.up).toBe(1);
    expect(now.links[1]).toBe(before.links[1]);
  });

  it("takes the page of a member who stopped seeing results, though its version is lower", async () => {
    // Decision 210: a hidden page's version counts fewer changes than one with results.
    const client = new QueryClient();
    const options = eventPageQuery("e1", fetchPage);
    deferred()(page(40, [link("l1", { up: 3 })]));
    await client.fetchQuery(options);
    const hidden = { ...page(12, [link("l1", { up: null, down: null })]), seesResults: false };
    deferred()(hidden);
    await client.refetchQueries({ queryKey: options.queryKey });
    const now = client.getQueryData<EventPage>(options.queryKey)!;
    expect(now.event.version).toBe(12);
    expect(now.seesResults).toBe(false);
    expect(now.links[0]!.up).toBeNull();
  });
});
