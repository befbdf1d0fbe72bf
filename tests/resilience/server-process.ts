// The built server as its own process (`node dist/server/main.js`), as it runs in production, so
// a test can SIGKILL it mid-write and start it again on the same data.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { projectRoot } from "./build";

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/** A port free right now on 127.0.0.1 (the server is then started on it, and again after a kill). */
export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startServerProcess(options: { port: number; env: Record<string, string> }) {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(projectRoot, "dist", "server", "main.js")],
    {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(options.port),
        PUBLIC_URL: url,
        LOG_REQUESTS: "0",
        // The load comes from one address: limits would refuse it, which is not what is tested.
        RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
        RATE_LIMIT_EMAIL_PER_10_MINUTES: "1000000",
        RATE_LIMIT_JOIN_PER_10_MINUTES: "1000000",
        RATE_LIMIT_WRONG_PASSWORD_PER_15_MINUTES: "1000000",
        RATE_LIMIT_INVITES_PER_DAY: "1000000",
        RATE_LIMIT_INVITES_TO_ONE_PER_DAY: "1000000",
        ...options.env,
      },
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((e) => (exit = e));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exit) {
      throw new Error(`server exited at start (${exit.code ?? exit.signal}):\n${output}`);
    }
    try {
      const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (health.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /api/health within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid!,
    output: () => output,
    /** How it ended, once it has; undefined while it runs. */
    get exit() {
      return exit;
    },
    /** SIGKILL: no shutdown code runs, as in a power cut of the process. */
    kill: async () => {
      child.kill("SIGKILL");
      return exited;
    },
    /** SIGTERM: the graceful shutdown; SIGKILL if it takes more than 15 s. */
    stop: async () => {
      if (exit) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
