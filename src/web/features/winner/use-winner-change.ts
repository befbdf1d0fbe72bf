// The visible moment when the current winner changes while the page is open (decision 211):
// how many times it has changed, to light the strip up once more each time, and whether the
// "New winner" line is still showing. Only a change between two winners this viewer could see:
// results being revealed (a first vote, a close) or hidden again are not a new winner, nor is the
// winner the page opened with. Nothing here moves focus; screen readers hear the change from the
// page's live region (features/live), so the strip itself is not one.
import { useEffect, useRef, useState } from "react";

/** How long "New winner" stays: long enough to be seen by someone who glanced away. */
const NEW_WINNER_MS = 10_000;

export function useWinnerChange(winnerId: string | null, seesResults: boolean) {
  const last = useRef({ winnerId, seesResults });
  const [changes, setChanges] = useState(0);
  const [showing, setShowing] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const before = last.current;
    last.current = { winnerId, seesResults };
    if (winnerId === before.winnerId && seesResults === before.seesResults) return;
    window.clearTimeout(timer.current);
    const changed = before.seesResults && seesResults && winnerId !== null;
    setShowing(changed);
    if (!changed) return;
    setChanges((n) => n + 1);
    timer.current = window.setTimeout(() => setShowing(false), NEW_WINNER_MS);
  }, [winnerId, seesResults]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { changes, showing };
}
