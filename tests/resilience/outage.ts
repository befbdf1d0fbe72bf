// The outage check against the built server: a fresh database on the shared PostgreSQL, reached
// only through our TCP proxy, which the scenario cuts and restores; and a second instance on the
// same database, reached directly, which goes on taking votes meanwhile.
import { RAISED_LIMITS, startBuiltServer, type BuiltServer } from "../support/built-server";
import { runOutage } from "./outage-scenario";
import { freshDatabase, SECRET, withUrl } from "./postgres";
import { startTcpProxy } from "./tcp-proxy";

const OUTAGE_MS = 3000;

export async function outage(baseUrl: string) {
  const database = await freshDatabase(baseUrl, "outage");
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const servers: BuiltServer[] = [];
  try {
    // The load comes from one address: rate limits would refuse it, which is not what is tested.
    const env = { ...RAISED_LIMITS, BETTER_AUTH_SECRET: SECRET };
    const proxied = withUrl(database.url, { host: "127.0.0.1", port: proxy.port });
    servers.push(await startBuiltServer({ env: { ...env, DATABASE_URL: proxied } }));
    servers.push(await startBuiltServer({ env: { ...env, DATABASE_URL: database.url } }));
    const [server, other] = servers as [BuiltServer, BuiltServer];
    const result = await runOutage({
      url: server.url,
      proxy,
      directUrl: database.url,
      elsewhereUrl: other.url,
      cutMs: OUTAGE_MS,
      alive: () => server.exit === undefined,
    });
    if (server.exit) result.problems.push(`server output:\n${server.output().slice(-3000)}`);
    return result;
  } finally {
    for (const server of servers) await server.stop();
    await proxy.close();
    await database.drop();
  }
}
