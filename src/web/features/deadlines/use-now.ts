// The current time for countdowns, from one shared clock per rate: every "Closes in…" on a page
// (and on the dashboard, one per card) rerenders off the same timer instead of one each.
import { useSyncExternalStore } from "react";

type Clock = { subscribe: (listener: () => void) => () => void; read: () => number };

const clocks = new Map<number, Clock>();

function makeClock(everyMs: number): Clock {
  let now = Date.now();
  const listeners = new Set<() => void>();
  let stop = () => {};
  const tick = () => {
    now = Date.now();
    for (const listener of listeners) listener();
  };
  const start = () => {
    let interval: ReturnType<typeof setInterval> | undefined;
    // The first tick on the rate's boundary (a whole second or minute), then every `everyMs`:
    // a countdown changes when the wall clock does.
    const first = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, everyMs);
      },
      everyMs - (Date.now() % everyMs),
    );
    stop = () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  };
  return {
    subscribe: (listener) => {
      if (listeners.size === 0) {
        // A clock nobody watched is stale: read the time afresh (React rerenders if it moved).
        now = Date.now();
        start();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    read: () => now,
  };
}

/** Milliseconds since the epoch, refreshed every `everyMs` while anything on the page uses it. */
export function useNow(everyMs: number): number {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = makeClock(everyMs);
    clocks.set(everyMs, clock);
  }
  // On the server (the first paint, server/http/prerender.ts) the time of the render.
  return useSyncExternalStore(clock.subscribe, clock.read, clock.read);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The time for a countdown to `untilMs`: once a minute, and once a second in its last two
 * minutes (the minute clock may be a minute behind, so "near" starts a minute early). */
export function useCountdownNow(untilMs: number): number {
  const slow = useNow(MINUTE);
  const near = untilMs - slow <= 2 * MINUTE;
  const fast = useNow(near ? SECOND : MINUTE);
  return near ? fast : slow;
}
