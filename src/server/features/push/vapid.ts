// The server's VAPID key pair (RFC 8292): push services accept a message only when it is signed
// with the key the browser subscribed with, so the pair must outlive restarts. Given in the
// settings (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), or made on first start into the data folder,
// beside the auth secret (data-folder.ts), and read from there after.
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
