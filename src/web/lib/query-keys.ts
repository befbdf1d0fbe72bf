// Every TanStack Query key in one place, so a change can invalidate exactly what it touched.
export const queryKeys = {
  me: ["me"] as const,
  config: ["config"] as const,
  events: ["events"] as const,
  event: (id: string) => ["event", id] as const,
  groups: ["groups"] as const,
  group: (id: string) => ["group", id] as const,
  invite: (code: string) => ["invite", code] as const,
  addressPreview: (eventId: string, url: string) => ["address-preview", eventId, url] as const,
  /** Who has voted. Keyed by the event's version too: any vote moves it, so a live vote is a
   * new key and the count is fetched again. `turnout(id)` alone matches every version. */
  turnout: (id: string, version?: number) =>
    version === undefined ? (["turnout", id] as const) : (["turnout", id, version] as const),
  resultLink: (id: string) => ["result-link", id] as const,
  /** A link's comment thread; `commentsOf(id)` matches every thread of the event. */
  comments: (id: string, linkId: string) => ["comments", id, linkId] as const,
  commentsOf: (id: string) => ["comments", id] as const,
};
