// iCalendar: stable UIDs so re-adding updates; UTC moments, schedules on the group's TZID.
import ical, {
  foldLines,
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalWeekday,
  type ICalCalendar,
  type ICalEventData,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { DEADLINE_ALARM_MINUTES, deadlineEntry } from "../../../shared/calendar";
import type { WeeklySchedule } from "../groups";
import { mailT } from "../../kernel/i18n";
import type { Language } from "../../../shared/core/languages";

const PROD_ID = "//Huddle//Huddle Calendar//EN";
/** How often a subscribed calendar asks again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 3600;

export type CalendarEvent = {
  id: string;
  title: string;
  status: "active" | "completed";
  deadline: Date | string | null;
  closedAt: Date | string | null;
  /** The winning link's title (or address), only for a closed event; null: no winner. */
  winner: string | null;
};

const uidOf = (kind: string, id: string) => `${kind}-${id}@huddle`;

/** Plain replacement: i18next's interpolation is ~50 µs a call, a thousand per feed. */
function translate(key: string, language: Language, names: string[]) {
  const t = mailT(language) as unknown as (key: string, values: object) => string;
  const text = t(key, Object.fromEntries(names.map((name) => [name, `\uE000${name}\uE000`])));
  return (values: Record<string, string>) =>
    text.replace(/\uE000(\w+)\uE000/g, (_, name: string) => values[name] ?? "");
}

function makeWords(language: Language) {
  const title = ["title"];
  return {
    deadline: translate("calendar.file.deadline", language, title),
    deadlineText: translate("calendar.file.deadlineText", language, title),
    winner: translate("mail.calendar.winner", language, ["winner", "title"]),
    noWinner: translate("mail.calendar.noWinner", language, title),
    winnerText: translate("mail.calendar.winnerText", language, title),
    roundOpens: translate("mail.calendar.roundOpens", language, ["group"]),
    roundCloses: translate("mail.calendar.roundCloses", language, ["group"]),
    scheduleText: translate("mail.calendar.scheduleText", language, ["group"]),
    feedName: translate("mail.calendar.feedName", language, []),
    feedText: translate("mail.calendar.feedText", language, []),
  };
}

export type CalendarWords = ReturnType<typeof makeWords>;
const wordsByLanguage = new Map<Language, CalendarWords>();

/** The files' words in a language (English when none is saved), made once per process. */
export function calendarWords(language: Language | null | undefined): CalendarWords {
  const chosen = language ?? "en";
  let words = wordsByLanguage.get(chosen);
  if (!words) wordsByLanguage.set(chosen, (words = makeWords(chosen)));
  return words;
}

/** The open event's deadline; downloads get an alarm an hour before, the feed none (noise). */
function deadlineData(
  words: CalendarWords,
  event: CalendarEvent,
  url: string,
  alarm: boolean,
): ICalEventData {
  const { start, end } = deadlineEntry(event.deadline!);
  return {
    id: uidOf("deadline", event.id),
    start,
    end,
    summary: words.deadline({ title: event.title }),
    description: `${words.deadlineText({ title: event.title })}\n${url}`,
    url,
    alarms: alarm ? [{ type: ICalAlarmType.display, trigger: DEADLINE_ALARM_MINUTES * 60 }] : [],
  };
}

/** The closed event's winner, under the deadline's UID so a calendar turns one into the other. */
function winnerData(words: CalendarWords, event: CalendarEvent, url: string): ICalEventData {
  const { start, end } = deadlineEntry(event.closedAt!);
  return {
    id: uidOf("deadline", event.id),
    start,
    end,
    summary: event.winner
      ? words.winner({ winner: event.winner, title: event.title })
      : words.noWinner({ title: event.title }),
    description: `${words.winnerText({ title: event.title })}\n${url}`,
    url,
  };
}

/** An event's entry: deadline while open, winner once closed; null without a deadline. */
export function eventEntry(
  words: CalendarWords,
  event: CalendarEvent,
  url: string,
  { alarm = false } = {},
): ICalEventData | null {
  if (event.status === "completed" && event.closedAt) return winnerData(words, event, url);
  if (event.status === "active" && event.deadline) return deadlineData(words, event, url, alarm);
  return null;
}

/** ical-generator omits DTSTAMP's Z without a calendar zone; RFC 5545 wants UTC, which it holds. */
const text = (calendar: ICalCalendar) =>
  calendar.toString().replace(/^DTSTAMP:(\d{8}T\d{6})\r$/gm, "DTSTAMP:$1Z\r");

/** One event's .ics file (the "Add to calendar" download). */
export function eventFile(entry: ICalEventData) {
  const calendar = ical({ prodId: PROD_ID, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent(entry);
  return text(calendar);
}

/** One entry's lines, cached: ical-generator's ~17 µs an entry dominates a 500-entry feed. */
const keptEntries = new Map<string, string>();
const KEPT_ENTRIES_MAX = 20_000;

/** An event's lines in the feed ("" when it has none), from the kept ones when it is unchanged. */
function entryLines(language: Language, event: CalendarEvent, url: string) {
  const { id, status, title, deadline, closedAt, winner } = event;
  const key = [language, id, status, String(deadline), String(closedAt), url, title, winner].join(
    "\u0000",
  );
  let lines = keptEntries.get(key);
  if (lines === undefined) {
    const entry = eventEntry(calendarWords(language), event, url);
    // ical-generator folds only whole calendars: fold a lone entry here (RFC 5545, 75 octets).
    lines = entry ? foldLines(ical({ prodId: PROD_ID }).createEvent(entry).toString()) : "";
    if (keptEntries.size >= KEPT_ENTRIES_MAX) keptEntries.delete(keptEntries.keys().next().value!);
    keptEntries.set(key, lines);
  }
  return lines;
}

/** The person's feed, in one calendar named "Huddle", refreshed hourly. */
export function feedFile(
  language: Language,
  events: CalendarEvent[],
  urlOf: (eventId: string) => string,
) {
  const words = calendarWords(language);
  const calendar = ical({
    prodId: PROD_ID,
    name: words.feedName({}),
    description: words.feedText({}),
    ttl: FEED_REFRESH_SECONDS,
    method: ICalCalendarMethod.PUBLISH,
  });
  const body = events.map((event) => entryLines(language, event, urlOf(event.id))).join("");
  return text(calendar).replace(/END:VCALENDAR(\r\n)?$/, `${body}END:VCALENDAR\r\n`);
}

const WEEKDAYS = [
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
  ICalWeekday.SU,
];

/** The date (YYYY-MM-DD) of a moment on a zone's clock. */
const localDate = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(moment)
    .slice(0, 10);

/** "2026-11-30" at "09:00" plus `minutes` → "2026-11-30T09:15:00" (a wall-clock time). */
function wallClock(date: string, clock: string, minutes = 0) {
  const [hour, minute] = clock.split(":").map(Number);
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCMinutes(hour! * 60 + minute! + minutes);
  return t.toISOString().slice(0, 19);
}

/** A group's schedule: weekly "round opens" and "voting closes" entries. */
export function scheduleFile(
  words: CalendarWords,
  group: { id: string; name: string },
  schedule: WeeklySchedule,
  opening: Date,
  closing: Date,
  url: string,
) {
  const { timeZone } = schedule;
  const calendar = ical({
    prodId: PROD_ID,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: timeZone, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
  const description = `${words.scheduleText({ group: group.name })}\n${url}`;
  const weekly = (
    kind: string,
    moment: Date,
    weekday: number,
    clock: string,
    summary: string,
  ): ICalEventData => {
    const date = localDate(moment, timeZone);
    return {
      id: uidOf(kind, group.id),
      start: wallClock(date, clock),
      end: wallClock(date, clock, 15),
      timezone: timeZone,
      summary,
      description,
      url,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: WEEKDAYS[weekday - 1] },
    };
  };
  calendar.createEvent(
    weekly(
      "opens",
      opening,
      schedule.opensOn,
      schedule.opensAt,
      words.roundOpens({ group: group.name }),
    ),
  );
  calendar.createEvent(
    weekly(
      "closes",
      closing,
      schedule.closesOn,
      schedule.closesAt,
      words.roundCloses({ group: group.name }),
    ),
  );
  return text(calendar);
}
