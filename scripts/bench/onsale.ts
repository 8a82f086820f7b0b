// The hot on-sale: N fans race for M tickets through the real HTTP API (GraphQL secureTickets) against a
// real server on its own fresh database, and the result is checked against the database.
//   npm run bench:onsale                          2000 fans, 500 tickets
//   npm run bench:onsale -- --fans 500 --tickets 100 --pool 20 --sockets 256
// Prints tickets sold, oversold (must be 0), holds left over after the holds lapse (must be 0),
// requests per second and p50 / p99 latency. Exits 1 when anything is oversold or left over.
import http from "node:http";
import { parseArgs } from "node:util";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { createTestDatabase, startTestPostgres } from "../../tests/helpers/test-postgres.ts";
import { expireDueOrders } from "../../server/src/modules/orders/orders.core.ts";
import { createOnSaleEvent } from "../../tests/factories/events.ts";
import { createFans } from "../../tests/factories/fans.ts";
import { SECURE_TICKETS, solvedHumanCheck } from "./fans.ts";

const { values: args } = parseArgs({
  options: {
    fans: { type: "string", default: "2000" },
    tickets: { type: "string", default: "500" },
    pool: { type: "string", default: "20" },
    sockets: { type: "string", default: "256" },
  },
});
const N = Number(args.fans);
const M = Number(args.tickets);

const pg = await startTestPostgres("bench-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({
  databaseUrl: db.url,
  port: 0,
  host: "127.0.0.1",
  serveClient: false,
  seedDemo: false,
  logLevel: "warn",
  dbPoolSize: Number(args.pool),
  humanCheck: { maxNumber: 1000 },
  // Thousands of fans from one IP: the per-IP limit would measure itself, not the sale.
  graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 },
}).start();
const gqlUrl = `${app.url}/graphql`;
let failed = false;

// The fans' connections, as a load balancer in front would keep them: every request is sent at once and
// queues here for one of `sockets` keep-alive connections (2,000 raw connects to one process only
// measure the kernel's accept queue).
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(args.sockets) });

function post(url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

try {
  console.log(`setting up ${N} fans (verified phones, sessions) and an event with ${M} tickets…`);
  const event = await createOnSaleEvent(app.deps, { standing: M });
  const fans = await createFans(app.deps, N);
  // Each fan solves the human check first, as the widget does before the buy button is pressed.
  const checks: string[] = [];
  for (let i = 0; i < N; i += 100) checks.push(...(await Promise.all(fans.slice(i, i + 100).map(() => solvedHumanCheck(gqlUrl)))));

  console.log(`racing: ${N} concurrent secureTickets requests…`);
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    fans.map(async (fan, i) => {
      const t0 = performance.now();
      let outcome: string;
      try {
        const res = await post(
          gqlUrl,
          fan.token,
          JSON.stringify({
            query: SECURE_TICKETS,
            variables: { input: { eventSlug: event.slug, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: checks[i] } },
          }),
        );
        const body = JSON.parse(res.text) as { data?: { secureTickets?: { __typename: string } }; errors?: { message: string }[] };
        outcome = body.data?.secureTickets?.__typename ?? `error: ${body.errors?.[0]?.message ?? res.status}`;
      } catch (e) {
        outcome = `network: ${(e as Error).message}`;
      }
      latencies.push(performance.now() - t0);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const type = await app.deps.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } });
  const heldUnits = await app.deps.db.orderItem.count({ where: { order: { eventId: event.id, status: "AWAITING_PAYMENT" } } });
  const secured = outcomes.get("TicketsSecured") ?? 0;
  const oversold = Math.max(0, heldUnits - M, type.sold - type.capacity, secured - M);

  // Nobody pays: every hold lapses, the sweep runs, and all the stock must come back.
  await app.deps.db.order.updateMany({ where: { eventId: event.id, status: "AWAITING_PAYMENT" }, data: { expiresAt: new Date(Date.now() - 1000) } });
  while ((await expireDueOrders(app.deps, { eventId: event.id })) > 0);
  const leftOrders = await app.deps.db.order.count({ where: { eventId: event.id, status: "AWAITING_PAYMENT" } });
  const after = await app.deps.db.ticketType.findUniqueOrThrow({ where: { id: event.standingTypeId } });
  const leftOver = leftOrders + after.sold;

  latencies.sort((a, b) => a - b);
  console.log("");
  console.log(`fans ${N}, tickets ${M}, db pool ${args.pool}, ${args.sockets} keep-alive connections, one process (server and fans share the CPU)`);
  console.log(`outcomes:          ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(", ")}`);
  console.log(`tickets sold:      ${secured} (held in the database: ${heldUnits}, stock counter ${type.sold}/${type.capacity})`);
  console.log(`oversold:          ${oversold}`);
  console.log(`holds left over:   ${leftOver} (after every hold lapsed and the sweep ran; stock back to ${after.sold})`);
  console.log(`requests/second:   ${(N / seconds).toFixed(0)} (${N} requests in ${seconds.toFixed(2)} s)`);
  console.log(`latency p50 / p99: ${percentile(latencies, 50).toFixed(0)} ms / ${percentile(latencies, 99).toFixed(0)} ms`);
  if (oversold > 0 || leftOver > 0 || secured !== Math.min(N, M)) failed = true;
} finally {
  await app.stop();
  await db.drop();
  await pg.stop();
}
process.exit(failed ? 1 : 0);
