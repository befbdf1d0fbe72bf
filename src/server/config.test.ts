// The settings meant for tests and development, and where they are honoured (decision 113): a
// test-only setting stops any start but a test's with one line naming it, and Vite's dev server
// is a trusted origin in development only. (The API side, a write from that origin, is in
// tests/api/development-origin.test.ts.)
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, VITE_DEV_ORIGIN } from "./config";

const elsewhere = { PUBLIC_URL: "https://huddle.example" };

describe("a test-only setting", () => {
  it.each([["production"], ["development"], ["staging"], [undefined]])(
    "stops a start with NODE_ENV=%s, naming the setting",
    (nodeEnv) => {
      const start = () =>
        parseConfig({ NODE_ENV: nodeEnv, TEST_PREVIEW_LOOPBACK_PORT: "4000", ...elsewhere });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        "Invalid setting TEST_PREVIEW_LOOPBACK_PORT: it is for tests only (NODE_ENV=test)",
      );
    },
  );

  it("is honoured under NODE_ENV=test, and absent otherwise", () => {
    const test = parseConfig({ NODE_ENV: "test", TEST_PREVIEW_LOOPBACK_PORT: "4000" });
    expect(test.previews.testLoopbackPort).toBe(4000);
    expect(parseConfig({ NODE_ENV: "production" }).previews.testLoopbackPort).toBeUndefined();
    // Empty is unset, as everywhere.
    expect(() =>
      parseConfig({ NODE_ENV: "production", TEST_PREVIEW_LOOPBACK_PORT: "" }),
    ).not.toThrow();
  });

  it("stops the real server before it opens anything, with one line on stderr", () => {
    const main = path.resolve("src/server/main.ts");
    const started = spawnSync(process.execPath, ["--import", "tsx", main], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        TEST_PREVIEW_LOOPBACK_PORT: "4000",
        PORT: "0",
        DATA_DIR: "/nonexistent-huddle-data",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe(
      "huddle: Invalid setting TEST_PREVIEW_LOOPBACK_PORT: it is for tests only (NODE_ENV=test)\n",
    );
    expect(started.stdout).toBe("");
  }, 60_000);
});

describe("Vite's dev server as an origin", () => {
  it("is trusted in development only", () => {
    expect(parseConfig({ NODE_ENV: "development", ...elsewhere }).trustedOrigins).toContain(
      VITE_DEV_ORIGIN,
    );
    for (const nodeEnv of ["production", "test", undefined]) {
      const { trustedOrigins } = parseConfig({ NODE_ENV: nodeEnv, ...elsewhere });
      expect(trustedOrigins, String(nodeEnv)).not.toContain(VITE_DEV_ORIGIN);
      expect(trustedOrigins).toEqual([
        "https://huddle.example",
        "http://localhost:3000",
        "http://127.0.0.1:3000",
      ]);
    }
  });

  it("takes a start without NODE_ENV for a production one", () => {
    expect(parseConfig({}).env).toBe("production");
  });
});
