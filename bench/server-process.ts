// Runs the built server (node dist/server/main.js) as a child process, as production would, and
// times its cold start: from spawn to the first 200 from GET /api/health.
import { fork, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  coldStartMs: number;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss: () => number;
  stop: () => Promise<void>;
};

/** Every limit the benchmark would otherwise hit, raised out of the way. */
export const RAISED_LIMITS = Object.fromEntries(
  [
    "RATE_LIMIT_AUTH_PER_MINUTE",
    "RATE_LIMIT_EMAIL_PER_10_MINUTES",
    "RATE_LIMIT_JOIN_PER_10_MINUTES",
    "RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES",
    "RATE_LIMIT_INVITES_PER_DAY",
    "RATE_LIMIT_INVITES_TO_ONE_PER_DAY",
  ].map((name) => [name, "1000000"]),
);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv(url: string, port: number, env: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    LOG_REQUESTS: "0",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    ...RAISED_LIMITS,
    ...env,
  };
}

/** The app in a process that collects garbage and reports its memory when asked (IPC). */
export async function startMemoryServer(root: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork(path.join(root, "bench/memory-server.ts"), [], {
    cwd: root,
    env: serverEnv(url, port, env),
    execArgv: ["--expose-gc", "--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message as T);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`memory server exited (${code})`)));
    });
  await next("ready");
  const process_: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    coldStartMs: NaN,
    rss: () => readRss(child.pid!),
    stop: () => stop(child),
  };
  return {
    process: process_,
    measure: async () => {
      const reply = next<{ rss: number; heap: number }>("memory");
      child.send({ type: "measure" });
      return reply;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.send({ type: "stop" });
      const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function startServer(options: {
  root: string;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const main = path.join(options.root, "dist/server/main.js");
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: options.root,
    env: serverEnv(url, port, options.env),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const coldStartMs = await waitForHealth(url, child, started, () => stderr);
  return {
    url,
    port,
    pid: child.pid!,
    coldStartMs,
    rss: () => readRss(child.pid!),
    stop: () => stop(child),
  };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  started: number,
  stderr: () => string,
): Promise<number> {
  const deadline = started + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr().trim()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /api/health within 30 s: ${stderr().trim()}`);
}

function readRss(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
  await exited;
  clearTimeout(timer);
}

/** The bare node:http "hello" server: the ceiling of this machine for one Node process. */
export async function startHello(): Promise<ServerProcess> {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => s.end("hello")).listen(${port}, "127.0.0.1", () => console.log("up"))`;
  const started = performance.now();
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    coldStartMs: performance.now() - started,
    rss: () => readRss(child.pid!),
    stop: () => stop(child),
  };
}
