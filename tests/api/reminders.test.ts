// Turnout and "Remind the others" (issue #14): members see how many have voted and who has not
// (names only); the creator's reminder reaches each member who has not voted, once per 12 hours.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../src/server/db/schema";
import { eventWithMembers, share, shortlist, tryVote, vote } from "../support/factories/events";
import { appWithMail, emailOf } from "../support/mail-app";
import { people } from "../support/factories/people";
import { snapshotTables } from "../support/snapshot";

const world = appWithMail();

const mailsAbout = (eventId: string, since: number) =>
  world.smtp.mails.filter((m) => m.receivedAt >= since && m.text.includes(`/event/${eventId}`));

/** An event with a shortlisted link on which the first member voted up. */
async function eventWithOneVoter(memberCount = 3) {
  const made = await eventWithMembers(world.app, memberCount);
  const link = await share(made.creator, made.id, "Noodle bar");
  await shortlist(made.creator, made.id, link.id);
  await vote(made.members[0]!, made.id, link.id, "up");
  return { ...made, link };
}

describe("turnout", () => {
  it("counts the members who voted on the shortlist and names those who have not", async () => {
    const { creator, members, id, link } = await eventWithOneVoter(2);
    // A vote on a link that is not shortlisted does not count.
    const other = await share(creator, id, "Not shortlisted");
    await tryVote(members[1]!, id, other.id, "up");
    const res = await members[1]!.client.get(`/api/events/${id}/turnout`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      memberCount: 3,
      votedCount: 1,
      notVoted: [
        { id: creator.id, name: creator.name },
        { id: members[1]!.id, name: members[1]!.name },
      ],
      nextReminderAt: null,
    });
    // Never who voted what.
    expect(res.text).not.toContain(link.id);
    expect(res.text).not.toContain('"up"');
  });

  it("is nothing to a non-member, or for a malformed or unknown id", async () => {
    const { id } = await eventWithMembers(world.app, 1);
    const [stranger] = await people(world.app, 1, "Stranger");
    for (const path of [id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const res = await stranger!.client.get(`/api/events/${path}/turnout`);
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: "eventNotFound", message: "Event not found" });
    }
  });
});

describe("reminding the others", () => {
  it("emails each other member who has not voted, and says how many", async () => {
    const { creator, members, id } = await eventWithOneVoter(3);
    await creator.client.patch(`/api/events/${id}`, {
      deadline: new Date(Date.now() + 48 * 3600_000).toISOString(),
    });
    const since = Date.now();
    const res = await creator.client.post(`/api/events/${id}/reminders`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reminded: 2 });
    for (const person of members.slice(1)) {
      const mail = await world.smtp.waitFor(await emailOf(person), { subject: /Reminder/, since });
      expect(mail.text).toContain(creator.name);
      expect(mail.text).toContain("Where shall we eat?");
      // "Vote now" opens the voting tab.
      expect(mail.text).toContain(`${world.app.url}/event/${id}?tab=shortlist`);
      expect(mail.text).toMatch(/Voting closes on .* UTC/);
      expect(mail.headers["list-unsubscribe"]).toContain("/api/unsubscribe?token=reminder.");
    }
    // Not the voter, not the creator who sent it.
    await new Promise((r) => setTimeout(r, 300));
    const to = mailsAbout(id, since).flatMap((m) => m.to);
    expect(to.sort()).toEqual((await Promise.all(members.slice(1).map(emailOf))).sort());
    const turnout = await members[0]!.client.get(`/api/events/${id}/turnout`);
    expect(Date.parse(turnout.json.nextReminderAt)).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
  });

  it("refuses a second reminder within 12 hours, saying when, and sends nothing", async () => {
    const { creator, id } = await eventWithOneVoter(2);
    expect((await creator.client.post(`/api/events/${id}/reminders`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const before = await snapshotTables(world.app.db);
    const again = await creator.client.post(`/api/events/${id}/reminders`);
    expect(again.status).toBe(429);
    expect(again.json.error).toEqual({
      code: "reminderTooSoon",
      message: "A reminder was sent less than 12 hours ago. You can send the next one in 12 hours.",
      params: { count: 12 },
    });
    expect(await snapshotTables(world.app.db)).toEqual(before);
    // Eleven hours later: one hour to go.
    await world.app.db
      .update(events)
      .set({ remindedAt: sql`now() - interval '11 hours'` })
      .where(eq(events.id, id));
    const later = await creator.client.post(`/api/events/${id}/reminders`);
    expect(later.json.error).toMatchObject({
      params: { count: 1 },
      message: expect.stringMatching(/in 1 hour\.$/),
    });
    await world.app.db
      .update(events)
      .set({ remindedAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(events.id, id));
    expect((await creator.client.post(`/api/events/${id}/reminders`)).status).toBe(200);
  });

  it("refuses when everyone has voted, without using up the reminder", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 1);
    const link = await share(creator, id, "Tacos");
    await shortlist(creator, id, link.id);
    await vote(members[0]!, id, link.id, "up");
    const before = await snapshotTables(world.app.db);
    const res = await creator.client.post(`/api/events/${id}/reminders`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("everyoneVoted");
    expect(await snapshotTables(world.app.db)).toEqual(before);
  });

  it("is the creator's, on an active event only", async () => {
    const { creator, members, id } = await eventWithOneVoter(2);
    const [stranger] = await people(world.app, 1, "Stranger");
    const before = await snapshotTables(world.app.db);
    const member = await members[1]!.client.post(`/api/events/${id}/reminders`);
    expect(member.status).toBe(403);
    expect(member.json.error.code).toBe("remindCreatorOnly");
    expect((await stranger!.client.post(`/api/events/${id}/reminders`)).status).toBe(404);
    expect((await creator.client.post(`/api/events/not-an-id/reminders`)).status).toBe(404);
    expect(await snapshotTables(world.app.db)).toEqual(before);
    await creator.client.post(`/api/events/${id}/close`);
    const closed = await creator.client.post(`/api/events/${id}/reminders`);
    expect(closed.status).toBe(409);
    expect(closed.json.error.code).toBe("eventClosed");
  });

  it("leaves out members who turned reminders off, and counts only those reminded", async () => {
    const { creator, members, id } = await eventWithOneVoter(3);
    const off = await members[1]!.client.put("/api/me/notifications", { reminder: false });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ reminder: false, closed: true });
    const since = Date.now();
    const res = await creator.client.post(`/api/events/${id}/reminders`);
    expect(res.json).toEqual({ reminded: 1 });
    await world.smtp.waitFor(await emailOf(members[2]!), { since });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsAbout(id, since).flatMap((m) => m.to)).toEqual([await emailOf(members[2]!)]);
  });
});
