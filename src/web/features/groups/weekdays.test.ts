import { describe, expect, it } from "vitest";
import { timeZones, weekdayName, WEEKDAYS } from "./weekdays";

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

describe("time zones to choose from", () => {
  it("are Intl's, sorted, with the zones given added once", () => {
    const zones = timeZones("UTC", "Europe/Berlin", undefined);
    expect(zones).toContain("UTC");
    expect(zones.filter((zone) => zone === "Europe/Berlin")).toHaveLength(1);
    expect(zones).toEqual([...zones].sort());
    expect(zones.length).toBeGreaterThan(100);
  });
});
