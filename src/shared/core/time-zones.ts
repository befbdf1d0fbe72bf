// A person's time zone: an IANA name ("Europe/Berlin") as the browser's Intl reports it, kept on
// the account so emails can write times the way the page shows them (decision 218). Intl itself
// is the list of zones: no table of our own to fall behind the tz database.

/** Longer than any IANA name ("America/Argentina/ComodRivadavia" is 32). */
export const TIME_ZONE_MAX = 64;

// Intl (newer engines) also takes offsets such as "+01:00": a fixed offset is no place and knows
// no daylight saving, so only names are kept.
const zoneName = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** Whether `name` is a time zone Intl knows by that name. */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX || !zoneName.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
