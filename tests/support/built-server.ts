// The built server (`node dist/server/main.js`) as its own process, as `npm start` runs it in
// production, for the browser tests, the resilience run and the benchmark: started on a port,
// ready once GET /api/health answers 200, stopped gracefully or killed outright.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./build";
import { freePort } from "./free-port";

/** Every rate limit raised out of the way, for load that comes from one address. */
export const RAISED_LIMITS = Object.fromEntries(
  [
    "RATE_LIMIT_AUTH_PER_MINUTE",
    "RATE_LIMIT_EMAIL_PER_10_MINUTES",
    "RATE_LIMIT_JOIN_PER_10_MINUTES",
    "RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES",
    "RATE_LIMIT_INVITES_PER_DAY",
    "RATE_LIMIT_INVITES_TO_ONE_PER_DAY",
    "RATE_LIMIT_COMMENTS_PER_MINUTE",
    "RATE_LIMIT_CALENDAR_FEED_PER_HOUR",
  ].map((name) => [name, "1000000"]),
);

type BuiltServerOptions = {
  /** Settings on top of the listening ones this sets (NODE_ENV, HOST, PORT, PUBLIC_URL). */
  env?: Record<string, string | undefined>;
  /** Start from this process's whole environment rather than only PATH and HOME. */
  inheritEnv?: boolean;
  /** A free one when absent. */
  port?: number;
  /** The host in PUBLIC_URL (and `url`); the server listens on 127.0.0.1 either way. */
  publicHost?: string;
  /** Extra node flags, before the script. */
  nodeArgs?: string[];
  /** Append stdout and stderr to this file; otherwise they are kept in memory (`output`). */
  logFile?: string;
  /** Milliseconds between health checks while starting. */
  pollMs?: number;
  startTimeoutMs?: number;
  /** After SIGTERM, SIGKILL when it has not exited within this many milliseconds. */
  killAfterMs?: number;
};

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type BuiltServer = Awaited<ReturnType<typeof startBuiltServer>>;

/** The environment a server started by these tests gets, and the URL it is then reached at. */
export function serverEnv(
  port: number,
  options: Pick<BuiltServerOptions, "env" | "inheritEnv" | "publicHost"> = {},
) {
  const url = `http://${options.publicHost ?? "127.0.0.1"}:${port}`;
  const env = {
    ...(options.inheritEnv ? process.env : { PATH: process.env.PATH, HOME: process.env.HOME }),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_REQUESTS: "0",
    ...options.env,
  };
  return { url, env };
}

export async function startBuiltServer(options: BuiltServerOptions = {}) {
  const port = options.port ?? (await freePort());
  const { url, env } = serverEnv(port, options);
  const started = performance.now();
  let output = "";
  let child: ChildProcess;
  const main = path.join(projectRoot, "dist", "server", "main.js");
  const args = [...(options.nodeArgs ?? []), main];
  if (options.logFile) {
    fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
    const out = fs.openSync(options.logFile, "a");
    child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ["ignore", out, out] });
    fs.closeSync(out);
  } else {
    child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: "pipe" });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  }
  const readOutput = () =>
    options.logFile ? fs.readFileSync(options.logFile, "utf8").slice(-3000) : output;
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve((exit = { code, signal }))),
  );

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = started + timeoutMs;
  for (;;) {
    if (exit)
      throw new Error(`server exited at start (${exit.code ?? exit.signal}):\n${readOutput()}`);
    try {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await health.arrayBuffer();
      if (health.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${readOutput()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
  const coldStartMs = performance.now() - started;

  return {
    url,
    port,
    pid: child.pid!,
    env,
    /** Milliseconds from spawn to the first 200 from /api/health. */
    coldStartMs,
    /** What it printed (when not written to a log file). */
    output: () => output,
    /** How it ended, once it has; undefined while it runs. */
    get exit() {
      return exit;
    },
    /** Resident memory, in bytes. */
    rss: () => readRss(child.pid!),
    /** SIGKILL: no shutdown code runs, as in a power cut of the process. */
    kill: async () => {
      child.kill("SIGKILL");
      return exited;
    },
    /** SIGTERM: the graceful shutdown. */
    stop: () => stopChild(child, options.killAfterMs ?? 15_000),
  };
}

/** Resident memory of a process, in bytes (Linux /proc). */
export function readRss(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** SIGTERM, then SIGKILL if it has not exited within `killAfterMs`. */
export async function stopChild(child: ChildProcess, killAfterMs: number): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return { code: child.exitCode, signal: child.signalCode };
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}
