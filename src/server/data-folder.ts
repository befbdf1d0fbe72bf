// PGlite's folder, exclusively locked (two processes silently lose writes), with the secret.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ConfigError } from "./kernel/config";

export function prepareDataFolder(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock or throws naming the process that holds it. Returns the release. */
export function lockDataFolder(dir: string): () => void {
  const file = path.join(dir, "lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new ConfigError(`data folder ${dir} is in use by process ${pid}`);
      }
      // A lock left by a process that died: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`data folder ${dir} could not be locked`);
}

/** The secret from data/secret, made (32 random bytes, mode 0600) on first start. */
export function readOrCreateSecret(dir: string) {
  const file = path.join(dir, "secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  }
}
