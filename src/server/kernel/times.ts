// A moment in the recipient's zone and language; UTC, named, when unknown.
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
