// Calendars (decision 228): what the calendar feed's routes answer, and the one place the
// "Add to calendar" entry's times and its Google Calendar and Outlook links are made, so the
// .ics file the server writes and the two links the browser opens say the same moment. No zod
// here: the event page imports this (the feed's answer schema is in responses.ts).

/**
 * A deadline's entry lasts a quarter of an hour from the deadline: long enough to be seen in a
 * day view, short enough not to block an afternoon. Its alarm rings an hour before, while there
 * is still time to vote.
 */
export const DEADLINE_ENTRY_MINUTES = 15;
export const DEADLINE_ALARM_MINUTES = 60;

export const deadlineEntry = (deadline: string | Date) => {
  const start = new Date(deadline);
  return { start, end: new Date(start.getTime() + DEADLINE_ENTRY_MINUTES * 60_000) };
};

/** 2026-11-29T18:30:00.000Z → 20261129T183000Z (iCalendar's and Google's UTC form). */
export const basicUtc = (time: Date) => time.toISOString().replace(/[-:]|\.\d{3}/g, "");

type Entry = { title: string; details: string; start: Date; end: Date };

/** Google Calendar's "add an event" page, filled in; times in UTC. */
export function googleCalendarUrl({ title, details, start, end }: Entry) {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", title);
  url.searchParams.set("dates", `${basicUtc(start)}/${basicUtc(end)}`);
  url.searchParams.set("details", details);
  return url.toString();
}

/** Outlook.com's "new event" page, filled in; times in UTC (ISO 8601 with Z). */
export function outlookCalendarUrl({ title, details, start, end }: Entry) {
  const url = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", title);
  url.searchParams.set("startdt", start.toISOString().replace(/\.\d{3}Z$/, "Z"));
  url.searchParams.set("enddt", end.toISOString().replace(/\.\d{3}Z$/, "Z"));
  url.searchParams.set("body", details);
  return url.toString();
}
