// What the emails say (issue #34): every kind comes in the one layout with the brand header and
// a plain-text part, greets its recipient by name (escaped in HTML), "people joined" names who
// joined, and "closed" carries the ranking in the method's words with the winner first, the tie
// rule when it decided, and links to the winner's own address and to the event: only what every
// member sees once the event is closed. Real mail, through a real SMTP server.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventMembers, events, user } from "../../src/server/db/schema";
import type { CaughtMail } from "../support/smtp-catcher";
import {
  eventThroughApi,
  eventWithMembers,
  joinAs,
  linkWithVotes,
  share,
} from "../support/factories/events";
import { PASSWORD, people, signedInUser, uniqueEmail } from "../support/factories/people";
import { appWithMail, emailOf } from "../support/mail-app";
import type { TestApp } from "../support/test-app";

const world = appWithMail();

const HOUR = 3600_000;
/** The verification email's header, which every email now opens with. */
const HEADER = '<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Huddle</p>';
const lines = (mail: CaughtMail) => mail.text.split(/\r?\n/);

describe("every kind of email", () => {
  it("has the brand header, a plain-text part and a greeting by name", async () => {
    const caught: Record<string, CaughtMail> = {};
    let since = Date.now();

    // Account mail: the verification link and a password reset.
    const email = uniqueEmail("new");
    await world.app
      .client()
      .post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Nora New" });
    caught.verification = await world.smtp.waitFor(email, { subject: /verify/i, since });
    const ada = await signedInUser(world.app, { name: "Ada Creator" });
    since = Date.now();
    await world.app.client().post("/api/auth/request-password-reset", { email: ada.email });
    caught.reset = await world.smtp.waitFor(ada.email, { subject: /password/i, since });

    // Notices: an invitation, the creator's reminder, the deadline a day away, the close, joins.
    const [ben] = await people(world.app, 1, "Ben");
    const event = (await ada.client.post("/api/events", { title: "Friday dinner" })).json;
    await joinAs(ben!, event.invitationCode);
    await ada.client.patch(`/api/events/${event.id}`, {
      deadline: new Date(Date.now() + 30 * HOUR).toISOString(),
    });
    const benEmail = await emailOf(ben!);
    since = Date.now();
    await ada.client.post(`/api/events/${event.id}/invitations`, { email: benEmail });
    caught.invitation = await world.smtp.waitFor(benEmail, { subject: /invited/, since });
    since = Date.now();
    await ada.client.post(`/api/events/${event.id}/reminders`);
    caught.reminder = await world.smtp.waitFor(benEmail, { subject: /Reminder/, since });
    await world.app.db
      .update(events)
      .set({ deadline: new Date(Date.now() + 20 * HOUR) })
      .where(eq(events.id, event.id));
    since = Date.now();
    await world.app.scheduler.tick();
    caught.deadline = await world.smtp.waitFor(benEmail, { subject: /24 hours/, since });
    caught.joined = await world.smtp.waitFor(ada.email, { subject: /joined/ });
    since = Date.now();
    await ada.client.post(`/api/events/${event.id}/close`);
    caught.closed = await world.smtp.waitFor(benEmail, { subject: /closed/, since });

    const greetings: Record<string, string> = {
      verification: "Hello, Nora New,",
      reset: "Hello, Ada Creator,",
      invitation: "Hello, Ben 1,",
      reminder: "Hello, Ben 1,",
      deadline: "Hello, Ben 1,",
      joined: "Hello, Ada Creator,",
      closed: "Hello, Ben 1,",
    };
    for (const [kind, mail] of Object.entries(caught)) {
      // The header opens the page, before the card, exactly as the verification email has it.
      expect(mail.html, kind).toMatch(
        new RegExp(`<body[^>]*>\\s*<div[^>]*>\\s*${HEADER.replace(/[()]/g, "\\$&")}\\s*<div`),
      );
      expect(mail.html.split(HEADER), kind).toHaveLength(2);
      expect(lines(mail)[0], kind).toBe(greetings[kind]);
      expect(mail.html, kind).toContain(`>${greetings[kind]}</p>`);
    }
  });

  it("escapes the recipient's name in HTML and keeps it as typed in text", async () => {
    const { creator, id } = await eventWithMembers(world.app, 0);
    const [odd] = await people(world.app, 1, "Bob");
    await world.app.db.update(user).set({ name: 'Bob <b>"& 1' }).where(eq(user.id, odd!.id));
    await world.app.db.execute(
      sql`insert into event_members (event_id, user_id) values (${id}, ${odd!.id})`,
    );
    const since = Date.now();
    await creator.client.post(`/api/events/${id}/close`);
    const mail = await world.smtp.waitFor(await emailOf(odd!), { since });
    expect(lines(mail)[0]).toBe('Hello, Bob <b>"& 1,');
    expect(mail.html).toContain("Hello, Bob &lt;b&gt;&quot;&amp; 1,");
    expect(mail.html).not.toContain("<b>");
  });
});

/** A day passes for the event's joins: the last announcement and every join so far move a day
 * back, so the next announcement is due, and names only those who join after this. */
async function aDayPasses(db: TestApp["db"], eventId: string) {
  const back = sql`interval '25 hours'`;
  await db
    .update(events)
    .set({ joinsAnnouncedAt: sql`${events.joinsAnnouncedAt} - ${back}` })
    .where(eq(events.id, eventId));
  await db
    .update(eventMembers)
    .set({ joinedAt: sql`${eventMembers.joinedAt} - ${back}` })
    .where(eq(eventMembers.eventId, eventId));
}

describe("people joined", () => {
  it("names the first few who joined, then how many others, in the creator's language", async () => {
    const { creator, event, id } = await eventThroughApi(world.app, 5, "Board games");
    let since = Date.now();
    await world.app.scheduler.tick();
    const mail = await world.smtp.waitFor(creator.email, { subject: /joined/, since });
    expect(mail.subject).toBe('Member 1, Member 2, Member 3 and 2 others joined "Board games"');
    expect(mail.text).toContain(
      "Member 1, Member 2, Member 3 and 2 others joined your event Board games.",
    );
    expect(mail.text).toContain(`${world.app.url}/event/${id}`);

    // A day later, in German: only the one who joined since.
    await creator.client.patch("/api/me", { language: "de" });
    await aDayPasses(world.app.db, id);
    const [late] = await people(world.app, 1, "Spät");
    await joinAs(late!, event.invitationCode);
    since = Date.now();
    await world.app.scheduler.tick();
    const next = await world.smtp.waitFor(creator.email, { subject: /beigetreten/, since });
    expect(next.subject).toBe("Spät 1 ist „Board games“ beigetreten");
    expect(next.html).toContain(
      "Spät 1 ist deinem Event <strong>Board games</strong> beigetreten.",
    );
  });
});

describe("the closing email", () => {
  it("ranks the shortlist in the method's words, the winner first, with its address and the event's", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 3);
    const [m1, m2, m3] = members.map((m) => m.id);
    const c = creator.id;
    const at = (s: number) => new Date(Date.now() - 3600_000 + s * 1000);
    type Ballot = { userId: string; value: "up" | "down" };
    const up = (userId: string): Ballot => ({ userId, value: "up" });
    const down = (userId: string): Ballot => ({ userId, value: "down" });
    const made = async (title: string, s: number, ballots: Ballot[]) =>
      linkWithVotes(world.app, id, c, ballots, { title, createdAt: at(s), inShortlist: true });
    // Trattoria and Sushi bar tie at +2; Trattoria is newer, so it wins.
    const trattoria = await made("Trattoria <Roma>", 10, [up(c), up(m1!)]);
    const sushi = await made("Sushi bar", 9, [up(c), up(m1!), up(m2!), down(m3!)]);
    const noodles = await made("Noodle bar", 8, [up(m2!)]);
    const tacos = await made("Taco stand", 7, [down(m1!)]);
    const zeros = [
      await made("Zero A", 6, []),
      await made("Zero B", 5, []),
      await made("Zero C", 4, []),
    ];
    // Off the shortlist: never ranked, whatever its votes.
    await linkWithVotes(world.app, id, c, [up(c), up(m1!), up(m2!)], {
      title: "Burger joint",
      inShortlist: false,
    });

    const since = Date.now();
    expect((await creator.client.post(`/api/events/${id}/close`)).status).toBe(200);
    const mail = await world.smtp.waitFor(await emailOf(members[0]!), { since });
    expect(mail.subject).toBe('"Where shall we eat?" has closed: the winner is "Trattoria <Roma>"');
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain(
      [
        "Where shall we eat? has closed. The winner is Trattoria <Roma>.",
        "",
        `The winner's own page: ${trattoria.url}`,
        "",
        "The shortlist, best first:",
        `1. Trattoria <Roma> <${trattoria.url}>: +2 (2 up, 0 down)`,
        `2. Sushi bar <${sushi.url}>: +2 (3 up, 1 down)`,
        `3. Noodle bar <${noodles.url}>: +1 (1 up, 0 down)`,
        `4. Zero A <${zeros[0]!.url}>: 0 (0 up, 0 down)`,
        `5. Zero B <${zeros[1]!.url}>: 0 (0 up, 0 down)`,
        "",
        "Trattoria <Roma> and Sushi bar had the same score; a tie goes to the newer link, so Trattoria <Roma> won.",
        "",
        "And 2 more links on the shortlist.",
        "",
        `See the result: ${world.app.url}/event/${id}`,
      ].join("\n"),
    );
    expect(text).not.toContain(tacos.url);
    expect(text).not.toContain("Burger joint");
    // Counts only: no one's name but the recipient's own greeting.
    for (const other of [creator, members[1]!, members[2]!]) expect(text).not.toContain(other.name);
    // In HTML: a list, the winner linked first (its title escaped), the event behind the button.
    expect(mail.html).toContain(
      `<li style="margin:0 0 8px"><a href="${trattoria.url}" style="color:#4f46e5;overflow-wrap:anywhere">Trattoria &lt;Roma&gt;</a>: +2 (2 up, 0 down)</li>`,
    );
    expect(mail.html.indexOf(trattoria.url)).toBeLessThan(mail.html.indexOf(sushi.url));
    // "See the result" opens the event where the result shows (decision 208).
    expect(mail.html).toContain(`href="${world.app.url}/event/${id}?tab=shortlist"`);
  });

  it("says approvals and dots for those methods, in the member's language", async () => {
    for (const [method, english, german] of [
      ["approval", "2 approvals", "2 Zustimmungen"],
      ["dots", "2 dots", "2 Punkte"],
    ] as const) {
      const { creator, members, id } = await eventWithMembers(world.app, 1);
      await world.app.db.update(events).set({ method }).where(eq(events.id, id));
      await members[0]!.client.patch("/api/me", { language: "de" });
      const pick = await linkWithVotes(
        world.app,
        id,
        creator.id,
        [
          { userId: creator.id, value: "up" },
          { userId: members[0]!.id, value: "up" },
        ],
        { title: "Park" },
      );
      const since = Date.now();
      await creator.client.post(`/api/events/${id}/close`);
      const toCreator = await world.smtp.waitFor(await emailOf(creator), { since });
      const toMember = await world.smtp.waitFor(await emailOf(members[0]!), { since });
      expect(toCreator.text, method).toContain(`1. Park <${pick.url}>: ${english}`);
      expect(toMember.text, method).toContain(`1. Park <${pick.url}>: ${german}`);
      expect(toMember.text, method).toContain(`Die eigene Seite des Gewinners: ${pick.url}`);
    }
  });

  it("has no ranking when nothing was shortlisted", async () => {
    const { creator, members, id } = await eventWithMembers(world.app, 1);
    await share(creator, id, "Never shortlisted");
    const since = Date.now();
    await creator.client.post(`/api/events/${id}/close`);
    const mail = await world.smtp.waitFor(await emailOf(members[0]!), { since });
    expect(mail.text).toContain("Nothing was on the shortlist, so there is no winner.");
    expect(mail.text).not.toContain("best first");
  });
});
