// Every route of events, members and invitations × {signed out, non-member, member, creator}:
// the status DESIGN.md's rules give, and no change at all to the data when refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary } from "../../src/shared/api";
import { signedInUser } from "../support/factories";
import { snapshotTables } from "../support/snapshot";
import { startTestApp, type TestApp, type TestClient } from "../support/test-app";
import { createEventAs, joinAs, linkWithVotes, type Person } from "./events-helpers";

let app: TestApp;
let creator: Person;
let member: Person;
let other: Person;
let outsider: Person;
beforeAll(async () => {
  app = await startTestApp();
  creator = await signedInUser(app, { name: "Creator" });
  member = await signedInUser(app, { name: "Member" });
  other = await signedInUser(app, { name: "Other member" });
  outsider = await signedInUser(app, { name: "Outsider" });
});
afterAll(() => app.close());

type Role = "signed out" | "non-member" | "member" | "creator";
type Route = {
  name: string;
  call: (client: TestClient, event: EventSummary) => ReturnType<TestClient["request"]>;
  expected: Record<Role, number>;
};

const routes: Route[] = [
  {
    name: "GET /api/events",
    call: (c) => c.get("/api/events"),
    expected: { "signed out": 401, "non-member": 200, member: 200, creator: 200 },
  },
  {
    name: "POST /api/events",
    call: (c) => c.post("/api/events", { title: "New" }),
    expected: { "signed out": 401, "non-member": 201, member: 201, creator: 201 },
  },
  {
    name: "POST /api/events/join",
    call: (c, e) => c.post("/api/events/join", { code: e.invitationCode }),
    expected: { "signed out": 401, "non-member": 200, member: 409, creator: 409 },
  },
  {
    name: "GET /api/invite/:code",
    call: (c, e) => c.get(`/api/invite/${e.invitationCode}`),
    expected: { "signed out": 200, "non-member": 200, member: 200, creator: 200 },
  },
  {
    name: "GET /api/events/:id",
    call: (c, e) => c.get(`/api/events/${e.id}`),
    expected: { "signed out": 401, "non-member": 404, member: 200, creator: 200 },
  },
  {
    name: "PATCH /api/events/:id",
    call: (c, e) => c.patch(`/api/events/${e.id}`, { title: "Renamed" }),
    expected: { "signed out": 401, "non-member": 404, member: 403, creator: 200 },
  },
  {
    name: "DELETE /api/events/:id",
    call: (c, e) => c.delete(`/api/events/${e.id}`),
    expected: { "signed out": 401, "non-member": 404, member: 403, creator: 204 },
  },
  {
    name: "POST /api/events/:id/code",
    call: (c, e) => c.post(`/api/events/${e.id}/code`),
    expected: { "signed out": 401, "non-member": 404, member: 403, creator: 200 },
  },
  {
    name: "POST /api/events/:id/leave",
    call: (c, e) => c.post(`/api/events/${e.id}/leave`),
    expected: { "signed out": 401, "non-member": 404, member: 204, creator: 403 },
  },
  {
    name: "DELETE /api/events/:id/members/:userId",
    call: (c, e) => c.delete(`/api/events/${e.id}/members/${other.id}`),
    expected: { "signed out": 401, "non-member": 404, member: 403, creator: 204 },
  },
  {
    name: "POST /api/events/:id/invitations",
    call: (c, e) => c.post(`/api/events/${e.id}/invitations`, { email: "guest@example.test" }),
    expected: { "signed out": 401, "non-member": 404, member: 201, creator: 201 },
  },
];

const roles: Role[] = ["signed out", "non-member", "member", "creator"];

/** A fresh event with a creator, two members and a voted link, so a refusal has data to spare. */
async function freshEvent() {
  const event = await createEventAs(creator, "Guarded");
  await joinAs(member, event.invitationCode);
  await joinAs(other, event.invitationCode);
  await linkWithVotes(app, event.id, member.id, [
    { userId: member.id, value: "up" },
    { userId: other.id, value: "down" },
  ]);
  return event;
}

const clientFor = (role: Role) =>
  ({
    "signed out": app.client(),
    "non-member": outsider.client,
    member: member.client,
    creator: creator.client,
  })[role];

describe.each(routes)("$name", (route) => {
  it.each(roles)("as %s", async (role) => {
    const event = await freshEvent();
    const before = await snapshotTables(app.db);
    const res = await route.call(clientFor(role), event);
    expect(res.status, res.text).toBe(route.expected[role]);
    if (res.status >= 400) {
      expect(res.json.error.code).toEqual(expect.any(String));
      expect(res.json.error.message).toEqual(expect.any(String));
      expect(await snapshotTables(app.db)).toEqual(before);
    }
    if (res.status === 401) expect(res.json.error.message).toBe("User must be authenticated");
    if (res.status === 404 && route.name.includes(":id"))
      expect(res.json.error.message).toBe("Event not found");
  });
});

describe("someone else's ids", () => {
  it("cannot remove a member of another event through an event they create", async () => {
    const mine = await createEventAs(outsider, "Mine");
    const theirs = await freshEvent();
    const before = await snapshotTables(app.db);
    const res = await outsider.client.delete(`/api/events/${mine.id}/members/${member.id}`);
    expect(res.status).toBe(404);
    expect(await snapshotTables(app.db)).toEqual(before);
    expect((await member.client.get(`/api/events/${theirs.id}`)).status).toBe(200);
  });
});
