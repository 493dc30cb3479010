import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback between the app and its PostgreSQL server, for outage tests: `cut()`
 * drops every open connection and refuses new ones (as a stopped server does), or with "hang"
 * keeps them open and carries nothing, new ones included (as a lost network does); `restore()`
 * drops what is open and forwards again.
 */
export type TcpProxy = {
  port: number;
  url(databaseUrl: string): string;
  cut(how?: "refuse" | "hang"): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: "forward" | "hang" = "forward";
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    if (mode === "hang") return;
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    // In "hang" mode the bytes are dropped: open connections stay open and hear nothing.
    client.on("data", (chunk) => mode === "forward" && upstream.write(chunk));
    upstream.on("data", (chunk) => mode === "forward" && client.write(chunk));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    async cut(how = "refuse") {
      if (how === "hang") mode = "hang";
      else {
        dropAll();
        await stopListening();
      }
    },
    async restore() {
      dropAll();
      mode = "forward";
      if (!server.listening) await listen(port);
    },
    async close() {
      dropAll();
      await stopListening();
    },
  };
}
