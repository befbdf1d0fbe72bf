// Reads an iCalendar file the way a calendar app would (decision 228): ical.js, a full RFC 5545
// parser, with each file's own VTIMEZONE registered, so a TZID'd time and its recurrence are
// expanded as the file says and not as the tests would like.
import ICAL from "ical.js";

export type ParsedEntry = {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  start: Date;
  end: Date;
  /** The zone of DTSTART as written ("Z" for UTC, else its TZID). */
  zone: string;
  event: ICAL.Event;
};

export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const entries: ParsedEntry[] = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const url = vevent.getFirstPropertyValue("url");
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: url === null ? null : String(url),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      zone: event.startDate.zone?.tzid ?? "",
      event,
    };
  });
  const property = (name: string) => {
    const value = calendar.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return { calendar, entries, property };
}

/** The first `count` occurrences of a recurring entry: each moment, and its clock on its zone. */
export function occurrences(entry: ParsedEntry, count: number) {
  const iterator = entry.event.iterator();
  const found: { moment: Date; clock: string; weekday: number }[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    found.push({
      moment: next.toJSDate(),
      clock: `${String(next.hour).padStart(2, "0")}:${String(next.minute).padStart(2, "0")}`,
      // ical.js: 1 = Sunday; as ISO: 1 = Monday.
      weekday: ((next.dayOfWeek() + 5) % 7) + 1,
    });
  }
  return found;
}
