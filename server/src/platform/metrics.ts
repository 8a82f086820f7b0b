// Prometheus metrics of one server instance, served at /metrics (prom-client; GraphQL operations through
// @envelop/prometheus). One registry per app, so several apps in one process (tests) never collide.
import client from "prom-client";
import { usePrometheus } from "@envelop/prometheus";

export interface MetricsSources {
  /** Unpaid holds on stock right now (orders awaiting payment whose hold has not expired). */
  activeHolds(): Promise<number>;
  pool(): { total: number; idle: number; waiting: number };
  websockets(): { connections: number; subscriptions: number };
}

/** The route label: a handful of known prefixes, so that no URL can blow up the label set. */
export function routeLabel(path: string): string {
  for (const prefix of ["/graphql", "/fanapih5", "/webhooks", "/sandbox-pay", "/metrics", "/healthz", "/readyz", "/assets", "/dev"]) {
    if (path === prefix || path.startsWith(prefix + "/")) return prefix;
  }
  return "other";
}

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "fanfare_" });
  const registers = [registry];

  let sources: MetricsSources | null = null;
  // Every metric of the app goes into this app's registry (never prom-client's global one).
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => new client.Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new client.Histogram({ name, help, labelNames, buckets, registers });
  /** A gauge read when scraped, from the sources the app hands in once it runs (nothing before). */
  const sourcedGauge = (name: string, help: string, read: (s: MetricsSources) => number) =>
    new client.Gauge({
      name,
      help,
      registers,
      collect() {
        if (sources) this.set(read(sources));
      },
    });

  const httpRequests = counter("fanfare_http_requests_total", "HTTP requests answered, by method, route and status", ["method", "route", "status"]);
  const httpErrors = counter("fanfare_http_errors_total", "HTTP requests answered with a server error (5xx), by route", ["route", "status"]);
  const httpDuration = histogram("fanfare_http_request_duration_seconds", "Time to answer an HTTP request, by route", ["route"], [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  const rateLimited = counter("fanfare_rate_limited_total", "Requests refused by a rate or size limit, by limit", ["limit"]);
  const payments = counter("fanfare_payments_total", "Payment results this instance produced, by status", ["status"]);
  const poolWait = histogram("fanfare_db_pool_wait_seconds", "Time spent waiting for a pooled database connection", [], [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  const mailSent = counter("fanfare_outbox_deliveries_total", "E-mail and SMS delivery attempts, by channel and result", ["channel", "result"]);
  const processErrors = counter("fanfare_process_errors_total", "Errors that escaped every handler (unhandledRejection, uncaughtException): logged, and the process went on", ["kind"]);

  new client.Gauge({
    name: "fanfare_onsale_holds_active",
    help: "Unpaid holds on stock right now",
    registers,
    async collect() {
      if (sources) this.set(await sources.activeHolds().catch(() => NaN));
    },
  });
  new client.Gauge({
    name: "fanfare_db_pool_connections",
    help: "Database pool connections, by state",
    labelNames: ["state"] as const,
    registers,
    collect() {
      if (!sources) return;
      const p = sources.pool();
      this.set({ state: "total" }, p.total);
      this.set({ state: "idle" }, p.idle);
    },
  });
  sourcedGauge("fanfare_db_pool_waiting", "Requests waiting for a pooled database connection right now", (s) => s.pool().waiting);
  sourcedGauge("fanfare_ws_connections", "Open graphql-ws connections", (s) => s.websockets().connections);
  sourcedGauge("fanfare_graphql_subscriptions_active", "Active GraphQL subscriptions (and in-flight operations) over graphql-ws", (s) => s.websockets().subscriptions);

  return {
    registry,
    httpRequests,
    httpErrors,
    httpDuration,
    rateLimited,
    payments,
    poolWait,
    mailSent,
    processErrors,
    setSources(s: MetricsSources) {
      sources = s;
    },
    /** GraphQL operations, their duration and their errors, by operation name and type. */
    envelopPlugin() {
      return usePrometheus({
        registry,
        skipIntrospection: true,
        metrics: {
          graphql_envelop_request: true,
          graphql_envelop_request_duration: true,
          graphql_envelop_error_result: true,
          graphql_envelop_phase_execute: true,
        },
      });
    },
    async render(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
