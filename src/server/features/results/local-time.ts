// Times in the downloads as the downloader's clock shows them: ISO 8601 with the offset
// ("2026-11-26T19:30:05+01:00"), so a spreadsheet shows the local time and the moment stays
// exact. The browser sends its time zone (`?tz=`, an IANA name); without one, UTC ("+00:00").
import { z } from "zod";
import { AppError, fieldError } from "../../kernel/errors";

// An IANA name ("Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC", "Etc/GMT+5"): letters,
// digits, "_", "-", "+" in parts joined by "/". Intl also takes offsets ("+01:00") and would
// read far longer text: neither is a zone name.
const ZONE_NAME = /^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formats.set(zone, format);
  }
  return format;
}

/** The `tz` query parameter: a time zone Intl knows by its IANA name (aliases included, as
 * browsers report them), "UTC" when absent; anything else is 400. */
export function timeZoneParam(raw: string | undefined): string {
  if (raw === undefined || raw === "") return "UTC";
  if (raw.length <= 64 && ZONE_NAME.test(raw)) {
    try {
      formatIn(raw);
      return raw;
    } catch {
      // RangeError: Intl knows no such zone.
    }
  }
  throw new AppError("unknownTimeZone", undefined, { tz: fieldError("unknownTimeZone") });
}

/** `time` in `zone`, as ISO 8601 to the second with the zone's offset at that moment. */
export function localTime(time: Date, zone: string): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+01:00", or "GMT" alone at offset zero.
  const offset = parts.timeZoneName!.slice(3) || "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** The downloads' times are on this clock (checked by the route: an unknown zone is 400). */
export const timeZoneQuery = {
  tz: {
    description: "The time zone for times, an IANA name such as Europe/Berlin (default UTC)",
    schema: z.string(),
  },
};
