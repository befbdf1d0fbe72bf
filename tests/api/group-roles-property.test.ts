// Roles over time, as a property (issue #49): random sequences of group actions (join with any
// code ever seen, leave, remove, make or unmake an admin, a new group code, a new round code,
// open, close and reopen a round) by random people, each answered as a small model of the rules
// says, and after every step the invariants: an open round's members are exactly the group's;
// a round's managers are exactly its group's current admins among its members; nobody outside
// the group reads or writes an open round; and no code but the current ones joins anyone.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPage, EventSummary, GroupSummary } from "../../src/shared/api";
import { testRows } from "../support/rows";
import { people, type Person } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// Person 0 creates the group; 1-4 have accounts; 5 is a guest.
const PEOPLE = 6;
const GUEST = 5;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);

type Step =
  | { kind: "join"; who: number; code: number }
  | { kind: "leave"; who: number }
  | { kind: "remove"; actor: number; who: number }
  | { kind: "role"; actor: number; who: number; admin: boolean }
  | { kind: "groupCode"; actor: number }
  | { kind: "roundCode"; actor: number }
  | { kind: "open"; actor: number }
  | { kind: "close"; actor: number }
  | { kind: "reopen"; actor: number; round: number };

const who = fc.integer({ min: 0, max: PEOPLE - 1 });
// The creator acts more often than chance: most powers are hers, and a run needs some to happen.
const actor = fc.oneof(fc.constant(0), who);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("join" as const), who, code: fc.nat() }) },
  fc.record({ kind: fc.constant("leave" as const), who }),
  fc.record({ kind: fc.constant("remove" as const), actor, who }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("role" as const), actor, who, admin: fc.boolean() }),
  },
  fc.record({ kind: fc.constant("groupCode" as const), actor }),
  fc.record({ kind: fc.constant("roundCode" as const), actor }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("open" as const), actor }) },
  fc.record({ kind: fc.constant("close" as const), actor }),
  fc.record({ kind: fc.constant("reopen" as const), actor, round: fc.nat() }),
);

type Round = { id: string; active: boolean; members: Set<number> };

/** The rules as a model: who is in, who is an admin, the codes. */
class Model {
  members = new Set([0]);
  admins = new Set([0]);
  rounds: Round[] = [];
  seen: string[] = [];
  constructor(
    public groupId: string,
    public groupCode: string,
  ) {
    this.seen.push(groupCode);
  }
  active = () => this.rounds.filter((r) => r.active);
  isAdmin = (p: number) => this.members.has(p) && this.admins.has(p);
  leaveAll(p: number) {
    this.members.delete(p);
    this.admins.delete(p);
    for (const round of this.rounds) round.members.delete(p);
  }
}

async function codesOf(m: Model) {
  const rows = await testRows<{ id: string; invitation_code: string }>(
    app.db,
    sql`select id, invitation_code from events where group_id = ${m.groupId}`,
  );
  return new Map(rows.map((r) => [r.id, r.invitation_code]));
}

/** Runs one step against the server; answers the status it got and the one the model expects,
 * and moves the model when the server should have changed something. */
async function run(step: Step, m: Model, ps: Person[]): Promise<[number, number]> {
  const base = `/api/groups/${m.groupId}`;
  switch (step.kind) {
    case "join": {
      const code = m.seen[step.code % m.seen.length]!;
      const codes = await codesOf(m);
      const current = code === m.groupCode || m.active().some((r) => codes.get(r.id) === code);
      const got = (await ps[step.who]!.client.post("/api/join", { code })).status;
      if (!current) return [got, 404];
      if (m.members.has(step.who)) return [got, 409];
      m.members.add(step.who);
      for (const round of m.active()) round.members.add(step.who);
      return [got, 200];
    }
    case "leave": {
      const got = (await ps[step.who]!.client.post(`${base}/leave`)).status;
      if (!m.members.has(step.who)) return [got, 404];
      if (step.who === 0) return [got, 403];
      m.leaveAll(step.who);
      return [got, 204];
    }
    case "remove": {
      const got = (await ps[step.actor]!.client.delete(`${base}/members/${ps[step.who]!.id}`))
        .status;
      if (!m.members.has(step.actor)) return [got, 404];
      if (!m.isAdmin(step.actor) || step.who === 0) return [got, 403];
      if (!m.members.has(step.who)) return [got, 404];
      if (m.admins.has(step.who) && step.actor !== 0 && step.who !== step.actor) return [got, 403];
      m.leaveAll(step.who);
      return [got, 204];
    }
    case "role": {
      const role = step.admin ? "admin" : "member";
      const got = (
        await ps[step.actor]!.client.put(`${base}/members/${ps[step.who]!.id}/role`, { role })
      ).status;
      if (!m.members.has(step.actor)) return [got, 404];
      if (step.actor !== 0 || step.who === 0) return [got, 403];
      if (!m.members.has(step.who)) return [got, 404];
      if (step.admin && step.who === GUEST) return [got, 403];
      if (step.admin) m.admins.add(step.who);
      else m.admins.delete(step.who);
      return [got, 200];
    }
    case "groupCode": {
      const answer = await ps[step.actor]!.client.post(`${base}/code`);
      if (!m.members.has(step.actor)) return [answer.status, 404];
      if (!m.isAdmin(step.actor)) return [answer.status, 403];
      if (answer.status === 200) {
        m.groupCode = (answer.json as GroupSummary).invitationCode;
        m.seen.push(m.groupCode, ...(await codesOf(m)).values());
      }
      return [answer.status, 200];
    }
    case "roundCode": {
      const round = m.active()[0] ?? m.rounds.at(-1);
      if (!round) return [0, 0];
      const answer = await ps[step.actor]!.client.post(`/api/events/${round.id}/code`);
      if (!round.members.has(step.actor)) return [answer.status, 404];
      if (!m.isAdmin(step.actor)) return [answer.status, 403];
      if (answer.status === 200) m.seen.push((answer.json as EventSummary).invitationCode);
      return [answer.status, 200];
    }
    case "open": {
      const answer = await ps[step.actor]!.client.post(`${base}/rounds`, {});
      if (!m.members.has(step.actor)) return [answer.status, 404];
      if (!m.isAdmin(step.actor)) return [answer.status, 403];
      if (m.active().length > 0) return [answer.status, 409];
      if (answer.status === 201) {
        const made = answer.json as EventSummary;
        m.rounds.push({ id: made.id, active: true, members: new Set(m.members) });
        m.seen.push(made.invitationCode);
      }
      return [answer.status, 201];
    }
    case "close": {
      const round = m.active()[0];
      if (!round) return [0, 0];
      const got = (await ps[step.actor]!.client.post(`/api/events/${round.id}/close`)).status;
      if (!round.members.has(step.actor)) return [got, 404];
      if (!m.isAdmin(step.actor)) return [got, 403];
      round.active = false;
      return [got, 200];
    }
    case "reopen": {
      if (m.rounds.length === 0) return [0, 0];
      const round = m.rounds[step.round % m.rounds.length]!;
      const got = (await ps[step.actor]!.client.post(`/api/events/${round.id}/reopen`)).status;
      if (!round.members.has(step.actor)) return [got, 404];
      if (!m.isAdmin(step.actor)) return [got, 403];
      if (!round.active) {
        round.active = true;
        for (const p of m.members) round.members.add(p);
      }
      return [got, 200];
    }
  }
}

/** The invariants, read from the server after every step. */
async function check(m: Model, ps: Person[], trail: string) {
  const index = new Map(ps.map((p, i) => [p.id, i]));
  const groupRows = await testRows<{ user_id: string; role: string }>(
    app.db,
    sql`select user_id, role from group_members where group_id = ${m.groupId}`,
  );
  const inGroup = new Set(groupRows.map((r) => index.get(r.user_id)!));
  const admins = new Set(
    groupRows.filter((r) => r.role === "admin").map((r) => index.get(r.user_id)!),
  );
  expect([...inGroup].sort(), `${trail}: the group's members`).toEqual([...m.members].sort());
  expect([...admins].sort(), `${trail}: the group's admins`).toEqual(
    [...m.admins].filter((p) => m.members.has(p)).sort(),
  );
  const roundRows = await testRows<{ event_id: string; user_id: string; manages: boolean }>(
    app.db,
    sql`select m.event_id, m.user_id,
               huddle_manages(e.creator_id, e.group_id, m.user_id) as manages
          from events e join event_members m on m.event_id = e.id
         where e.group_id = ${m.groupId}`,
  );
  for (const round of m.rounds) {
    const rows = roundRows.filter((r) => r.event_id === round.id);
    const members = rows.map((r) => index.get(r.user_id)!).sort();
    expect(members, `${trail}: round ${round.id}'s members`).toEqual([...round.members].sort());
    // Nobody outside the group is in any of its rounds; an open round's members are the group's.
    for (const p of members) expect(inGroup.has(p), `${trail}: ${p} in the group`).toBe(true);
    if (round.active) expect(members, `${trail}: open round`).toEqual([...inGroup].sort());
    // A round's managers are exactly its group's current admins (among its members).
    const managers = rows.filter((r) => r.manages).map((r) => index.get(r.user_id)!);
    expect(managers.sort(), `${trail}: round ${round.id}'s managers`).toEqual(
      members.filter((p) => admins.has(p)),
    );
  }
  // Through the API: each person reads an open round only from inside the group, and the page
  // says they manage it exactly when they are an admin.
  for (const round of m.active()) {
    for (const [i, person] of ps.entries()) {
      const answer = await person.client.get(`/api/events/${round.id}`);
      if (!inGroup.has(i)) {
        expect(answer.status, `${trail}: ${i} outside reads ${round.id}`).toBe(404);
        continue;
      }
      expect(answer.status, `${trail}: ${i} reads ${round.id}`).toBe(200);
      expect((answer.json as EventPage).event.isCreator, `${trail}: ${i} manages`).toBe(
        admins.has(i),
      );
    }
  }
}

describe("a group's roles over time", () => {
  it("keep the invariants after every step of any sequence of group actions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const accounts = await people(app, PEOPLE - 1, "Person");
        const [guest] = await people(app, 1, "Guest", { guests: true });
        const ps = [...accounts, guest!];
        const group = await ps[0]!.client.call<GroupSummary>("POST", "/api/groups", {
          name: "Lunch",
        });
        const m = new Model(group.id, group.invitationCode);
        const trail: string[] = [];
        for (const s of steps) {
          trail.push(JSON.stringify(s));
          const [got, expected] = await run(s, m, ps);
          expect(got, trail.join(" → ")).toBe(expected);
          await check(m, ps, trail.join(" → "));
        }
        // At the end an outsider tries every code seen: only the current ones join.
        const [outsider] = await people(app, 1, "Outsider");
        const codes = await codesOf(m);
        const current = new Set([m.groupCode, ...m.active().map((r) => codes.get(r.id)!)]);
        for (const code of new Set(m.seen)) {
          if (current.has(code)) continue;
          const answer = await outsider!.client.post("/api/join", { code });
          expect(answer.status, `${trail.join(" → ")}: old code ${code}`).toBe(404);
        }
        const joined = await outsider!.client.post("/api/join", { code: m.groupCode });
        expect(joined.status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });
});
