// Issue #34: a member's email address goes only to its owner and to the event's creator
// (decision 212). A member and a guest read everything they may read (every GET the
// authorization table lets a member call, the server-painted event page with its data island)
// and keep their live streams open while another member joins, shares, votes and comments: no
// other member's address appears anywhere in the bytes. The creator's page and stream show them.
// (authorization-matrix.test.ts checks every route's answer, writes included, the same way.)
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { EventPage } from "../../src/shared/api";
import { createEventAs, joinAs } from "../support/factories/events";
import { people, signedInUser, type Person } from "../support/factories/people";
import { openLive, type LiveReader } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";
import { sendJson } from "../fuzz/send";
import { completeMatrix, ROLES } from "./authorization-table";
import { PRERENDERED_ID } from "../../src/shared/prerendered";
import type { Ids } from "../support/factories/two-events";

let app: TestApp;
beforeAll(async () => {
  if (!fs.existsSync(path.join("dist", "web", "index.html")))
    throw new Error("No build found: run `npm run build` first (npm test does).");
  app = await startTestApp();
});
const streams: LiveReader[] = [];
afterAll(async () => {
  streams.forEach((s) => s.close());
  await app.close();
});

/** Everything `person` is given: each GET the table lets `role` call, the painted page, as text. */
async function everythingReadBy(person: Person, role: "member" | "guest member", ids: Ids) {
  const column = ROLES.indexOf(role);
  const readable = completeMatrix(app.declared()).filter(
    (row) => row.route.startsWith("GET ") && row.this?.[column] === 200,
  );
  const answers: string[] = [];
  for (const row of readable) {
    const template = row.route.slice("GET ".length);
    if (template.endsWith("/live")) continue; // read as a stream below
    // This event is in no group: a group's own addresses are groups.test.ts's.
    if (template.includes(":groupId")) continue;
    const url =
      template.replace(/:(\w+)/g, (_, name: keyof Ids) => ids[name]) +
      (row.query ? `?${row.query}` : "");
    const res = await sendJson(person.client, "GET", url);
    expect(res.status, `${url}: ${res.text}`).toBeLessThan(300);
    answers.push(`${url}\n${res.text}`);
  }
  const painted = await fetch(`${app.url}/event/${ids.id}`, {
    headers: { cookie: person.client.cookieHeader },
  });
  const html = await painted.text();
  expect(html).toContain(`id="${PRERENDERED_ID}"`);
  answers.push(html);
  return answers.join("\n");
}

it("reaches no member or guest but its owner and the creator, in any answer or message", async () => {
  const ada = await signedInUser(app, { name: "Ada Creator" });
  const bea = await signedInUser(app, { name: "Bea Member" });
  const [gus] = await people(app, 1, "Gus", { guests: true });
  const cy = await signedInUser(app, { name: "Cy Latecomer" });
  const event = await createEventAs(ada, "Dinner");
  await joinAs(bea, event.invitationCode);
  await joinAs(gus!, event.invitationCode);
  const open = async (person: Person) => {
    const stream = await openLive(person.client, event.id);
    streams.push(stream);
    await stream.waitFor((m) => m.type === "ready");
    return stream;
  };
  const [adaLive, beaLive, gusLive] = [await open(ada), await open(bea), await open(gus!)];

  // Cy joins, shares, shortlists, votes and comments while the others watch.
  await joinAs(cy, event.invitationCode);
  const shared = await cy.client.post(`/api/events/${event.id}/links`, {
    url: "https://example.com/trattoria",
    title: "Trattoria",
  });
  expect(shared.status).toBe(201);
  const linkId = (shared.json as { id: string }).id;
  const links = `/api/events/${event.id}/links/${linkId}`;
  expect((await cy.client.put(`${links}/shortlist`, {})).status).toBe(200);
  expect((await cy.client.put(`${links}/vote`, { value: "up" })).status).toBe(200);
  const comment = await cy.client.post(`${links}/comments`, { body: "Great pasta" });
  expect(comment.status).toBe(201);
  for (const stream of [adaLive, beaLive, gusLive])
    await stream.waitFor((m) => m.type === "comment.added");

  const ids: Ids = {
    id: event.id,
    linkId,
    userId: cy.id,
    code: event.invitationCode,
    commentId: (comment.json as { id: string }).id,
    // No group here: a group's own addresses are groups.test.ts's.
    groupId: randomUUID(),
    groupCode: "NOGROUP2",
    // No chat either: the chat routes answer a member 403 whatever the id.
    chatId: randomUUID(),
    groupChatId: randomUUID(),
  };
  const everyone = [ada, bea, cy];
  for (const [viewer, role, stream, own] of [
    [bea, "member", beaLive, bea.email],
    [gus!, "guest member", gusLive, null],
  ] as const) {
    const bytes = (await everythingReadBy(viewer, role, ids)) + JSON.stringify(stream.messages);
    for (const { email } of everyone) {
      if (email === own) expect(bytes).toContain(email);
      else expect(bytes, `${viewer.name} got ${email}`).not.toContain(email);
    }
  }

  // The creator sees every address: on the page, and as someone joins.
  const page = (await ada.client.get(`/api/events/${event.id}`)).json as EventPage;
  expect(page.members.map((m) => m.email)).toEqual([ada.email, bea.email, "", cy.email]);
  const joined = adaLive.messages.find((m) => m.type === "member.joined");
  expect(joined?.member).toMatchObject({ id: cy.id, email: cy.email });
});
