// A closing line saying which databases the data tests ran on, so a run without PostgreSQL is
// never mistaken for one with it.
import type { Reporter, TestModule } from "vitest/node";

export default class DatabaseSummary implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts = new Map<string, number>();
    for (const m of modules) {
      const name = m.project.name || "default";
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const parts = [...counts].map(([name, n]) => `${name} (${n} files)`);
    const missing = process.env.TEST_DATABASE_URL
      ? ""
      : "; postgres not run (set TEST_DATABASE_URL)";
    process.stdout.write(`\nDatabases: ${parts.join(", ")}${missing}\n`);
  }
}
