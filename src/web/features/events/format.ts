// Counts and dates as the dashboard and event page say them.

/** "1 member", "3 members"; "1 link shared", "2 links shared". */
export const memberCount = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;
export const linksShared = (n: number) => `${n} ${n === 1 ? "link" : "links"} shared`;

// The viewer's own locale and time zone (Intl's defaults), as the original's toLocaleDateString.
const date = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export const formatDate = (iso: string) => date.format(new Date(iso));
