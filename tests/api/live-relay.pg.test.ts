// Live messages cross instances on PostgreSQL (LISTEN/NOTIFY). Runs only in the "postgres"
// project (files named *.pg.test.ts), since the embedded database has one instance by design.
import { defaultVotingRules } from "../../src/shared/core/voting";
import { expect, it } from "vitest";
import { signedInUser, type SignedInUser } from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

/** Two instances on one database, relaying live messages: the creator of a new event, signed in
 * on the first, and their live stream of it open (and ready) on the second. */
async function acrossInstances(
  title: string,
  run: (world: {
    first: TestApp;
    creator: SignedInUser;
    event: { id: string; version: number };
    stream: LiveReader;
  }) => Promise<void>,
) {
  const first = await startTestApp({ relay: true });
  const second = await startTestApp({ relay: true, database: first.database });
  try {
    const creator = await signedInUser(first);
    const event = (await creator.client.post("/api/events", { title })).json as {
      id: string;
      version: number;
    };
    const onSecond = second.client();
    onSecond.cookies = new Map(creator.client.cookies);
    const stream = await openLive(onSecond, event.id);
    await stream.waitFor((m) => m.type === "ready");
    await run({ first, creator, event, stream });
  } finally {
    await second.close();
    await first.close();
  }
}

it("delivers a vote made on one instance to a stream on the other", () =>
  acrossInstances("Trip", async ({ creator, event, stream }) => {
    const link = (
      await creator.client.post(`/api/events/${event.id}/links`, {
        url: "https://b.example",
        title: "B",
      })
    ).json as { id: string };
    await creator.client.put(`/api/events/${event.id}/links/${link.id}/shortlist`);

    const voted = await creator.client.put(`/api/events/${event.id}/links/${link.id}/vote`, {
      value: "up",
    });
    expect(voted.status).toBe(200);
    const message = await stream.waitFor((m) => m.type === "votes.changed", 2000);
    expect(message).toMatchObject({ linkId: link.id, up: 1, down: 0 });
  }));

it("carries a burst of messages across instances in order, a too large one as refetch", () =>
  acrossInstances("Burst", async ({ first, event, stream }) => {
    // Published in one turn of the event loop: they leave in as few NOTIFYs as fit 8,000 bytes.
    const title = "é".repeat(300);
    for (let i = 1; i <= 60; i++) {
      first.live.publish(event.id, {
        type: "event.edited",
        version: event.version + i,
        title,
        description: i === 30 ? "x".repeat(9000) : "",
        deadline: null,
        ...defaultVotingRules,
        rules: { ...defaultVotingRules, status: "active" },
      });
    }
    const last = await stream.waitFor(
      (m) => m.type === "event.edited" && m.version === event.version + 60,
      5000,
    );
    expect(last).toMatchObject({ title });
    const got = stream.messages.filter((m) => m.type === "event.edited" || m.type === "refetch");
    expect(got.map((m) => (m.type === "refetch" ? "refetch" : m.version - event.version))).toEqual(
      Array.from({ length: 60 }, (_, i) => (i === 29 ? "refetch" : i + 1)),
    );
  }));

it("presents a relayed vote by the event's rules on the other instance (results after closing)", () =>
  acrossInstances("Blind", async ({ creator, event, stream }) => {
    const base = `/api/events/${event.id}`;
    await creator.client.patch(base, { resultsShown: "afterClose" });
    const link = (
      await creator.client.post(`${base}/links`, { url: "https://c.example", title: "C" })
    ).json as { id: string };
    await creator.client.put(`${base}/links/${link.id}/shortlist`);
    expect(
      (await creator.client.put(`${base}/links/${link.id}/vote`, { value: "up" })).json,
    ).toMatchObject({
      up: null,
      down: null,
      myVote: "up",
    });
    const voted = await stream.waitFor((m) => m.type === "votes.changed");
    expect(voted).toMatchObject({ linkId: link.id, up: null, down: null, myVote: "up" });
    expect(voted).not.toHaveProperty("rules");
    expect(voted).not.toHaveProperty("voter");
    expect((await creator.client.post(`${base}/close`)).status).toBe(200);
    const closed = await stream.waitFor((m) => m.type === "event.closed");
    expect(closed).toMatchObject({
      winnerLinkId: link.id,
      results: [{ linkId: link.id, up: 1, down: 0, voters: null }],
    });
  }));

it("carries a comment across instances, and one too large for a NOTIFY as refetch", () =>
  acrossInstances("Talk", async ({ creator, event, stream }) => {
    const link = (
      await creator.client.post(`/api/events/${event.id}/links`, {
        url: "https://talk.example/",
        title: "Talk",
      })
    ).json as { id: string };
    const thread = `/api/events/${event.id}/links/${link.id}/comments`;
    const short = await creator.client.post(thread, { body: "Across" });
    expect(short.status).toBe(201);
    const added = await stream.waitFor((m) => m.type === "comment.added");
    expect(added).toMatchObject({ comment: { body: "Across" }, commentCount: 1 });
    // 2,000 characters that JSON writes as six bytes each (\u0007): too large for a NOTIFY, so
    // the other instance's pages fetch again (the page, and any open thread).
    const long = await creator.client.post(thread, { body: "\u0007".repeat(2000) });
    expect(long.status, long.text).toBe(201);
    await stream.waitFor((m) => m.type === "refetch");
  }));
