// A TCP proxy of our own between the server and PostgreSQL, so a test can take the database away
// and give it back without touching the shared database itself. While cut, every open connection
// is destroyed and each new one is accepted and destroyed at once: to the server it looks like a
// database that went down and resets every connection attempt.
import net from "node:net";

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let cut = false;
  let accepted = 0;

  const server = net.createServer((client) => {
    accepted++;
    client.on("error", () => {});
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.on("error", () => {});
    open.add(client).add(upstream);
    // Either side closing (or failing, which closes it) takes the other down with it.
    const close = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close);
    upstream.on("close", close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    /** Connections accepted so far (refused ones included). */
    get accepted() {
      return accepted;
    },
    get isCut() {
      return cut;
    },
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
