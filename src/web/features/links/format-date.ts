// Dates in the viewer's own locale and time zone (Intl's defaults).
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string) {
  return dateTime.format(new Date(iso));
}
