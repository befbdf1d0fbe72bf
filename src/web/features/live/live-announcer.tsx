// The event page's one polite live region (decision 223): it says what live messages from others
// changed in scores and the winner (announcement.ts), without taking a screen reader away from
// what its user is reading. It is on the page, empty, before anything is said, as screen readers
// listen only to regions that were already there.
import { useCallback, useState } from "react";

export type Announcement = { text: string; count: number };

/** The last thing to say; `announce` the next. The same sentence twice still changes the region. */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "", count: 0 });
  const announce = useCallback(
    (text: string) => setAnnouncement((last) => ({ text, count: last.count + 1 })),
    [],
  );
  return { announcement, announce };
}

export function LiveAnnouncer({ announcement }: { announcement: Announcement }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A zero-width space on every other sentence, so a repeat is a change a screen reader hears. */}
      {announcement.text + (announcement.count % 2 ? "" : "\u200b")}
    </div>
  );
}
