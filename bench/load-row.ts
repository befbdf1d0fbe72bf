// A load run on the context's server, and the report row of its figures: every scenario measured
// with autocannon is reported the same way, and fails whatever its target if any answer failed.
import type { Context, Row } from "./context";
import { load, type LoadOptions, type LoadResult } from "./load";

/** A load run against the context's server, for the context's measured duration. */
export function loadOn(
  ctx: Pick<Context, "server" | "duration">,
  options: Omit<LoadOptions, "duration" | "pid"> & { duration?: number },
) {
  return load({ duration: ctx.duration, pid: ctx.server.pid, ...options });
}

/** Why a run cannot count: errors, non-2xx answers, or no answer at all in time. */
export function failures(result: LoadResult) {
  if (result.requests === 0) return "no response completed";
  return result.errors || result.non2xx
    ? `${result.non2xx} non-2xx, ${result.errors} errors`
    : undefined;
}

/** The row of one run. `met`: whether it met its target (null: reported only). */
export function loadRow(
  result: LoadResult,
  row: Pick<Row, "scenario" | "database" | "connections" | "target" | "note"> & {
    met: boolean | null;
  },
): Row {
  const { met, ...fields } = row;
  const broken = failures(result);
  return {
    ...fields,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpuMs: result.cpuMsPerRequest,
    pass: broken ? false : met,
    note: broken ?? row.note,
  };
}
