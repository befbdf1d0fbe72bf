// The servers the benchmark measures: the built server (tests/support/built-server.ts, as
// production runs it, timed from spawn to the first 200 from GET /api/health), the same app in a
// process that reports its memory, and a bare node:http server for the machine's ceiling.
import { fork, spawn } from "node:child_process";
import path from "node:path";
import {
  RAISED_LIMITS,
  readRss,
  serverEnv,
  startBuiltServer,
  stopChild,
} from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  coldStartMs: number;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss: () => number;
  stop: () => Promise<unknown>;
};

const STOP_WITHIN_MS = 8000;

/** The app in a process that collects garbage and reports its memory when asked (IPC). */
export async function startMemoryServer(root: string, env: Record<string, string>) {
  const port = await freePort();
  const { url, env: childEnv } = serverEnv(port, { env: { ...RAISED_LIMITS, ...env } });
  const child = fork(path.join(root, "bench/memory-server.ts"), [], {
    cwd: root,
    env: childEnv,
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
    stop: () => stopChild(child, STOP_WITHIN_MS),
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
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_WITHIN_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startBuiltServer({
    env: { ...RAISED_LIMITS, ...env },
    // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
    // Polled often: the time to the first 200 is the cold start measured.
    pollMs: 5,
    startTimeoutMs: 30_000,
    killAfterMs: STOP_WITHIN_MS,
  });
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
    stop: () => stopChild(child, STOP_WITHIN_MS),
  };
}
