// Runs the built server as its own process (tests/support/built-server.ts) on a free port with
// its own data folder. Tests that restart it or need other settings start one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBuiltServer, type BuiltServer } from "../../support/built-server";
import { freePort } from "../../support/free-port";

/** Where every server the browser tests start writes its log (one JSON line per request). */
export const SERVER_LOGS = path.resolve("test-results", "server-logs");

export type HuddleProcess = Awaited<ReturnType<typeof startHuddle>>;

export async function startHuddle(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "huddle-e2e-"));
  // Kept with the run's results; the global teardown checks them for secrets (log-check.ts).
  const logFile = path.join(SERVER_LOGS, `${path.basename(dataDir)}.log`);
  // Changed settings take effect at the next restart.
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_REQUESTS: "1", ...options.env };
  const start = () =>
    startBuiltServer({ port, publicHost: "localhost", inheritEnv: true, env, logFile });
  let server: BuiltServer | undefined = await start();
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  return {
    url: server.url,
    port,
    dataDir,
    env,
    stop,
    restart: async () => {
      await stop();
      server = await start();
    },
    logFile,
  };
}
