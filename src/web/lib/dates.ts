// Dates as the dashboard and the event page show them, in the viewer's own locale and time zone
// (Intl's defaults, as the original's toLocaleDateString).
const date = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The day only: when an event was created. */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** Day and time: when a link was shared, when an event closed. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
