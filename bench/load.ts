// One load run with autocannon: a short warm-up whose numbers are thrown away, then the measured
// run. Any non-2xx answer or socket error makes the run fail loudly rather than look fast.
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
};

export type LoadOptions = Omit<Options, "url" | "duration"> & {
  url: string;
  duration: number;
  warmup?: number;
};

export async function load(options: LoadOptions): Promise<LoadResult> {
  const { warmup = 1, ...rest } = options;
  if (warmup > 0) await autocannon({ ...rest, duration: warmup });
  const result: Result = await autocannon(rest);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
