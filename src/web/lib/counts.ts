// Counts as the dashboard, the event page and the invitation say them.

/** "1 member", "3 members". */
export const memberCount = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;

/** "1 link shared", "2 links shared". */
export const linksShared = (n: number) => `${n} ${n === 1 ? "link" : "links"} shared`;
