// Long lists (an event's links) mount a screenful first and the rest a few items per task, so
// the page paints early and no task holds the main thread for long: 100 link cards in one
// render were one task of about 400 ms here (1.5 s on Lighthouse's 4× slower phone CPU; decision
// 222). Every item is in the page a moment later, in order, so finding in the page, jumping
// to a card and screen readers have the whole list once it has grown.
import { startTransition, useEffect, useState } from "react";

/** A phone's screenful of cards (a laptop's, beside the share form), then one card per task:
 * Lighthouse counts a task as blocking from 12.5 ms here (50 ms on its 4× slower phone CPU), and
 * three cards with their layout were 13 to 20 ms on this machine (decision 222). */
const FIRST = 4;
const STEP = 1;

/** How many of `total` items to render now: FIRST at once, then STEP more per task until all
 * are shown. From then on it is every item, so a link arriving live (at the top) never pushes
 * the last one out for a moment. */
export function useRevealedCount(total: number) {
  const [shown, setShown] = useState(total <= FIRST ? Infinity : FIRST);
  useEffect(() => {
    if (shown >= total) return;
    // A task of its own per batch (a timer, not a microtask), so the browser paints and
    // answers input between batches; a transition, so a click or typing goes first.
    const timer = setTimeout(
      () => startTransition(() => setShown((n) => (n + STEP >= total ? Infinity : n + STEP))),
      0,
    );
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
