// The VAPID pair made into the data folder on first start, and the same pair read after.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { ConfigError } from "../../kernel/config";
import { readOrCreateVapidKeys } from "./vapid";

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-vapid-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it("makes a P-256 pair on first start, readable by the owner only, and keeps it", () => {
  const dir = folder();
  const made = readOrCreateVapidKeys(dir);
  expect(Buffer.from(made.publicKey, "base64url")).toHaveLength(65);
  expect(Buffer.from(made.privateKey, "base64url")).toHaveLength(32);
  expect(fs.statSync(path.join(dir, "vapid.json")).mode & 0o777).toBe(0o600);
  expect(readOrCreateVapidKeys(dir)).toEqual(made);
});

it("refuses a file that holds no pair, rather than making a new one over it", () => {
  const dir = folder();
  fs.writeFileSync(path.join(dir, "vapid.json"), "{}\n");
  expect(() => readOrCreateVapidKeys(dir)).toThrow(ConfigError);
});
