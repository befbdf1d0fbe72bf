// Judges every call made during an outage run by when it started and ended: before the cut all
// succeed; wholly inside the outage all are 503 in the error shape; after the server is healthy
// again all succeed; at any time, nothing but 2xx or 503, and nothing slower than 5 s.
import type { Call } from "./outage-load";

/** An answer slower than this counts as a hang, even if it came. */
const SLOW_MS = 5000;

export type Timeline = { cutAt: number; restoredAt: number; recoveredAt?: number };

export function judgeCalls(calls: Call[], { cutAt, restoredAt, recoveredAt }: Timeline) {
  const problems: string[] = [];
  let unavailable = 0;
  let otherServerErrors = 0;
  const describe = (c: Call) =>
    `${c.what} at ${c.started - cutAt} ms from the cut: ` +
    `${c.failure ?? `${c.status} ${c.code ?? ""}`} after ${c.ended - c.started} ms`;
  for (const c of calls) {
    if (c.failure) problems.push(`no answer: ${describe(c)}`);
    else if (c.status === 503) {
      unavailable++;
      if (c.code !== "unavailable") problems.push(`503 not in the error shape: ${describe(c)}`);
    } else if (c.status! >= 500) {
      otherServerErrors++;
      problems.push(describe(c));
    }
    if (!c.failure && c.ended - c.started > SLOW_MS) problems.push(`too slow: ${describe(c)}`);
    const ok = c.status !== undefined && c.status < 300;
    if (c.ended < cutAt && !ok) problems.push(`before the cut: ${describe(c)}`);
    if (c.started >= cutAt && c.ended <= restoredAt && c.status !== 503) {
      problems.push(`during the outage, not 503: ${describe(c)}`);
    }
    if (recoveredAt && c.started >= recoveredAt && !ok) {
      problems.push(`after recovery: ${describe(c)}`);
    }
  }
  if (unavailable === 0) problems.push("no 503 at all: the cut did not reach the server");
  if (!calls.some((c) => c.started >= cutAt && c.ended <= restoredAt)) {
    problems.push("no request ran wholly within the outage");
  }
  return { unavailable, otherServerErrors, problems };
}
