// The outage check against the built server: a fresh database on the shared PostgreSQL, reached
// only through our TCP proxy, which the scenario cuts and restores.
import { runOutage } from "./outage-scenario";
import { freshDatabase, SECRET, withUrl } from "./postgres";
import { freePort, startServerProcess } from "./server-process";
import { startTcpProxy } from "./tcp-proxy";

export const OUTAGE_MS = 3000;

export async function outage(baseUrl: string) {
  const database = await freshDatabase(baseUrl, "outage");
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  try {
    const server = await startServerProcess({
      port: await freePort(),
      env: {
        DATABASE_URL: withUrl(database.url, { host: "127.0.0.1", port: proxy.port }),
        BETTER_AUTH_SECRET: SECRET,
      },
    });
    try {
      const result = await runOutage({
        url: server.url,
        proxy,
        directUrl: database.url,
        cutMs: OUTAGE_MS,
        alive: () => server.exit === undefined,
      });
      if (server.exit) result.problems.push(`server output:\n${server.output().slice(-3000)}`);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await proxy.close();
    await database.drop();
  }
}
