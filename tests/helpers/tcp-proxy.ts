// A TCP proxy in front of PostgreSQL or Redis that a test can break: `cut()` resets every open connection
// and refuses new ones (the database went away), `blackhole()` accepts connections and drops their bytes
// (the database hangs: a network partition), `restore()` forwards again; `hold()` keeps back what one
// connection sends from a given request on, until the test lets it through (a slow link, on cue). Only
// the server under test talks through it, so other test files keep their database.
import net from "node:net";

export interface TcpProxy {
  /** The same URL with host and port of the proxy. */
  url: string;
  cut(): void;
  blackhole(): void;
  restore(): void;
  /**
   * From the first chunk a client sends that `match`es, that connection's bytes to the target wait (in
   * order) until `release()`; `held` resolves when such a chunk arrived.
   */
  hold(match: (chunk: Buffer) => boolean): { held: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let mode: "forward" | "cut" | "blackhole" = "forward";
  const sockets = new Set<net.Socket>();
  const holds: { match: (chunk: Buffer) => boolean; onHeld: () => void; queue: { write: () => void }[]; released: boolean; active: boolean }[] = [];
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
    let heldBy: (typeof holds)[number] | undefined;
    client.on("data", (d) => {
      if (mode !== "forward") return;
      if (heldBy?.released) heldBy = undefined;
      heldBy ??= holds.find((h) => !h.released && !h.active && h.match(d));
      if (!heldBy) return void upstream.write(d);
      if (!heldBy.active) {
        heldBy.active = true;
        heldBy.onHeld();
      }
      heldBy.queue.push({ write: () => upstream.write(d) });
    });
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
    hold(match) {
      let onHeld = () => {};
      const held = new Promise<void>((r) => (onHeld = r));
      const h = { match, onHeld, queue: [] as { write: () => void }[], released: false, active: false };
      holds.push(h);
      return {
        held,
        release() {
          h.released = true;
          for (const q of h.queue.splice(0)) q.write();
        },
      };
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
