// A real HTTP server on a loopback port the system picks, for the doubles of services the tests cannot reach
// (tests/helpers/stripe-double.ts, adyen-double.ts): its handler's failure answers 500 with the body that
// service gives for an internal error, as the real one would.
import http from "node:http";

export interface LocalHttpServer {
  url: string;
  stop(): Promise<void>;
}

export async function listenLocally(handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>, internalError: (e: unknown) => unknown): Promise<LocalHttpServer> {
  const server = http.createServer((req, res) =>
    void handle(req, res).catch((e: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify(internalError(e)));
    }),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A request's whole body, as text. */
export async function bodyOf(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
