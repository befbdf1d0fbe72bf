// Runs the built server (dist/server/main.js) as its own process, as `npm start` would, on a
// free port with its own data folder. Tests that restart it or need other settings start one.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Where every server the browser tests start writes its log (one JSON line per request). */
export const SERVER_LOGS = path.resolve("test-results", "server-logs");

export type HuddleProcess = Awaited<ReturnType<typeof startHuddle>>;

export async function startHuddle(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "huddle-e2e-"));
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_REQUESTS: "1",
    ...options.env,
  };
  // Kept with the run's results; the global teardown checks them for secrets (log-check.ts).
  fs.mkdirSync(SERVER_LOGS, { recursive: true });
  const logFile = path.join(SERVER_LOGS, `${path.basename(dataDir)}.log`);
  let child: ChildProcess;

  const start = async () => {
    const out = fs.openSync(logFile, "a");
    child = spawn(process.execPath, ["dist/server/main.js"], { env, stdio: ["ignore", out, out] });
    fs.closeSync(out);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`server exited: ${fs.readFileSync(logFile, "utf8").slice(-2000)}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error("server did not become healthy within 60 s");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    url,
    port,
    dataDir,
    env,
    stop,
    restart: async () => (await stop(), await start()),
    logFile,
  };
}
