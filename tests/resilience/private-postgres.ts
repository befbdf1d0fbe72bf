// A PostgreSQL cluster of the test's own, in a temporary folder, made with the initdb and pg_ctl
// already installed: the shared database must never be crashed, and a crash needs a postmaster
// we may kill. It listens on 127.0.0.1 only (a refused connection there is what the server
// answers 503 for), with fsync and synchronous_commit at their defaults, as in production.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../support/free-port";

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function postgresBinaries() {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // no pg_config on PATH: look where Debian and Ubuntu put each major version
  }
  const versions = "/usr/lib/postgresql";
  if (fs.existsSync(versions)) {
    const majors = fs.readdirSync(versions).sort((a, b) => Number(b) - Number(a));
    candidates.push(...majors.map((major) => path.join(versions, major, "bin")));
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, "initdb")));
}

export async function startPrivatePostgres(binDir: string) {
  // initdb refuses to run as root, and the files must belong to whoever runs the postmaster.
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "huddle-pg-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", folder]);
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "postgres.log");
  const port = await freePort();
  const tool = async (name: string, args: string[]) => {
    const [file, fullArgs] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(binDir, name), ...args]]
      : [path.join(binDir, name), args];
    try {
      await run(file, fullArgs, { cwd: folder, env: { ...process.env, LC_ALL: "C" } });
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-2000) : "";
      throw new Error(`${name} ${args.join(" ")} failed: ${String(error)}\n${log}`);
    }
  };
  const pgCtl = (...args: string[]) => tool("pg_ctl", ["-D", dataDir, ...args]);

  try {
    // --no-sync: what initdb writes need not reach the disk, the crashes to come are
    // PostgreSQL's and leave the operating system's cache in place.
    const options = ["--username=postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"];
    await tool("initdb", ["-D", dataDir, ...options]);
    const major = Number(fs.readFileSync(path.join(dataDir, "PG_VERSION"), "utf8"));
    fs.appendFileSync(
      path.join(dataDir, "postgresql.conf"),
      [
        "",
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        // The default socket folder may not be ours to write.
        `unix_socket_directories = '${folder}'`,
        "fsync = on",
        "synchronous_commit = on",
        // Crash recovery first syncs every file of the cluster, one by one by default: seconds
        // per restart. One syncfs per file system does the same (PostgreSQL 14 and later).
        ...(major >= 14 ? ["recovery_init_sync_method = syncfs"] : []),
        "",
      ].join("\n"),
    );
    await pgCtl("start", "-w", "-l", logFile);
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The postmaster and every backend quit at once, with no checkpoint and no flush of what
     * is still in shared memory: as far as the data is concerned, a crash. */
    crash: () => pgCtl("stop", "-m", "immediate", "-w"),
    /** Runs crash recovery from the WAL before it answers. */
    start: () => pgCtl("start", "-w", "-l", logFile),
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : ""),
    /** Stops it if it runs, and removes the folder. */
    remove: async () => {
      await pgCtl("stop", "-m", "immediate", "-w").catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
