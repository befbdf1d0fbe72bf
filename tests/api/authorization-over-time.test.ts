// The authorization matrix over time (issue #49): a person, Sam, is tried on every guarded route
// of a group, its open round and a closed round, and with every code Sam saw, after each change
// of role: made an admin, demoted, removed from a round (refused: a round's members are its
// group's), removed from the group, and rejoined with the group's new code. Each answer's status
// is the one Sam's role now gives, and after every refused request the group, its rounds, their
// members, codes and chats are exactly as before (read straight from the database, as a current
// admin would find them).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventSummary, GroupSummary } from "../../src/shared/api";
import { testRows } from "../support/rows";
import { closeEvent } from "../support/factories/actions";
import { people, type Person } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type World = {
  ada: Person;
  sam: Person;
  mia: Person;
  groupId: string;
  open: string;
  closed: string;
  /** Every code Sam saw: the group's, each round's. */
  codes: string[];
};

/** Ada's group with Sam (an admin, who opened both rounds) and Mia; the first round closed. */
async function world(): Promise<World> {
  const [ada, sam, mia] = (await people(app, 3)) as [Person, Person, Person];
  const group = await ada.client.call<GroupSummary>("POST", "/api/groups", { name: "Lunch" });
  for (const p of [sam, mia]) {
    await p.client.call("POST", "/api/groups/join", { code: group.invitationCode });
  }
  await ada.client.call("PUT", `/api/groups/${group.id}/members/${sam.id}/role`, { role: "admin" });
  const rounds = `/api/groups/${group.id}/rounds`;
  const first = await sam.client.call<EventSummary>("POST", rounds, { title: "First" });
  await closeEvent(sam, first.id);
  const second = await sam.client.call<EventSummary>("POST", rounds, { title: "Second" });
  return {
    ada,
    sam,
    mia,
    groupId: group.id,
    open: second.id,
    closed: first.id,
    codes: [group.invitationCode, first.invitationCode, second.invitationCode],
  };
}

type Probe = {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  on: "open" | "closed" | "group";
};

/** Every guarded write of a group and its rounds, as Sam would try it. */
function probes(w: World): Probe[] {
  const hook = { kind: "webhook", url: "https://chat.example.com/hook" };
  const round = (id: string) => `/api/events/${id}`;
  const group = `/api/groups/${w.groupId}`;
  return [
    {
      on: "open",
      name: "edit",
      method: "PATCH",
      path: round(w.open),
      body: { title: "Mine", resultsShown: "always" },
    },
    { on: "open", name: "new code", method: "POST", path: `${round(w.open)}/code` },
    { on: "open", name: "close", method: "POST", path: `${round(w.open)}/close` },
    { on: "open", name: "remind", method: "POST", path: `${round(w.open)}/reminders` },
    {
      on: "open",
      name: "connect a chat",
      method: "POST",
      path: `${round(w.open)}/chats`,
      body: hook,
    },
    { on: "open", name: "delete", method: "DELETE", path: round(w.open) },
    { on: "closed", name: "reopen", method: "POST", path: `${round(w.closed)}/reopen` },
    {
      on: "closed",
      name: "publish the result",
      method: "PUT",
      path: `${round(w.closed)}/result-link`,
    },
    { on: "closed", name: "delete", method: "DELETE", path: round(w.closed) },
    { on: "group", name: "edit", method: "PATCH", path: group, body: { name: "Mine" } },
    { on: "group", name: "new code", method: "POST", path: `${group}/code` },
    { on: "group", name: "open a round", method: "POST", path: `${group}/rounds`, body: {} },
    { on: "group", name: "remove Mia", method: "DELETE", path: `${group}/members/${w.mia.id}` },
    { on: "group", name: "connect a chat", method: "POST", path: `${group}/chats`, body: hook },
    {
      on: "group",
      name: "schedule",
      method: "PUT",
      path: `${group}/schedule`,
      body: { timeZone: "UTC", opensOn: 1, opensAt: "09:00", closesOn: 2, closesAt: "09:00" },
    },
  ];
}

/** What a current admin would find: the group, its members, its rounds with their members and
 * codes, and the chats. */
async function snapshot(w: World) {
  return testRows(
    app.db,
    sql`select json_build_object(
          'group', (select row_to_json(g) from groups g where g.id = ${w.groupId}),
          'members', (select json_agg(json_build_object('u', m.user_id, 'r', m.role)
                        order by m.user_id) from group_members m where m.group_id = ${w.groupId}),
          'rounds', (select json_agg(json_build_object('e', row_to_json(e),
                        'm', (select json_agg(x.user_id order by x.user_id) from event_members x
                               where x.event_id = e.id)) order by e.id)
                       from events e where e.group_id = ${w.groupId}),
          'chats', (select count(*) from chat_targets t where t.group_id = ${w.groupId}
                      or t.event_id in (select id from events where group_id = ${w.groupId}))
        ) as state`,
  );
}

/** Sam tries every probe; each answers `statusOf(probe)`, and a refused one changes nothing. */
async function tryAll(w: World, statusOf: (probe: Probe) => number, when: string) {
  for (const probe of probes(w)) {
    const before = await snapshot(w);
    const answer = await w.sam.client.request(probe.method, probe.path, probe.body ?? {});
    const label = `${when}: ${probe.name} (${probe.on})`;
    expect(answer.status, `${label}: ${answer.text}`).toBe(statusOf(probe));
    expect(await snapshot(w), label).toEqual(before);
  }
}

/** Sam joins with each code seen (the group's, the closed round's, the open round's): each
 * answers `expected` but the closed round's, which joins nothing, ever. */
async function tryCodes(w: World, expected: number) {
  for (const [i, code] of w.codes.entries()) {
    const answer = await w.sam.client.post("/api/join", { code });
    expect(answer.status, `code ${code}`).toBe(i === 1 ? 404 : expected);
  }
}

const readStatus = async (w: World, id: string) =>
  (await w.sam.client.get(`/api/events/${id}`)).status;

describe("Sam's powers after each change of role", () => {
  it("made an admin, then demoted: every manager's write is refused, and changes nothing", async () => {
    const w = await world();
    await w.ada.client.call("PUT", `/api/groups/${w.groupId}/members/${w.sam.id}/role`, {
      role: "member",
    });
    await tryAll(w, () => 403, "demoted");
    expect(await readStatus(w, w.open)).toBe(200);
    expect(await readStatus(w, w.closed)).toBe(200);
    // Made an admin again, Sam manages both rounds once more.
    await w.ada.client.call("PUT", `/api/groups/${w.groupId}/members/${w.sam.id}/role`, {
      role: "admin",
    });
    expect((await w.sam.client.patch(`/api/events/${w.open}`, { title: "Back" })).status).toBe(200);
    expect((await w.sam.client.put(`/api/events/${w.closed}/result-link`)).status).toBe(200);
    // Sam, a member of the group, joins nothing anew with any code.
    await tryCodes(w, 409);
  });

  it("removed from a round: refused, Sam keeps being in it as in the group", async () => {
    const w = await world();
    const out = await w.ada.client.delete(`/api/events/${w.open}/members/${w.sam.id}`);
    expect(out.status).toBe(409);
    expect(await readStatus(w, w.open)).toBe(200);
    const leave = await w.sam.client.post(`/api/events/${w.open}/leave`);
    expect(leave.status).toBe(409);
    expect(await readStatus(w, w.open)).toBe(200);
  });

  it("removed from the group: nothing of it answers, and no code Sam saw lets Sam back", async () => {
    const w = await world();
    await w.ada.client.call("DELETE", `/api/groups/${w.groupId}/members/${w.sam.id}`);
    await tryAll(w, () => 404, "removed");
    expect(await readStatus(w, w.open)).toBe(404);
    expect(await readStatus(w, w.closed)).toBe(404);
    expect((await w.sam.client.get(`/api/groups/${w.groupId}/export.json`)).status).toBe(404);
    // Until the admins make a new code, the group's and the open round's join (a removal is not
    // a ban); the closed round's never does.
    const renewed = await w.ada.client.call<GroupSummary>("POST", `/api/groups/${w.groupId}/code`);
    await tryCodes(w, 404);
    await tryAll(w, () => 404, "removed, after the new code");

    // Rejoined with the new code: a plain member, in the open round, not in the closed one.
    expect((await w.sam.client.post("/api/join", { code: renewed.invitationCode })).status).toBe(
      200,
    );
    await tryAll(w, (probe) => (probe.on === "closed" ? 404 : 403), "rejoined");
    expect(await readStatus(w, w.open)).toBe(200);
    expect(await readStatus(w, w.closed)).toBe(404);
    await tryCodes(w, 404);
  });
});
