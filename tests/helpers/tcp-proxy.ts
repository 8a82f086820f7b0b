// A TCP proxy in front of PostgreSQL that a test can break: `cut()` resets every open connection and
// refuses new ones (the database went away), `blackhole()` accepts connections and drops their bytes
// (the database hangs: a network partition), `restore()` forwards again. Only the server under test
// talks through it, so other test files keep their database.
import net from "node:net";

export interface TcpProxy {
  /** The same URL with host and port of the proxy. */
  url: string;
  cut(): void;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let mode: "forward" | "cut" | "blackhole" = "forward";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (mode === "cut") return void client.resetAndDestroy();
    if (mode === "blackhole") return void client.on("data", () => {});
    const upstream = net.connect(targetPort, target.hostname);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    // Forward only while in "forward" mode: a blackhole swallows what is in flight too.
    client.on("data", (d) => mode === "forward" && upstream.write(d));
    upstream.on("data", (d) => mode === "forward" && client.write(d));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const proxied = new URL(targetUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String((server.address() as net.AddressInfo).port);
  return {
    url: proxied.toString(),
    cut() {
      mode = "cut";
      for (const s of sockets) s.resetAndDestroy();
    },
    blackhole() {
      mode = "blackhole";
    },
    restore() {
      mode = "forward";
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
