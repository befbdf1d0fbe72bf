// The settings meant for tests and development, and where they are honoured (decision 202): a
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

describe("push settings (decision 227)", () => {
  it("refuses TEST_PUSH_LOOPBACK_PORT outside tests, and honours it in them", () => {
    for (const nodeEnv of ["production", "development", undefined]) {
      expect(() =>
        parseConfig({ NODE_ENV: nodeEnv, TEST_PUSH_LOOPBACK_PORT: "4001", ...elsewhere }),
      ).toThrow("Invalid setting TEST_PUSH_LOOPBACK_PORT: it is for tests only (NODE_ENV=test)");
    }
    const test = parseConfig({ NODE_ENV: "test", TEST_PUSH_LOOPBACK_PORT: "4001" });
    expect(test.push.testLoopbackPort).toBe(4001);
    expect(parseConfig({ ...elsewhere }).push.testLoopbackPort).toBeUndefined();
  });

  it("takes a VAPID pair whole, or none, and refuses keys of the wrong size", () => {
    const publicKey = Buffer.alloc(65, 4).toString("base64url");
    const privateKey = Buffer.alloc(32, 7).toString("base64url");
    const given = parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(given.push.vapidKeys).toEqual({ publicKey, privateKey });
    expect(parseConfig({}).push.vapidKeys).toBeUndefined();
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      "Invalid setting VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
    );
    expect(() =>
      parseConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey }),
    ).toThrow("Invalid setting VAPID_PUBLIC_KEY: must be 65 bytes");
    expect(() => parseConfig({ VAPID_SUBJECT: "huddle@example.com" })).toThrow(
      "Invalid setting VAPID_SUBJECT",
    );
  });

  it("names the mail sender as the VAPID subject, or the https public URL when the sender is local", () => {
    expect(parseConfig({ MAIL_FROM: "Huddle <huddle@example.com>" }).push.subject).toBe(
      "mailto:huddle@example.com",
    );
    expect(parseConfig({ ...elsewhere }).push.subject).toBe("https://huddle.example");
    expect(parseConfig({ VAPID_SUBJECT: "mailto:ops@example.com" }).push.subject).toBe(
      "mailto:ops@example.com",
    );
  });
});
