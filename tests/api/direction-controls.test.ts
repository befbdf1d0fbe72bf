// Direction controls (U+202A–U+202E, U+2066–U+2069) in what members type (decision 201): shown
// on another member's screen, one could turn a URL or their text around, so every text field
// refuses them with 400 on that field, as names always have, and changes nothing. Text stored
// before keeps working; the browser shows each member's text isolated.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { links } from "../../src/server/db/schema";
import { eventWithMembers, share } from "../support/factories/events";
import { PASSWORD, uniqueEmail, type Person } from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";

const CONTROLS = [..."\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"];
const REVERSED = "https://evil.example/\u202egnp.exe";
const refusedText = {
  code: "directionControls",
  message: "Text cannot contain direction control characters",
};
const refusedName = {
  code: "nameControlCharacters",
  message: "Name must not contain control characters",
};

let app: TestApp;
let creator: Person;
let member: Person;
let eventId: string;
let linkId: string;
let commentId: string;
beforeAll(async () => {
  app = await startTestApp();
  const made = await eventWithMembers(app, 1);
  ({ creator, id: eventId } = made);
  member = made.members[0]!;
  linkId = (await share(member, eventId)).id;
  const comment = await member.client.post(`/api/events/${eventId}/links/${linkId}/comments`, {
    body: "A fine place",
  });
  commentId = comment.json.id;
});
afterAll(() => app.close());

type Send = (text: string) => ReturnType<TestClient["post"]>;
type Case = [string, string, Send];

describe("a direction control in what a member types", () => {
  const cases: Case[] = [
    ["an event's title", "title", (text) => creator.client.post("/api/events", { title: text })],
    [
      "an event's description",
      "description",
      (text) => creator.client.post("/api/events", { title: "Dinner", description: text }),
    ],
    [
      "an edited event's title",
      "title",
      (text) => creator.client.patch(`/api/events/${eventId}`, { title: text }),
    ],
    [
      "an edited event's description",
      "description",
      (text) => creator.client.patch(`/api/events/${eventId}`, { description: text }),
    ],
    [
      "a link's URL",
      "url",
      (text) => member.client.post(`/api/events/${eventId}/links`, { url: text, title: "Menu" }),
    ],
    [
      "a link's title",
      "title",
      (text) =>
        member.client.post(`/api/events/${eventId}/links`, {
          url: "https://example.com/menu",
          title: text,
        }),
    ],
    [
      "a link's description",
      "description",
      (text) =>
        member.client.post(`/api/events/${eventId}/links`, {
          url: "https://example.com/menu",
          title: "Menu",
          description: text,
        }),
    ],
    [
      "the share form's look at an address",
      "url",
      (text) =>
        member.client.get(`/api/events/${eventId}/link-preview?url=${encodeURIComponent(text)}`),
    ],
    [
      "a comment",
      "body",
      (text) =>
        member.client.post(`/api/events/${eventId}/links/${linkId}/comments`, { body: text }),
    ],
    [
      "an edited comment",
      "body",
      (text) =>
        member.client.patch(`/api/events/${eventId}/links/${linkId}/comments/${commentId}`, {
          body: text,
        }),
    ],
    [
      "an invitation's address",
      "email",
      (text) =>
        creator.client.post(`/api/events/${eventId}/invitations`, {
          email: `guest${text}@example.com`,
        }),
    ],
  ];

  it.each(cases)(
    "is refused in %s with 400 on its field, changing nothing",
    async (_, field, send) => {
      const before = await snapshotTables(app.db);
      for (const text of [REVERSED, ...CONTROLS.map((control) => `Dinner ${control}at 8`)]) {
        const res = await send(text);
        expect(res.status, JSON.stringify(text)).toBe(400);
        expect(res.json.error).toEqual({
          ...refusedText,
          fields: { [field]: refusedText },
        });
      }
      expect(await snapshotTables(app.db)).toEqual(before);
    },
  );

  const names: Case[] = [
    ["a new name", "name", (name) => member.client.patch("/api/me", { name })],
    [
      "a sign-up's name",
      "name",
      (name) =>
        app.client().post("/api/auth/sign-up/email", {
          email: uniqueEmail("direction"),
          password: PASSWORD,
          name,
        }),
    ],
    [
      "a guest's name",
      "name",
      (name) => app.client().post("/api/auth/sign-in/anonymous", { name }),
    ],
  ];

  it.each(names)("is refused in %s, as names always were", async (_, field, send) => {
    const before = await snapshotTables(app.db);
    for (const name of CONTROLS.map((control) => `Ada ${control}Lovelace`)) {
      const res = await send(name);
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.json.error).toEqual({ ...refusedName, fields: { [field]: refusedName } });
    }
    expect(await snapshotTables(app.db)).toEqual(before);
  });

  it("leaves every script, emoji, joiners and the direction marks alone", async () => {
    const title = "שלום Café مرحبا 👩‍👩‍👧 e\u0301 \u200e\u200f";
    const made = await creator.client.post("/api/events", { title, description: title });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ title, description: title });
    const comment = await member.client.post(`/api/events/${eventId}/links/${linkId}/comments`, {
      body: title,
    });
    expect(comment.status).toBe(201);
  });
});

describe("text stored before direction controls were refused", () => {
  it("is still shown as it was kept", async () => {
    const kept = "Pizza \u202eanuT";
    await app.db.update(links).set({ title: kept }).where(eq(links.id, linkId));
    const page = await member.client.get(`/api/events/${eventId}`);
    expect(page.status).toBe(200);
    expect(page.json.links.find((l: { id: string }) => l.id === linkId).title).toBe(kept);
    // And the link is still commented on while its title stays.
    const commented = await member.client.post(`/api/events/${eventId}/links/${linkId}/comments`, {
      body: "Still here",
    });
    expect(commented.status).toBe(201);
  });
});
