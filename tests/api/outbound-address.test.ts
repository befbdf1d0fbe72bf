// The address check at saving (previews/outbound-address.ts), shared by chats and push endpoints
// (decisions 227, 229): the other spellings of loopback and of local names, refused at saving as
// the send refuses them. The Huddle server's own port is the one worth reaching from inside.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventWithMembers } from "../support/factories/events";
import { userWithSession } from "../support/factories/people";
import { browserSubscription } from "../support/push-service";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Loopback and names of this machine or network, as someone might spell them to get past a
 * check of the plain forms. */
const spellings = (port: number) => [
  `https://localhost.:${port}/hook`,
  `https://localhost%2e:${port}/hook`,
  `https://LOCALHOST.:${port}/hook`,
  `https://localhost..:${port}/hook`,
  `https://127.1:${port}/hook`,
  `https://[::1]:${port}/hook`,
  `https://0x7f.1:${port}/hook`,
  `https://printer.local.:${port}/hook`,
  `https://intranet.:${port}/hook`,
];

describe("the address check at saving", () => {
  it("refuses every spelling of loopback and local names for a chat, naming the field", async () => {
    const { event, creator } = await eventWithMembers(app, 1);
    const base = `/api/events/${event.id}/chats`;
    const before = await snapshotTables(app.db);
    for (const address of spellings(Number(new URL(app.url).port))) {
      for (const [body, field] of [
        [{ kind: "webhook", url: address }, "url"],
        [
          { kind: "matrix", homeserver: address, room: "!room:example.test", accessToken: "t" },
          "homeserver",
        ],
      ] as const) {
        const res = await creator.client.post(base, body);
        expect([address, field, res.status]).toEqual([address, field, 400]);
        expect(res.json.error.fields[field]).toMatchObject({ code: "chatAddressInvalid" });
      }
    }
    expect(await snapshotTables(app.db)).toEqual(before);
    // A public name written with its root's dot is still a public name.
    const res = await creator.client.post(base, {
      kind: "webhook",
      url: "https://hooks.example.com./huddle",
    });
    expect(res.status, res.text).toBe(201);
  });

  it("refuses the same spellings for a push endpoint", async () => {
    const person = await userWithSession(app, { name: "Pat Push" });
    const before = await snapshotTables(app.db);
    for (const address of spellings(Number(new URL(app.url).port))) {
      const res = await person.client.put("/api/me/push/device", browserSubscription(address));
      expect([address, res.status]).toEqual([address, 400]);
      expect(res.json.error.fields.endpoint).toMatchObject({ code: "pushEndpointInvalid" });
    }
    expect(await snapshotTables(app.db)).toEqual(before);
  });
});
