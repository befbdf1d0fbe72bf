// What a resilience run says at its end, and its exit code (decision 224). A check is one part on
// one database (crash safety on PGlite, the outage on PostgreSQL, ...); one that could not run is
// skipped, and a run with a skipped check did not pass: it says which and why, and exits 2, so
// neither a reader nor a script can take a run without PostgreSQL for a whole one. A problem in
// any check that ran exits 1.

export type Check = { name: string; problems: string[] } | { name: string; skipped: string };

export type Verdict = { exitCode: 0 | 1 | 2; lines: string[] };

export function verdict(checks: Check[]): Verdict {
  const skipped = checks.filter((c) => "skipped" in c);
  const ran = checks.filter((c) => "problems" in c);
  const failed = ran.filter((c) => c.problems.length > 0);
  const passed = ran.length - failed.length;
  const skippedLine = skipped.map((c) => `${c.name} (${c.skipped})`).join("; ");
  if (failed.length > 0) {
    return {
      exitCode: 1,
      lines: [
        `FAILED: ${failed.flatMap((c) => c.problems.map((p) => `${c.name}: ${p}`)).join("; ")}`,
        `resilience: FAILED, ${failed.length} of ${ran.length} checks failed` +
          (skipped.length ? `, ${skipped.length} not run: ${skippedLine}` : ""),
      ],
    };
  }
  if (skipped.length > 0 || ran.length === 0) {
    return {
      exitCode: 2,
      lines: [
        `resilience: NOT PASSED, ${passed} checks passed, ${skipped.length} not run: ` +
          (skippedLine || "nothing ran"),
      ],
    };
  }
  return { exitCode: 0, lines: [`resilience: all ${passed} checks passed`] };
}
