// Download times in ISO 8601 with the downloader's offset (from `?tz=`, else UTC), local yet exact.
import { z } from "zod";
import { AppError, fieldError } from "../../kernel/errors";

// An IANA zone name; Intl also takes offsets and far longer text, neither of which is a zone name.
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

/** The `tz` parameter: an IANA zone Intl knows, "UTC" when absent; anything else is 400. */
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
