// Weekday names in the viewer's language, by ISO number (1 = Monday), as Intl writes them: no
// catalogue words to keep in step.
import { formattingLocale } from "../../lib/i18n";

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 1 January 2024 was a Monday: day n of that week, read in UTC, is ISO weekday n. */
export const weekdayName = (isoDay: number, locale = formattingLocale()) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );

/** The time zones to choose from (Intl's list), with `also` in it (the browser's own zone, or
 * the schedule's, which the list may name differently, as "UTC"). */
export function timeZones(...also: (string | undefined)[]) {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  for (const zone of also) if (zone) zones.add(zone);
  return [...zones].sort();
}
