// One run at a time; a call mid-run makes it go round again, not wait a tick.

/** `deliverAll` sends what is due and answers how many it tried. */
export function oneRunAtATime(deliverAll: () => Promise<number>) {
  let running: Promise<number> | undefined;
  let again = false;
  return {
    /** Sends everything due now; resolves with how many were tried. */
    async deliverDue(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let sent = 0;
        try {
          do {
            again = false;
            sent += await deliverAll();
          } while (again);
        } finally {
          running = undefined;
        }
        return sent;
      })();
      return running;
    },
    /** Resolves when a run in progress has finished (for a clean stop). */
    idle: () => running?.then(() => undefined) ?? Promise.resolve(),
  };
}

/** The embedded database's way: `each` on every row of a batch, `atOnce` at a time. */
export async function eachAtOnce<T>(rows: T[], atOnce: number, each: (row: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, rows.length) }, async () => {
      while (next < rows.length) await each(rows[next++]!);
    }),
  );
}
