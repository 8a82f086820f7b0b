// The server's life after start: what is in flight, and the shutdown that drains it. Once draining,
// /readyz answers 503 and new requests, connections and subscriptions are refused, while what is in flight
// finishes within SHUTDOWN_TIMEOUT_MS; then subscriptions close with 1001 (clients reconnect to another
// instance), jobs stop, and the pools close.
import type http from "node:http";
import type { Logger } from "../platform/logger.ts";

export class Lifecycle {
  draining = false;
  /** HTTP requests being answered. */
  inflight = 0;

  /** Counts `res` as in flight until it closes. */
  track(res: http.ServerResponse): void {
    this.inflight++;
    res.once("close", () => this.inflight--);
  }
}

export interface ShutdownSteps {
  server: http.Server;
  /** graphql-ws queries and mutations in flight (subscriptions are not waited for). */
  websocketOperations(): number;
  websocketConnections(): number;
  /** Closes the subscriptions with 1001 and the WebSocket server. */
  closeWebsockets(): Promise<void>;
  stopJobs(): Promise<void>;
  /** What is left to close once requests and jobs are done, in order (caches, Redis, pools, the embedded database). */
  close: (() => Promise<void>)[];
}

export async function shutdown(lifecycle: Lifecycle, timeoutMs: number, log: Logger, steps: ShutdownSteps): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  lifecycle.draining = true;
  log.info("shutting down: draining requests", { inflight: lifecycle.inflight, websockets: steps.websocketConnections() });
  // No new connections; idle keep-alive ones close now, busy ones after their response.
  const closed = new Promise<void>((r) => steps.server.close(() => r()));
  steps.server.closeIdleConnections();
  const jobsStopped = steps.stopJobs();
  const busy = () => lifecycle.inflight > 0 || steps.websocketOperations() > 0;
  while (busy() && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
    steps.server.closeIdleConnections();
  }
  if (busy()) log.warn("shutdown deadline passed: closing what is left", { inflight: lifecycle.inflight, websocketOperations: steps.websocketOperations() });
  await steps.closeWebsockets();
  steps.server.closeAllConnections();
  await closed;
  await Promise.race([jobsStopped, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
  for (const close of steps.close) await close();
  log.info("shut down");
}
