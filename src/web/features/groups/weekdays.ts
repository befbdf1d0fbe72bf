// Weekday names and clock times in the viewer's language, as Intl writes them: no catalogue
// words to keep in step, and times in the hour cycle of the reader's locale.
import { formattingLocale } from "../../lib/i18n";

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 1 January 2024 was a Monday: day n of that week, read in UTC, is ISO weekday n. */
export const weekdayName = (isoDay: number, locale = formattingLocale()) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );

/** A time on a schedule's clock ("18:30", 24 hours, as the API and a time field hold it) as the
 * reader's locale writes one: "6:30 PM" in en-US, "18:30" in en-GB and de-DE. The same hour
 * cycle as every moment Intl writes for them (the next opening) and, in a browser set to their
 * language, as the time fields (decision 220). A clock time, not a moment: read in UTC, where a
 * day has every minute once. */
export function clockTime(clock: string, locale = formattingLocale()) {
  const [hours, minutes] = clock.split(":").map(Number);
  // timeStyle, not hour "numeric": alone, that writes "7:56" for en-GB and de, whose times
  // within a date (formatFullDateTime) are "07:56".
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

/** The time zones to choose from (Intl's list), with `also` in it (the browser's own zone, or
 * the schedule's, which the list may name differently, as "UTC"). */
export function timeZones(...also: (string | undefined)[]) {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  for (const zone of also) if (zone) zones.add(zone);
  return [...zones].sort();
}
