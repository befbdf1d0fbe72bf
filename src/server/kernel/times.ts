// A moment as an email writes it: in the recipient's time zone (kept on their account, decision
// 218) with the zone's short name, in their language: "Friday, 27 March 2026 at 19:00 CET",
// "Freitag, 27. März 2026 um 19:00 MEZ". With no zone known (a guest, an account the browser has
// not told yet) it is UTC, and the name says so. Intl knows the zones and their names, daylight
// saving included.
import type { Language } from "../../shared/core/languages";
import { isTimeZone } from "../../shared/core/time-zones";
import { mailLocale } from "./i18n";

/** The zone an email writes its times in: the one given when Intl knows it, else UTC. */
export const mailTimeZone = (timeZone: string | null | undefined) =>
  timeZone && isTimeZone(timeZone) ? timeZone : "UTC";

export function formatMoment(
  moment: Date,
  language: Language | null,
  timeZone: string | null | undefined,
) {
  // dateStyle cannot be combined with timeZoneName, so the parts are named one by one.
  return new Intl.DateTimeFormat(mailLocale(language), {
    timeZone: mailTimeZone(timeZone),
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(moment);
}
