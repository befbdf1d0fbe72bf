// The membership condition is written once (kernel/access.ts) for every query, but the vote, the
// share, the comment and the dashboard are PL/pgSQL functions with their own copy. Here each reader of membership is
// asked about the same people, on each database, and must agree with the one condition: the
// creator, a member, someone who left, someone removed, a member of another event only, and a
// stranger.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMember } from "../../src/server/kernel/access";
import { testRows } from "../support/rows";
import { findMyEvent } from "../../src/server/features/events/queries";
import { eventPageTag } from "../../src/server/features/events/page-tag";
import { eventWithMembers, linkWithVotes } from "../support/factories/events";
import { people } from "../support/factories/people";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("the membership condition", () => {
  it("is what the vote, the share, the comment, the dashboard, the page and the event lookup each decide", async () => {
    const { id, creator, members } = await eventWithMembers(app, 3);
    const [stayed, left, removed] = [members[0]!, members[1]!, members[2]!];
    const elsewhere = await eventWithMembers(app, 1);
    const [stranger] = await people(app, 1, "Stranger");
    const link = await linkWithVotes(app, id, creator.id, [], { inShortlist: true });
    expect((await left.client.post(`/api/events/${id}/leave`)).status).toBe(204);
    const removal = await creator.client.delete(`/api/events/${id}/members/${removed.id}`);
    expect(removal.status).toBe(204);

    const cases = [
      { who: "creator", id: creator.id, member: true },
      { who: "member", id: stayed.id, member: true },
      { who: "left", id: left.id, member: false },
      { who: "removed", id: removed.id, member: false },
      { who: "member elsewhere", id: elsewhere.members[0]!.id, member: false },
      { who: "stranger", id: stranger!.id, member: false },
    ];
    for (const person of cases) {
      const [condition] = await testRows<{ member: boolean }>(
        app.db,
        sql`select ${isMember(id, person.id)} as member`,
      );
      expect(condition!.member, person.who).toBe(person.member);

      // The vote's function (taking back a vote that is not there changes no counter).
      const vote = { ord: 0, event: id, link: link.id, user_id: person.id, value: null };
      const [cast] = await testRows<{ outcome: string }>(
        app.db,
        sql`select outcome from huddle_cast_votes(${JSON.stringify([vote])}::jsonb)`,
      );
      expect(cast!.outcome === "ok", `vote: ${person.who}`).toBe(person.member);

      const [dashboard] = await testRows<{ list: string }>(
        app.db,
        sql`select list from huddle_dashboard(${person.id}, null)`,
      );
      expect(dashboard!.list.includes(id), `dashboard: ${person.who}`).toBe(person.member);

      const { tag } = await eventPageTag(app.db, id, { userId: person.id });
      expect(tag !== null, `page: ${person.who}`).toBe(person.member);
      expect((await findMyEvent(app.db, id, person.id)) !== undefined, person.who).toBe(
        person.member,
      );

      // The share's function (each member shares an address of their own).
      const url = `https://membership.example/${encodeURIComponent(person.who)}`;
      const [shared] = await testRows<{ outcome: string }>(
        app.db,
        sql`select outcome from huddle_share_link(${id}::uuid, ${person.id}, ${url}, 'Place', '')`,
      );
      expect(shared!.outcome === "ok", `share: ${person.who}`).toBe(person.member);

      // The comment's function (decision 217).
      const [commented] = await testRows<{ outcome: string }>(
        app.db,
        sql`select outcome from huddle_add_comment(${id}::uuid, ${link.id}::uuid, ${person.id}, 'Hi')`,
      );
      expect(commented!.outcome === "ok", `comment: ${person.who}`).toBe(person.member);
    }
  });
});
