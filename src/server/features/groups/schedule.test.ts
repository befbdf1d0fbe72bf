// The schedule's moments across daylight saving changes, both ways, in three kinds of zone, and
// on the two odd days: a clock time that does not exist, and one that happens twice.
import { describe, expect, it } from "vitest";
import { closingFor, nextOpening, scheduleOf, type WeeklySchedule } from "./schedule";

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

const weekly = (
  timeZone: string,
  opensOn: number,
  opensAt: string,
  closesOn = 5,
  closesAt = "18:00",
): WeeklySchedule => ({ timeZone, opensOn, opensAt, closesOn, closesAt });

/** The next `n` openings after `from`, each after the one before. */
function openings(schedule: WeeklySchedule, from: string, n: number) {
  const found: string[] = [];
  let after = at(from);
  for (let i = 0; i < n; i++) {
    after = nextOpening(schedule, after)!;
    found.push(after.toISOString());
  }
  return found;
}

describe("nextOpening", () => {
  it("keeps Monday 09:00 in Berlin across the spring change (29 March 2026)", () => {
    expect(openings(weekly("Europe/Berlin", 1, "09:00"), "2026-03-16T12:00:00Z", 3)).toEqual([
      "2026-03-23T08:00:00.000Z", // CET, UTC+1
      "2026-03-30T07:00:00.000Z", // CEST, UTC+2
      "2026-04-06T07:00:00.000Z",
    ]);
  });

  it("keeps Monday 09:00 in Berlin across the autumn change (25 October 2026)", () => {
    expect(openings(weekly("Europe/Berlin", 1, "09:00"), "2026-10-13T12:00:00Z", 3)).toEqual([
      "2026-10-19T07:00:00.000Z", // CEST
      "2026-10-26T08:00:00.000Z", // CET
      "2026-11-02T08:00:00.000Z",
    ]);
  });

  it("keeps Friday 18:00 in New York across its own changes (8 March, 1 November 2026)", () => {
    const friday = weekly("America/New_York", 5, "18:00", 7, "12:00");
    expect(openings(friday, "2026-03-01T00:00:00Z", 2)).toEqual([
      "2026-03-06T23:00:00.000Z", // EST, UTC-5
      "2026-03-13T22:00:00.000Z", // EDT, UTC-4
    ]);
    expect(openings(friday, "2026-10-25T00:00:00Z", 2)).toEqual([
      "2026-10-30T22:00:00.000Z", // EDT
      "2026-11-06T23:00:00.000Z", // EST
    ]);
  });

  it("does not move in a zone without daylight saving while Europe's clocks change", () => {
    const tokyo = weekly("Asia/Tokyo", 1, "09:00");
    expect(openings(tokyo, "2026-03-22T00:00:00Z", 2)).toEqual([
      "2026-03-23T00:00:00.000Z",
      "2026-03-30T00:00:00.000Z",
    ]);
    // Half an hour off UTC, midnight: the opening is on Sunday in UTC.
    expect(openings(weekly("Asia/Kolkata", 1, "00:00"), "2026-10-20T00:00:00Z", 2)).toEqual([
      "2026-10-25T18:30:00.000Z",
      "2026-11-01T18:30:00.000Z",
    ]);
  });

  it("opens at 03:00 when 02:30 does not exist (Berlin's spring-forward Sunday)", () => {
    // 02:00 CET jumps to 03:00 CEST: the opening is the first time after the gap, that day.
    expect(openings(weekly("Europe/Berlin", 7, "02:30"), "2026-03-22T12:00:00Z", 2)).toEqual([
      "2026-03-29T01:00:00.000Z", // 03:00 CEST
      "2026-04-05T00:30:00.000Z", // 02:30 CEST again
    ]);
  });

  it("opens once when 02:30 happens twice (Berlin's autumn Sunday), at the first", () => {
    expect(openings(weekly("Europe/Berlin", 7, "02:30"), "2026-10-18T12:00:00Z", 2)).toEqual([
      "2026-10-25T00:30:00.000Z", // 02:30 CEST; 02:30 CET (01:30Z) is not a second opening
      "2026-11-01T01:30:00.000Z",
    ]);
  });

  it("is strictly after the moment given: at an opening, the next is a week on", () => {
    const monday = weekly("Europe/Berlin", 1, "09:00");
    expect(iso(nextOpening(monday, at("2026-03-23T07:59:59Z")))).toBe("2026-03-23T08:00:00.000Z");
    expect(iso(nextOpening(monday, at("2026-03-23T08:00:00Z")))).toBe("2026-03-30T07:00:00.000Z");
  });

  it("after weeks missed, is the next one to come, not the first missed", () => {
    const monday = weekly("Europe/Berlin", 1, "09:00");
    expect(iso(nextOpening(monday, at("2026-05-13T10:00:00Z")))).toBe("2026-05-18T07:00:00.000Z");
  });
});

describe("closingFor", () => {
  it("closes at the next closing after the opening", () => {
    const week = weekly("Europe/Berlin", 1, "09:00", 5, "18:00");
    expect(iso(closingFor(week, at("2026-03-23T08:00:00Z")))).toBe("2026-03-27T17:00:00.000Z");
    // A round opened late (after downtime, on Saturday) closes at the following Friday.
    expect(iso(closingFor(week, at("2026-03-28T10:00:00Z")))).toBe("2026-04-03T16:00:00.000Z");
  });

  it("spans the spring change on the group's clock: Friday 18:00 to Monday 09:00", () => {
    const weekend = weekly("Europe/Berlin", 5, "18:00", 1, "09:00");
    const opened = nextOpening(weekend, at("2026-03-26T00:00:00Z"))!;
    expect(opened.toISOString()).toBe("2026-03-27T17:00:00.000Z");
    const closes = closingFor(weekend, opened)!;
    expect(closes.toISOString()).toBe("2026-03-30T07:00:00.000Z");
    // 63 hours on the clock, 62 real ones: an hour was skipped.
    expect((closes.getTime() - opened.getTime()) / 3600_000).toBe(62);
  });

  it("closes a week later when the closing is the opening's own weekday and time", () => {
    const round = weekly("America/New_York", 3, "12:00", 3, "12:00");
    const opened = nextOpening(round, at("2026-10-26T00:00:00Z"))!;
    expect(opened.toISOString()).toBe("2026-10-28T16:00:00.000Z");
    expect(iso(closingFor(round, opened))).toBe("2026-11-04T17:00:00.000Z");
  });
});

describe("scheduleOf", () => {
  const columns = {
    time_zone: "Europe/Berlin",
    opens_on: 1,
    opens_at: "09:00",
    closes_on: 5,
    closes_at: "18:00",
    schedule_paused: true,
    next_opening_at: null,
  };

  it("reads the columns, and none as no schedule", () => {
    expect(scheduleOf(columns)).toEqual(weekly("Europe/Berlin", 1, "09:00", 5, "18:00"));
    expect(scheduleOf({ ...columns, time_zone: null, opens_on: null })).toBeNull();
    expect(scheduleOf({ ...columns, closes_at: null })).toBeNull();
  });
});
