// One live message, many members (decisions 210, 212 and 214): the hub serializes a message once
// per audience and hands those bytes to every stream of it (kernel/live-hub.ts, SharedFrames). This
// proves the sharing never crosses what a member may see: in one event, at once, members who see
// results and members who may not, the creator (who sees addresses) and the others, and a member
// with two tabs; each stream gets its own member's view, the same as it was before sharing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary } from "../../src/shared/api";
import { liveMessage } from "../../src/shared/live";
import { joinAs, share, shortlist } from "../support/factories/events";
import { people } from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
const streams: LiveReader[] = [];
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

describe("a live message shared by audience", () => {
  it("gives each member only their own view, results hidden or shown, addresses or not", async () => {
    const [ada, bea, cal, dan] = await people(app, 4, "Audience");
    const created = await ada!.client.post("/api/events", {
      title: "Open ballot",
      method: "approval",
      resultsShown: "afterVoting",
      votesShown: "open",
    });
    const event = created.json as EventSummary;
    for (const member of [bea!, cal!, dan!]) await joinAs(member, event.invitationCode);
    const y = (await share(ada!, event.id, "Y")).id;
    const z = (await share(ada!, event.id, "Z")).id;
    await shortlist(ada!, event.id, y);
    await shortlist(ada!, event.id, z);
    const vote = (who: typeof ada, link: string) =>
      who!.client.put(`/api/events/${event.id}/links/${link}/vote`, { value: "up" });
    // Ada and Bea have voted: they see results. Cal and Dan have not: they may not.
    expect((await vote(ada, y)).status).toBe(200);
    expect((await vote(bea, y)).status).toBe(200);

    const open = async (who: typeof ada) => {
      const stream = await openLive(who!.client, event.id);
      streams.push(stream);
      await stream.waitFor((m) => m.type === "ready");
      return stream;
    };
    const [adaLive, beaLive, calLive, calOtherTab, danLive] = [
      await open(ada),
      await open(bea),
      await open(cal),
      await open(cal),
      await open(dan),
    ];
    const everyone = [adaLive, beaLive, calLive, calOtherTab, danLive];
    const after = (stream: LiveReader) => stream.messages.filter((m) => m.type !== "ready");

    // 1. Ada votes again (not her first): Bea sees the counts and the ballot; Cal and Dan hear
    // nothing at all; Ada gets her own vote.
    expect((await vote(ada, z)).status).toBe(200);
    await adaLive.waitFor((m) => m.type === "votes.changed" && m.linkId === z);
    await beaLive.waitFor((m) => m.type === "votes.changed" && m.linkId === z);
    expect(after(beaLive)).toEqual([
      expect.objectContaining({
        type: "votes.changed",
        linkId: z,
        up: 1,
        ballot: expect.objectContaining({ userId: ada!.id, value: "up" }),
      }),
    ]);
    expect(after(beaLive)[0]).not.toHaveProperty("myVote");
    expect(after(adaLive)[0]).toMatchObject({ linkId: z, up: 1, myVote: "up" });

    // 2. Cal votes for the first time: his own streams (both tabs) get his vote and a refetch;
    // Ada and Bea the counts and ballot; Dan only that Cal has voted.
    expect((await vote(cal, z)).status).toBe(200);
    for (const tab of [calLive, calOtherTab]) await tab.waitFor((m) => m.type === "refetch");
    await danLive.waitFor((m) => m.type === "member.voted");
    await beaLive.waitFor((m) => m.type === "votes.changed" && m.up === 2);
    expect(after(calLive).map((m) => ({ ...m, at: 0 }))).toEqual(
      after(calOtherTab).map((m) => ({ ...m, at: 0 })),
    );
    expect(after(calLive)).toEqual([
      expect.objectContaining({ type: "votes.changed", linkId: z, up: 2, myVote: "up" }),
      expect.objectContaining({ type: "refetch" }),
    ]);
    expect(after(danLive)).toEqual([
      expect.objectContaining({ type: "member.voted", userId: cal!.id }),
    ]);

    // 3. Eve joins: only the creator's streams (and Eve's own, none here) carry her address.
    const [eve] = await people(app, 1, "Latecomer");
    await joinAs(eve!, event.invitationCode);
    for (const stream of everyone) await stream.waitFor((m) => m.type === "member.joined");
    const joined = (stream: LiveReader) => stream.messages.find((m) => m.type === "member.joined")!;
    expect(joined(adaLive).member.email).toMatch(/@/);
    for (const stream of [beaLive, calLive, calOtherTab, danLive]) {
      expect(joined(stream).member.email).toBe("");
    }

    // Dan, who may not see results, was never sent a count or a ballot, in any message.
    for (const message of after(danLive)) {
      expect(message).not.toHaveProperty("up");
      expect(message).not.toHaveProperty("ballot");
      expect(message).not.toHaveProperty("counts");
    }
    // Every message is one the API declares, numbered by its member's own version, and each
    // member's last version is their page's.
    for (const [who, stream] of [
      [ada, adaLive],
      [bea, beaLive],
      [cal, calLive],
      [dan, danLive],
    ] as const) {
      for (const { at: _, ...message } of after(stream)) liveMessage.parse(message);
      const versions = stream.messages.filter((m) => "version" in m).map((m) => m.version);
      const page = (await who!.client.get(`/api/events/${event.id}`)).json;
      expect(versions.at(-1)).toBe(page.event.version);
    }
  });
});
