// Live messages cross instances on PostgreSQL (LISTEN/NOTIFY). Runs only in the "postgres"
// project (files named *.pg.test.ts), since the embedded database has one instance by design.
import { expect, it } from "vitest";
import { signedInUser } from "../support/factories";
import { openLive } from "../support/sse";
import { startTestApp } from "../support/test-app";

it("delivers a vote made on one instance to a stream on the other", async () => {
  const first = await startTestApp({ relay: true });
  const second = await startTestApp({ relay: true, database: first.database });
  try {
    const creator = await signedInUser(first);
    const event = (await creator.client.post("/api/events", { title: "Trip" })).json as {
      id: string;
      invitationCode: string;
    };
    const link = (
      await creator.client.post(`/api/events/${event.id}/links`, {
        url: "https://b.example",
        title: "B",
      })
    ).json as { id: string };
    await creator.client.put(`/api/events/${event.id}/links/${link.id}/shortlist`);

    const onSecond = second.client();
    onSecond.cookies = new Map(creator.client.cookies);
    const stream = await openLive(onSecond, event.id);
    await stream.waitFor((m) => m.type === "ready");

    const voted = await creator.client.put(`/api/events/${event.id}/links/${link.id}/vote`, {
      vote: "up",
    });
    expect(voted.status).toBe(200);
    const message = await stream.waitFor((m) => m.type === "votes.changed", 2000);
    expect(message).toMatchObject({ linkId: link.id, up: 1, down: 0 });
  } finally {
    await second.close();
    await first.close();
  }
});
