// The server for the memory measurement: the same app (from the TypeScript sources, started as
// main.ts starts it), in a process run with --expose-gc so the benchmark can ask it, over IPC, to
// collect garbage and report its memory. Without that, RSS mostly measures garbage not yet
// collected (an idle server collects none), and the per-stream figure swings by 100 KB.
import { parseConfig } from "../src/server/kernel/config";
import { startServer } from "../src/server/server";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

const server = await startServer(parseConfig(), () => {});
process.send!({ type: "ready" });
process.on("message", (message: { type: string }) => {
  if (message.type === "measure") {
    gc();
    gc();
    const usage = process.memoryUsage();
    process.send!({ type: "memory", rss: usage.rss, heap: usage.heapUsed + usage.external });
  } else if (message.type === "stop") {
    void server.stop().then(() => process.exit(0));
  }
});
