import os from "node:os";
import { defineConfig } from "vitest/config";

// Tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
// Each test file gets a fresh database copied from a template migrated once per run.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const include = ["src/**/*.test.ts", "tests/api/**/*.test.ts", "tests/build/**/*.test.ts"];
const dataTests = ["src/server/**/*.test.ts", "tests/api/**/*.test.ts"];
// Tests of what only PostgreSQL has (several instances on one database): that project only.
const postgresOnly = "**/*.pg.test.ts";

export default defineConfig({
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One test file per core. Vitest's default leaves one core free (one worker on two cores),
    // but a file spends much of its time waiting on PostgreSQL, SMTP or a timer: two files at once
    // on two cores took 333 s down to 220 s here.
    maxWorkers: Math.max(2, os.availableParallelism()),
    reporters: ["default", "./tests/support/database-summary.ts"],
    projects: [
      {
        extends: true as const,
        test: {
          name: "pglite",
          include,
          exclude: ["**/node_modules/**", postgresOnly],
          env: { HUDDLE_TEST_DB: "pglite" },
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: "postgres", include: dataTests, env: { HUDDLE_TEST_DB: "postgres" } },
            },
          ]
        : []),
    ],
  },
});
