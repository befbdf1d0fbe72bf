import { describe, expect, it } from "vitest";
import { formatFullDateTime } from "../../lib/dates";
import { clockTime, timeZones, weekdayName, WEEKDAYS } from "./weekdays";

describe("weekday names", () => {
  it("name ISO weekdays from Monday, in the language asked for", () => {
    expect(WEEKDAYS.map((day) => weekdayName(day, "en-GB"))).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(weekdayName(5, "de-DE")).toBe("Freitag");
    expect(weekdayName(7, "de-DE")).toBe("Sonntag");
  });
});

describe("a schedule's clock times", () => {
  // Intl puts a narrow no-break space before "AM" (CLDR 42 on): compared as any space.
  const spaced = (text: string) => text.replace(/\s/gu, " ");

  it("are in the hour cycle of the reader's locale, as Intl writes every other time", () => {
    expect(spaced(clockTime("07:56", "en-US"))).toBe("7:56 AM");
    expect(spaced(clockTime("18:30", "en-US"))).toBe("6:30 PM");
    expect(spaced(clockTime("00:05", "en-US"))).toBe("12:05 AM");
    expect(clockTime("07:56", "en-GB")).toBe("07:56");
    expect(clockTime("07:56", "de-DE")).toBe("07:56");
    expect(clockTime("00:05", "de-DE")).toBe("00:05");
    expect(clockTime("23:59", "de-AT")).toBe("23:59");
  });

  it("say the hour as the next opening, a moment, does in that locale", () => {
    // 18:30 on the test's own clock, which formatFullDateTime writes in.
    const moment = new Date(2026, 10, 29, 18, 30).toISOString();
    for (const locale of ["en-US", "en-GB", "de-DE"])
      expect(formatFullDateTime(moment, locale)).toContain(clockTime("18:30", locale));
  });
});

describe("time zones to choose from", () => {
  it("are Intl's, sorted, with the zones given added once", () => {
    const zones = timeZones("UTC", "Europe/Berlin", undefined);
    expect(zones).toContain("UTC");
    expect(zones.filter((zone) => zone === "Europe/Berlin")).toHaveLength(1);
    expect(zones).toEqual([...zones].sort());
    expect(zones.length).toBeGreaterThan(100);
  });
});
