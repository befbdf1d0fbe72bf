import os from "node:os";
import { defineConfig } from "vitest/config";

// Tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
// Each test file gets a database that is a copy of a template migrated once per run: on
// PostgreSQL a new one, on PGlite one that another file in the same worker gave back emptied
// (tests/support/pglite-copies.ts).
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const include = ["src/**/*.test.ts", "tests/api/**/*.test.ts", "tests/build/**/*.test.ts"];
const dataTests = ["src/server/**/*.test.ts", "tests/api/**/*.test.ts"];
// Tests of what only PostgreSQL has (several instances on one database): that project only.
const postgresOnly = "**/*.pg.test.ts";
// Data tests that hold nothing the database decides: what they check is made in TypeScript
// (headers, origins, compression, validation before any query, the catalogues, the API
// description, the preview fetcher, what an email says, the settings), and the rows they write are
// plain ones every other file writes on both. They run on PGlite alone: on PostgreSQL they
// checked the same code again for about 30 s of a quiet run (decision 224, issue #35). A file
// whose answer comes from SQL (the event page's JSON, results, counters, rate limits, sessions,
// errors of the driver in the log) stays on both.
const databaseAgnostic = [
  "src/server/kernel/config.test.ts",
  "src/server/features/events/versioned-cache.test.ts",
  "src/server/features/previews/page-facts.test.ts",
  "src/server/features/previews/page-text.test.ts",
  "src/server/kernel/error-facts.test.ts",
  "src/server/live/stream.test.ts",
  "tests/api/compression.test.ts",
  "tests/api/development-origin.test.ts",
  "tests/api/direction-controls.test.ts",
  "tests/api/error-codes.test.ts",
  "tests/api/languages.test.ts",
  "tests/api/mail-content.test.ts",
  "tests/api/mail.test.ts",
  "tests/api/one-outbox-migration.test.ts",
  "tests/api/chat-messages-migration.test.ts",
  "tests/api/openapi.test.ts",
  "tests/api/pglite-copies.test.ts",
  "tests/api/preview-fetcher.test.ts",
  "tests/api/web-security.test.ts",
];

export default defineConfig({
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One process per worker for the whole run, not one per test file: a fresh process imported
    // the server, Better Auth and PGlite again for every file (about 2 s of 102 files' 640 s) and
    // ran every file on a cold JIT. Ten small files took 130 s isolated and 55 s not. What a file
    // leaves behind is its own to clean up: each starts its own app on its own database and
    // closes both, and nothing in src/server or tests/support keeps state across files beyond
    // counters for unique names and caches of constant values. Vitest never shares a process
    // between the two projects, so each keeps its own HUDDLE_TEST_DB.
    isolate: false,
    // One test file per core. Vitest's default leaves one core free (one worker on two cores),
    // but a file spends much of its time waiting on PostgreSQL, SMTP or a timer: two files at once
    // on two cores took 333 s down to 220 s here. Three were faster in a warm checkout (209 s
    // against 223 s beside the type check, lint and format check) but slower on a fresh clone
    // (290 s against 246 s: each worker imports the server again) and on a slow day (432 s
    // against 415 s), so two it is (decision 224).
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
              test: {
                name: "postgres",
                include: dataTests,
                exclude: ["**/node_modules/**", ...databaseAgnostic],
                env: { HUDDLE_TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
