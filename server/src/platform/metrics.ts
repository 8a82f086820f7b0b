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

  const httpRequests = new client.Counter({
    name: "fanfare_http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const httpErrors = new client.Counter({
    name: "fanfare_http_errors_total",
    help: "HTTP requests answered with a server error (5xx), by route",
    labelNames: ["route", "status"] as const,
    registers,
  });
  const httpDuration = new client.Histogram({
    name: "fanfare_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route",
    labelNames: ["route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const rateLimited = new client.Counter({
    name: "fanfare_rate_limited_total",
    help: "Requests refused by a rate or size limit, by limit",
    labelNames: ["limit"] as const,
    registers,
  });
  const payments = new client.Counter({
    name: "fanfare_payments_total",
    help: "Payment results this instance produced, by status",
    labelNames: ["status"] as const,
    registers,
  });
  const poolWait = new client.Histogram({
    name: "fanfare_db_pool_wait_seconds",
    help: "Time spent waiting for a pooled database connection",
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const mailSent = new client.Counter({
    name: "fanfare_outbox_deliveries_total",
    help: "E-mail and SMS delivery attempts, by channel and result",
    labelNames: ["channel", "result"] as const,
    registers,
  });

  let sources: MetricsSources | null = null;
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
  new client.Gauge({
    name: "fanfare_db_pool_waiting",
    help: "Requests waiting for a pooled database connection right now",
    registers,
    collect() {
      if (sources) this.set(sources.pool().waiting);
    },
  });
  new client.Gauge({
    name: "fanfare_ws_connections",
    help: "Open graphql-ws connections",
    registers,
    collect() {
      if (sources) this.set(sources.websockets().connections);
    },
  });
  new client.Gauge({
    name: "fanfare_graphql_subscriptions_active",
    help: "Active GraphQL subscriptions (and in-flight operations) over graphql-ws",
    registers,
    collect() {
      if (sources) this.set(sources.websockets().subscriptions);
    },
  });

  return {
    registry,
    httpRequests,
    httpErrors,
    httpDuration,
    rateLimited,
    payments,
    poolWait,
    mailSent,
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
