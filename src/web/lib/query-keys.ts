// Every TanStack Query key in one place, so a change can invalidate exactly what it touched.
export const queryKeys = {
  me: ["me"] as const,
  config: ["config"] as const,
  events: ["events"] as const,
  event: (id: string) => ["event", id] as const,
  invite: (code: string) => ["invite", code] as const,
  addressPreview: (eventId: string, url: string) => ["address-preview", eventId, url] as const,
};
