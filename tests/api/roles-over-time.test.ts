// Roles that end, end (issue #49): a removed or demoted admin keeps no power over the rounds they
// opened, no earlier code lets a removed member back in, an admin cannot lock the group's
// creator out of a round, and a removed person sees nothing the group does after. Each refusal
// is checked with what a current admin reads back: nothing changed.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPage, EventSummary, GroupPage, GroupSummary } from "../../src/shared/api";
import { people, type Person } from "../support/factories/people";
import { closeEvent, shortlisted } from "../support/factories/actions";
import { openLive } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const errorCode = (answer: { json: unknown }) =>
  (answer.json as { error?: { code?: string } } | undefined)?.error?.code;

/** Owner Ada's group with Bob (made an admin), Cleo and Dan (members), and a round Bob opened. */
async function groupWithBobsRound() {
  const [ada, bob, cleo, dan] = (await people(app, 4)) as [Person, Person, Person, Person];
  const group = await ada.client.call<GroupSummary>("POST", "/api/groups", { name: "Lunch" });
  for (const p of [bob, cleo, dan]) {
    await p.client.call("POST", "/api/groups/join", { code: group.invitationCode });
  }
  await ada.client.call("PUT", `/api/groups/${group.id}/members/${bob.id}/role`, { role: "admin" });
  const round = await bob.client.call<EventSummary>("POST", `/api/groups/${group.id}/rounds`, {
    title: "Monday lunch",
  });
  expect(round.creatorId).toBe(bob.id);
  return { ada, bob, cleo, dan, group, round };
}

const readRound = (as: Person, id: string) => as.client.call<EventPage>("GET", `/api/events/${id}`);

describe("an admin whose role ended", () => {
  it("removed, has no power over the round they opened, open or closed", async () => {
    const { ada, bob, group, round } = await groupWithBobsRound();
    await ada.client.call("DELETE", `/api/groups/${group.id}/members/${bob.id}`);
    const before = await readRound(ada, round.id);

    const tries = [
      bob.client.post(`/api/events/${round.id}/code`, {}),
      bob.client.patch(`/api/events/${round.id}`, { title: "Mine", resultsShown: "always" }),
      bob.client.post(`/api/events/${round.id}/close`, {}),
      bob.client.post(`/api/events/${round.id}/chats`, {
        kind: "webhook",
        url: "https://chat.example.com/hook",
      }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.status).toBe(404);
    const after = await readRound(ada, round.id);
    expect(after.event).toMatchObject({
      title: "Monday lunch",
      invitationCode: before.event.invitationCode,
      status: "active",
      resultsShown: before.event.resultsShown,
    });

    // Closed: Bob was in it until he was removed; nothing of it is his to reopen or delete now.
    await closeEvent(ada, round.id);
    for (const answer of [
      await bob.client.post(`/api/events/${round.id}/reopen`, {}),
      await bob.client.delete(`/api/events/${round.id}`),
      await bob.client.get(`/api/events/${round.id}`),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await readRound(ada, round.id)).event.status).toBe("completed");
    const groupPage = await ada.client.call<GroupPage>("GET", `/api/groups/${group.id}`);
    expect(groupPage.openRounds).toEqual([]);
  });

  it("demoted, is a member again: every manager's write answers 403 and changes nothing", async () => {
    const { ada, bob, cleo, group, round } = await groupWithBobsRound();
    await ada.client.call("PUT", `/api/groups/${group.id}/members/${bob.id}/role`, {
      role: "member",
    });
    const before = await readRound(ada, round.id);
    const tries = [
      bob.client.post(`/api/events/${round.id}/code`, {}),
      bob.client.patch(`/api/events/${round.id}`, { title: "Mine" }),
      bob.client.post(`/api/events/${round.id}/close`, {}),
      bob.client.delete(`/api/events/${round.id}/members/${cleo.id}`),
      bob.client.post(`/api/events/${round.id}/reminders`, {}),
      bob.client.put(`/api/events/${round.id}/result-link`, {}),
      bob.client.post(`/api/events/${round.id}/chats`, {
        kind: "webhook",
        url: "https://chat.example.com/hook",
      }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect([answer.status, errorCode(answer)]).toEqual([403, expect.any(String)]);
    }
    expect((await readRound(bob, round.id)).event.isCreator).toBe(false);
    const after = await readRound(ada, round.id);
    expect(after.event).toMatchObject({
      title: "Monday lunch",
      invitationCode: before.event.invitationCode,
      status: "active",
    });
    expect(after.members.map((m) => m.id)).toContain(cleo.id);
    // Ada, the group's creator, manages the round Bob opened.
    expect((await readRound(ada, round.id)).event.isCreator).toBe(true);
    expect((await ada.client.post(`/api/events/${round.id}/close`, {})).status).toBe(200);
    expect((await bob.client.post(`/api/events/${round.id}/reopen`, {})).status).toBe(403);
  });
});

describe("an admin's open stream", () => {
  it("ends when they are demoted: it no longer brings a joiner's address", async () => {
    const { ada, bob, group, round } = await groupWithBobsRound();
    const stream = await openLive(bob.client, round.id);
    await stream.waitFor((m) => m.type === "ready");
    await ada.client.call("PUT", `/api/groups/${group.id}/members/${bob.id}/role`, {
      role: "member",
    });
    await stream.waitFor((m) => m.type === "refetch");
    // Ended: the page reconnects and reads what a member may see now.
    await expect.poll(() => stream.ended).toBe(true);
    const again = await openLive(bob.client, round.id);
    await again.waitFor((m) => m.type === "ready");
    const [eve] = (await people(app, 1, "Eve")) as [Person];
    await eve.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    const joined = await again.waitFor((m) => m.type === "member.joined");
    expect(joined.member.email).toBe("");
    again.close();
  });
});

describe("codes a removed member saw", () => {
  it("join nobody once the admins make a new group code; a closed round's code joins nothing", async () => {
    const { ada, dan, group, round: first } = await groupWithBobsRound();
    const firstCode = (await readRound(ada, first.id)).event.invitationCode;
    await closeEvent(ada, first.id);
    const second = await ada.client.call<EventSummary>(
      "POST",
      `/api/groups/${group.id}/rounds`,
      {},
    );
    const secondCode = (await readRound(ada, second.id)).event.invitationCode;

    // A closed round's code joins nothing, for anyone.
    const [eve] = (await people(app, 1, "Eve")) as [Person];
    for (const path of ["/api/join", "/api/events/join", "/api/groups/join"]) {
      const answer = await eve.client.post(path, { code: firstCode });
      expect([answer.status, errorCode(answer)]).toEqual([404, "invalidCode"]);
    }
    expect((await eve.client.get(`/api/invite/${firstCode}`)).status).toBe(404);

    await ada.client.call("DELETE", `/api/groups/${group.id}/members/${dan.id}`);
    const renewed = await ada.client.call<GroupSummary>("POST", `/api/groups/${group.id}/code`, {});
    for (const code of [group.invitationCode, firstCode, secondCode]) {
      for (const path of ["/api/join", "/api/events/join", "/api/groups/join"]) {
        const answer = await dan.client.post(path, { code });
        expect([answer.status, errorCode(answer)]).toEqual([404, "invalidCode"]);
      }
    }
    const page = await ada.client.call<GroupPage>("GET", `/api/groups/${group.id}`);
    expect(page.members.map((m) => m.id)).not.toContain(dan.id);
    // The open round has a new code too, which joins the group as the group's does.
    const roundCode = (await readRound(ada, second.id)).event.invitationCode;
    expect(roundCode).not.toBe(secondCode);
    expect((await eve.client.post("/api/join", { code: roundCode })).status).toBe(200);
    expect((await dan.client.post("/api/join", { code: renewed.invitationCode })).status).toBe(200);
  });
});

describe("a round's members are its group's", () => {
  it("an admin cannot remove the group's creator, or anyone, from a round alone", async () => {
    const { ada, bob, cleo, round } = await groupWithBobsRound();
    for (const who of [ada, cleo]) {
      const answer = await bob.client.delete(`/api/events/${round.id}/members/${who.id}`);
      expect([answer.status, errorCode(answer)]).toEqual([409, "roundMembersAreTheGroups"]);
    }
    const left = await cleo.client.post(`/api/events/${round.id}/leave`, {});
    expect([left.status, errorCode(left)]).toEqual([409, "roundMembersAreTheGroups"]);
    const page = await readRound(ada, round.id);
    expect(page.members.map((m) => m.id)).toEqual(
      expect.arrayContaining([ada.id, bob.id, cleo.id]),
    );
    expect(page.members).toHaveLength(4);
    expect((await ada.client.post(`/api/events/${round.id}/close`, {})).status).toBe(200);
  });

  it("a reopened round takes in whoever joined the group since it closed", async () => {
    const { ada, group, round } = await groupWithBobsRound();
    await closeEvent(ada, round.id);
    const [eve] = (await people(app, 1, "Eve")) as [Person];
    await eve.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    expect((await eve.client.get(`/api/events/${round.id}`)).status).toBe(404);
    expect((await ada.client.post(`/api/events/${round.id}/reopen`, {})).status).toBe(200);
    const page = await readRound(eve, round.id);
    expect(page.members.map((m) => m.id)).toContain(eve.id);
    expect(page.event.memberCount).toBe(5);
  });
});

describe("what a removed person still sees", () => {
  it("nothing of the group: not its closed rounds, not its download", async () => {
    const { ada, cleo, group, round } = await groupWithBobsRound();
    const link = await shortlisted(cleo, round.id, "Noodles", "https://example.com/noodles");
    await closeEvent(ada, round.id);
    await ada.client.call("DELETE", `/api/groups/${group.id}/members/${cleo.id}`);
    expect((await cleo.client.get(`/api/events/${round.id}`)).status).toBe(404);
    expect((await cleo.client.get(`/api/groups/${group.id}/export.json`)).status).toBe(404);
    const mine = await cleo.client.call<Array<{ id: string }>>("GET", "/api/events");
    expect(mine.map((e) => e.id)).not.toContain(round.id);
    // The closed round keeps her link and its result.
    const kept = await readRound(ada, round.id);
    expect(kept.links.map((l) => l.id)).toContain(link.id);
    expect(kept.event.winnerLinkId).toBe(link.id);
  });
});

describe("guests", () => {
  it("cannot be made a group's admin", async () => {
    const { ada, group } = await groupWithBobsRound();
    const [gus] = (await people(app, 1, "Gus", { guests: true })) as [Person];
    await gus.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    const answer = await ada.client.put(`/api/groups/${group.id}/members/${gus.id}/role`, {
      role: "admin",
    });
    expect([answer.status, errorCode(answer)]).toEqual([403, "guestCannotBeAdmin"]);
    const page = await ada.client.call<GroupPage>("GET", `/api/groups/${group.id}`);
    expect(page.members.find((m) => m.id === gus.id)?.role).toBe("member");
  });

  it("made an admin before that was refused are members again after the migration", async () => {
    const { ada, group } = await groupWithBobsRound();
    const [gus] = (await people(app, 1, "Gus", { guests: true })) as [Person];
    await gus.client.call("POST", "/api/groups/join", { code: group.invitationCode });
    // As an older server let it happen.
    await app.db.execute(sql`update group_members set role = 'admin'
                              where group_id = ${group.id} and user_id = ${gus.id}`);
    await app.db.execute(
      sql.raw(fs.readFileSync("drizzle/0025_guests-are-not-admins.sql", "utf8")),
    );
    const page = await ada.client.call<GroupPage>("GET", `/api/groups/${group.id}`);
    expect(page.members.find((m) => m.id === gus.id)?.role).toBe("member");
    expect(page.members.find((m) => m.id === ada.id)?.role).toBe("creator");
    expect((await gus.client.post(`/api/groups/${group.id}/code`)).status).toBe(403);
  });
});
