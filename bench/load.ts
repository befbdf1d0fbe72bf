// One load run with autocannon: a short warm-up whose numbers are thrown away, then the measured
// run. Any non-2xx answer or socket error makes the run fail loudly rather than look fast.
import fs from "node:fs";
import autocannon, { type Options, type Result } from "autocannon";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Mean bytes per response (headers and body, as sent on the wire). */
  bytesPerResponse: number;
  /** The server process's CPU time per request, in ms: unlike requests/s, this hardly moves
   * when other work shares the machine. (The database's own processes are not counted.) */
  cpuMsPerRequest: number | null;
};

export type LoadOptions = Omit<Options, "url" | "duration"> & {
  url: string;
  duration: number;
  warmup?: number;
  /** The server's process id, to read its CPU time from /proc. */
  pid?: number;
};

/** User and system CPU time of a process so far, in ms (Linux; null elsewhere). */
export function cpuTime(pid: number): number | null {
  try {
    // Fields after the command name, which is in parentheses and may contain spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const { warmup = 1, pid, ...rest } = options;
  if (warmup > 0) await autocannon({ ...rest, duration: warmup });
  const cpuBefore = pid ? cpuTime(pid) : null;
  const result: Result = await autocannon(rest);
  const cpuAfter = pid ? cpuTime(pid) : null;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total
        ? (cpuAfter - cpuBefore) / result.requests.total
        : null,
  };
}
