// Push services only accept the key the browser subscribed with, so the pair must outlive restarts.
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { ConfigError } from "../../kernel/config";

export type VapidKeys = { publicKey: string; privateKey: string };

export function readOrCreateVapidKeys(dir: string): VapidKeys {
  const file = path.join(dir, "vapid.json");
  let text: string | undefined;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    const keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys) + "\n", { mode: 0o600, flag: "wx" });
    return keys;
  }
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") {
    throw new ConfigError(`${file} does not hold a VAPID key pair (publicKey, privateKey)`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
