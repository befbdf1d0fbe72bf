// The process: read the settings, start, and stop cleanly on Ctrl-C or SIGTERM.
import { ConfigError, parseConfig } from "./kernel/config";
import { startServer } from "./server";

async function main() {
  const config = parseConfig();
  const server = await startServer(config);
  let signals = 0;
  const shutdown = async (signal: string) => {
    if (++signals > 1) process.exit(1);
    process.stdout.write(JSON.stringify({ level: "info", msg: `${signal}: shutting down` }) + "\n");
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`huddle: ${error.message}\n`);
  } else {
    // One line for a person; the stack only when asked for.
    const detail = process.env.HUDDLE_DEBUG ? (error as Error)?.stack : (error as Error)?.message;
    process.stderr.write(`huddle: could not start: ${detail ?? String(error)}\n`);
  }
  process.exit(1);
});
