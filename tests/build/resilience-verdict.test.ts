// How `npm run test:resilience` ends (decision 224, issue #49): an empty TEST_DATABASE_URL is
// unset, as in the server's settings, and a run in which a check could not run (no PostgreSQL)
// never says "passed" and never exits 0. The run itself takes minutes; this is the part of it
// that decides.
import { describe, expect, it } from "vitest";
import { postgresBaseUrl } from "../resilience/postgres";
import { verdict, type Check } from "../resilience/verdict";

const LOCAL = "postgres://postgres@127.0.0.1:5432/postgres";

describe("the resilience run's PostgreSQL", () => {
  it("takes an empty variable for an unset one", () => {
    expect(postgresBaseUrl({ TEST_DATABASE_URL: "" })).toBe(LOCAL);
    expect(postgresBaseUrl({ TEST_DATABASE_URL: "", DATABASE_URL: "" })).toBe(LOCAL);
    expect(
      postgresBaseUrl({ TEST_DATABASE_URL: "", DATABASE_URL: "postgres://app@db.example/huddle" }),
    ).toBe("postgres://app@db.example/huddle");
    expect(
      postgresBaseUrl({
        TEST_DATABASE_URL: "postgres://test@db.example/t",
        DATABASE_URL: "postgres://app@db.example/huddle",
      }),
    ).toBe("postgres://test@db.example/t");
    expect(postgresBaseUrl({})).toBe(LOCAL);
  });
});

describe("the resilience run's verdict", () => {
  const passed = (name: string): Check => ({ name, problems: [] });
  const notRun = (name: string): Check => ({
    name,
    skipped: "no PostgreSQL reachable at postgres://127.0.0.1:5432/postgres",
  });

  it("passes only when every check ran and passed", () => {
    expect(
      verdict([passed("crash safety on PGlite"), passed("crash safety on PostgreSQL")]),
    ).toEqual({ exitCode: 0, lines: ["resilience: all 2 checks passed"] });
  });

  it("does not call a run with a check not run passed, names it and why, and exits non-zero", () => {
    const { exitCode, lines } = verdict([
      passed("crash safety on PGlite"),
      notRun("crash safety on PostgreSQL"),
      passed("mail and a crash on PGlite"),
      notRun("database outage on PostgreSQL"),
    ]);
    expect(exitCode).toBe(2);
    expect(lines.join("\n")).not.toMatch(/all checks passed|all \d+ checks passed/);
    expect(lines).toEqual([
      "resilience: NOT PASSED, 2 checks passed, 2 not run: " +
        "crash safety on PostgreSQL (no PostgreSQL reachable at postgres://127.0.0.1:5432/postgres); " +
        "database outage on PostgreSQL (no PostgreSQL reachable at postgres://127.0.0.1:5432/postgres)",
    ]);
  });

  it("fails a run with a problem, whatever else was not run", () => {
    const { exitCode, lines } = verdict([
      { name: "crash safety on PGlite", problems: ["3 acknowledged writes lost"] },
      notRun("crash safety on PostgreSQL"),
    ]);
    expect(exitCode).toBe(1);
    expect(lines).toEqual([
      "FAILED: crash safety on PGlite: 3 acknowledged writes lost",
      "resilience: FAILED, 1 of 1 checks failed, 1 not run: " +
        "crash safety on PostgreSQL (no PostgreSQL reachable at postgres://127.0.0.1:5432/postgres)",
    ]);
  });

  it("does not pass a run in which nothing ran", () => {
    expect(verdict([]).exitCode).not.toBe(0);
  });
});
