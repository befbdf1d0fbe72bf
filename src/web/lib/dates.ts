// Dates as the dashboard and the event page show them, in the active language (lib/i18n.ts:
// the browser's own variant of it, en-GB or de-AT, when it has one) and the viewer's time zone.
// Each helper takes the locale, defaulting to the active language's.
import { formattingLocale } from "./i18n";

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale and style, made once. */
function dateFormat(locale: string, style: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}
const date = (locale: string) => dateFormat(locale, "date", { dateStyle: "medium" });
const dateTime = (locale: string) =>
  dateFormat(locale, "dateTime", { dateStyle: "medium", timeStyle: "short" });
const time = (locale: string) => dateFormat(locale, "time", { timeStyle: "short" });
// A deadline's exact moment: weekday to minute, with the zone, since the creator may be elsewhere.
const fullDateTime = (locale: string) =>
  dateFormat(locale, "full", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });

/** The day only: when an event was created. */
export const formatDate = (iso: string, locale = formattingLocale()) =>
  date(locale).format(new Date(iso));

/** Day and month only ("14 Nov"): when a round a link won closed (decision 226). */
export const formatDayMonth = (iso: string, locale = formattingLocale()) =>
  dateFormat(locale, "dayMonth", { day: "numeric", month: "short" }).format(new Date(iso));

/** Day and time: when a link was shared, when an event closed. */
export const formatDateTime = (iso: string, locale = formattingLocale()) =>
  dateTime(locale).format(new Date(iso));

/** The time only, as "7:40 PM" (or the day too when it is not today): when the next reminder
 * may be sent. */
export function formatTimeOfDay(iso: string, now = Date.now(), locale = formattingLocale()) {
  const at = new Date(iso);
  const sameDay = at.toDateString() === new Date(now).toDateString();
  return (sameDay ? time(locale) : dateTime(locale)).format(at);
}

/** Weekday, date, time and zone: a deadline's exact moment. */
export const formatFullDateTime = (iso: string, locale = formattingLocale()) =>
  fullDateTime(locale).format(new Date(iso));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "in 45 seconds", "in 5 minutes", "in 3 hours", "in 2 days" ("in 3 Stunden"): the time left, rounded to the
 * nearest whole unit (seconds counted up, so the last one is never "in 0 seconds"); null once
 * the moment has passed. */
export function timeLeft(untilMs: number, nowMs: number, locale = formattingLocale()) {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  const left = untilMs - nowMs;
  if (left <= 0) return null;
  if (left < MINUTE) return relative.format(Math.ceil(left / SECOND), "second");
  const minutes = Math.max(1, Math.round(left / MINUTE));
  if (minutes < 60) return relative.format(minutes, "minute");
  const hours = Math.round(left / HOUR);
  if (hours < 24) return relative.format(hours, "hour");
  return relative.format(Math.round(left / DAY), "day");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as a `datetime-local` input holds it: "2026-11-28T19:40" in the viewer's zone. */
export function toLocalInput(moment: string | number | Date) {
  const d = new Date(moment);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value back to a moment with its offset (ISO, UTC), or null if it is not
 * one. Without an offset the value is read in the viewer's zone, as they typed it. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
