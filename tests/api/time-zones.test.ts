// A person's time zone (decision 218): kept on the account like the language (PATCH /api/me, an
// IANA name Intl knows; anything else is a 400 naming the field and changes nothing), answered by
// GET /api/me, the session and "Download my data", and used by every email that states a time:
// in the recipient's zone with its short name, daylight saving included, in their language; UTC,
// said so, when none is kept. An invitation states the deadline in the inviter's zone, named.
// Real mail, through a real SMTP server.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema";
import { createEventAs, eventThroughApi } from "../support/factories/events";
import { signedInUser, uniqueEmail, type Person } from "../support/factories/people";
import { appWithMail } from "../support/mail-app";
import { snapshotTables } from "../support/snapshot";

const world = appWithMail();

const zoneOf = async (id: string) =>
  (await world.app.db.select({ zone: user.timeZone }).from(user).where(eq(user.id, id)))[0]?.zone;

/** 12:00 UTC on `day` of `month` (0-based) next time it comes round at least two days ahead:
 * within a deadline's year, and in winter or summer as the test needs. */
function nextNoonUtc(month: number, day: number) {
  const year = new Date().getUTCFullYear();
  const at = Date.UTC(year, month, day, 12);
  return new Date(at > Date.now() + 2 * 86_400_000 ? at : Date.UTC(year + 1, month, day, 12));
}

const firstLine = (text: string) => text.split(/\r?\n/)[0];

const setZone = async (person: Person, body: Record<string, string>) =>
  expect((await person.client.patch("/api/me", body)).status).toBe(200);

describe("the time zone on the account", () => {
  it("is none at first, then kept and answered by GET and PATCH /api/me, the session and the data download", async () => {
    const ada = await signedInUser(world.app, { name: "Ada" });
    expect((await ada.client.get("/api/me")).json).toMatchObject({ name: "Ada", timeZone: null });

    const res = await ada.client.patch("/api/me", { timeZone: "America/New_York" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Ada", language: null, timeZone: "America/New_York" });
    expect(await zoneOf(ada.id)).toBe("America/New_York");
    expect((await ada.client.get("/api/me")).json.timeZone).toBe("America/New_York");
    // Better Auth's session answer carries it too: the browser compares its own zone with it.
    expect((await ada.client.get("/api/auth/get-session")).json.user.timeZone).toBe(
      "America/New_York",
    );

    // A language leaves the zone as it is, and the other way round.
    await ada.client.patch("/api/me", { language: "de" });
    await ada.client.patch("/api/me", { timeZone: "Europe/Berlin" });
    expect((await ada.client.get("/api/me")).json).toMatchObject({
      language: "de",
      timeZone: "Europe/Berlin",
    });
    const data = await ada.client.get("/api/me/data");
    expect(data.json.account).toMatchObject({ language: "de", timeZone: "Europe/Berlin" });
  });

  it("refuses a zone Intl does not know with 400 naming the field, and changes nothing", async () => {
    const ada = await signedInUser(world.app, { name: "Ada" });
    await setZone(ada, { timeZone: "Europe/Berlin" });
    const before = await snapshotTables(world.app.db);
    for (const timeZone of [
      "Mars/Olympus_Mons",
      "Europe/Berlinn",
      "",
      "+01:00",
      "Europe/Berlin\n",
      "../../etc/passwd",
      "A".repeat(200),
      null,
      1,
      ["Europe/Berlin"],
    ]) {
      const res = await ada.client.patch("/api/me", { timeZone });
      expect(res.status, JSON.stringify(timeZone)).toBe(400);
      expect(Object.keys(res.json.error.fields)).toEqual(["timeZone"]);
      expect(res.json.error.fields.timeZone.code).toMatch(/^(unknownTimeZone|timeZoneNotText)$/);
    }
    // With a good name beside it, still nothing changes.
    const both = await ada.client.patch("/api/me", { name: "Ada L.", timeZone: "Nowhere/Else" });
    expect(both.status).toBe(400);
    expect(await snapshotTables(world.app.db)).toEqual(before);
    expect(await zoneOf(ada.id)).toBe("Europe/Berlin");
  });

  it("cannot be set signed out", async () => {
    const res = await world.app.client().patch("/api/me", { timeZone: "Europe/Berlin" });
    expect(res.status).toBe(401);
  });
});

describe("times in emails", () => {
  /** An event with a deadline at `deadline` and two members who have not voted, reminded. */
  async function remind(deadline: Date, zones: [Record<string, string>, Record<string, string>]) {
    const { creator, members, id } = await eventThroughApi(world.app, 2, "Friday dinner");
    for (const [i, zone] of zones.entries()) {
      if (Object.keys(zone).length) await setZone(members[i]!, zone);
    }
    const set = await creator.client.patch(`/api/events/${id}`, {
      deadline: deadline.toISOString(),
    });
    expect(set.status).toBe(200);
    const since = Date.now();
    expect((await creator.client.post(`/api/events/${id}/reminders`)).status).toBe(200);
    return Promise.all(members.map((m) => world.smtp.waitFor(m.email, { since })));
  }

  it("writes the deadline in each recipient's zone and language, through daylight saving", async () => {
    const winter = nextNoonUtc(0, 15);
    const summer = nextNoonUtc(6, 15);
    const berlin = { timeZone: "Europe/Berlin" };
    const [inWinter, inWinterDe] = await remind(winter, [berlin, { ...berlin, language: "de" }]);
    expect(inWinter!.text).toMatch(/Voting closes on \w+day, 15 January \d{4} at 13:00 CET\./);
    expect(inWinter!.html).toMatch(/<strong>\w+day, 15 January \d{4} at 13:00 CET<\/strong>/);
    expect(inWinterDe!.text).toMatch(
      /Die Abstimmung endet am \w+, 15\. Januar \d{4} um 13:00 MEZ\./,
    );

    // Half a year on, Berlin is an hour further from UTC, and says so.
    const [inSummer, inSummerDe] = await remind(summer, [berlin, { ...berlin, language: "de" }]);
    expect(inSummer!.text).toMatch(/15 July \d{4} at 14:00 CEST\./);
    expect(inSummerDe!.text).toMatch(/15\. Juli \d{4} um 14:00 MESZ\./);

    // Another zone's own offset, and no zone at all: UTC, said so.
    const [newYork, unknown] = await remind(winter, [{ timeZone: "America/New_York" }, {}]);
    expect(newYork!.text).toMatch(/15 January \d{4} at 07:00 GMT-5\./);
    expect(unknown!.text).toMatch(/15 January \d{4} at 12:00 UTC\./);
  });

  it("states an invitation's deadline in the inviter's zone, naming it, or the invitee's own", async () => {
    const ada = await signedInUser(world.app, { name: "Ada" });
    await setZone(ada, { timeZone: "America/New_York" });
    const event = await createEventAs(ada, "Friday dinner");
    const deadline = nextNoonUtc(0, 15);
    await ada.client.patch(`/api/events/${event.id}`, { deadline: deadline.toISOString() });

    // No account at that address: the inviter's zone, with its name, since it may not be theirs.
    const stranger = uniqueEmail("invitee");
    let since = Date.now();
    await ada.client.post(`/api/events/${event.id}/invitations`, { email: stranger });
    const toStranger = await world.smtp.waitFor(stranger, { since });
    expect(toStranger.text).toMatch(
      /Voting closes on \w+day, 15 January \d{4} at 07:00 GMT-5 \(America\/New York time\)\./,
    );
    expect(firstLine(toStranger.text)).toBe("Hello,");

    // An account with that address: its own zone and language, and its name.
    const grete = await signedInUser(world.app, { name: "Grete" });
    await setZone(grete, { timeZone: "Europe/Berlin", language: "de" });
    since = Date.now();
    await ada.client.post(`/api/events/${event.id}/invitations`, { email: grete.email });
    const toGrete = await world.smtp.waitFor(grete.email, { since });
    expect(firstLine(toGrete.text)).toBe("Hallo Grete,");
    expect(toGrete.text).toMatch(
      /Die Abstimmung endet am \w+, 15\. Januar \d{4} um 13:00 MEZ \(Zeit in Europe\/Berlin\)\./,
    );

    // An event without a deadline says nothing about one.
    const open = await createEventAs(ada, "Someday");
    const other = uniqueEmail("invitee");
    since = Date.now();
    await ada.client.post(`/api/events/${open.id}/invitations`, { email: other });
    expect((await world.smtp.waitFor(other, { since })).text).not.toContain("Voting closes");
  });

  it("states a deadline in UTC, saying so, when the inviter has no zone either", async () => {
    const bob = await signedInUser(world.app, { name: "Bob" });
    const event = await createEventAs(bob, "Picnic");
    await bob.client.patch(`/api/events/${event.id}`, {
      deadline: nextNoonUtc(6, 15).toISOString(),
    });
    const to = uniqueEmail("invitee");
    const since = Date.now();
    await bob.client.post(`/api/events/${event.id}/invitations`, { email: to });
    expect((await world.smtp.waitFor(to, { since })).text).toMatch(
      /Voting closes on \w+day, 15 July \d{4} at 12:00 UTC\./,
    );
  });
});
