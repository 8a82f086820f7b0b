// Wallet payments per second over real HTTP: one fan per client (so payments of different fans run
// side by side, as in real traffic), each paying small ticket orders from the wallet with the payment
// password, on a fresh copy of the seeded database. Checks afterwards that the ledger balances.
//   npm run bench:wallet                      (BENCH_PAYMENTS=400 BENCH_CONCURRENCY=16 by default)
import crypto from "node:crypto";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { newOrderNo } from "../../server/src/modules/orders/index.ts";
import { creditTopUp } from "../../server/src/modules/wallet/index.ts";
import { hashSecret } from "../../server/src/modules/auth/index.ts";
import { createTestDatabase, startTestPostgres } from "../../tests/helpers/test-postgres.ts";

const TOTAL = Number(process.env.BENCH_PAYMENTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PAY_PASSWORD = "135790";

const pg = await startTestPostgres("bench-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({ databaseUrl: db.url, port: 0, host: "127.0.0.1", seedDemo: false, logLevel: "warn", dbPoolSize: 20, graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 } }).start();
const prisma = app.deps.db;

/** The two operations of this bench, as far as it reads them. */
interface BenchResponse {
  data?: { signIn?: { token?: string }; payOrder?: { __typename: string } };
  errors?: { message: string }[];
}

async function gql(query: string, variables: object, token?: string): Promise<BenchResponse> {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as BenchResponse;
}

try {
  // One fan per client, each with a payment password, a funded wallet and its orders.
  const perFan = Math.ceil(TOTAL / CONCURRENCY);
  const passwordHash = await hashSecret("Bench#2026x");
  const payHash = await hashSecret(PAY_PASSWORD);
  const fans = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const email = `bench-${i}-${crypto.randomBytes(3).toString("hex")}@example.test`;
    const user = await prisma.user.create({ data: { email, passwordHash, payPasswordHash: payHash, nickname: `Bench ${i}`, inviteCode: `B${crypto.randomBytes(5).toString("hex")}` } });
    await prisma.$transaction((tx) => creditTopUp(tx, user.id, perFan * 100, `BENCH-${user.id}`, "bench funding"));
    const now = new Date();
    const orders = await Promise.all(
      Array.from({ length: perFan }, () =>
        prisma.order.create({ data: { orderNo: newOrderNo("TICKET", now), userId: user.id, kind: "TICKET", currency: "HKD", totalAmount: 100, expiresAt: new Date(now.getTime() + 3_600_000) } }),
      ),
    );
    const signIn = await gql(`mutation($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`, { i: { email, password: "Bench#2026x" } });
    const token = signIn.data?.signIn?.token;
    if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(signIn.errors)}`);
    fans.push({ token, orders: orders.map((o) => o.orderNo) });
  }

  const PAY = `mutation($input: PayOrderInput!) { payOrder(input: $input) { __typename } }`;
  const latencies: number[] = [];
  let ok = 0;
  const started = performance.now();
  await Promise.all(
    fans.map(async (fan) => {
      for (const orderNo of fan.orders) {
        const t0 = performance.now();
        const r = await gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, fan.token);
        latencies.push(performance.now() - t0);
        if (r.data?.payOrder?.__typename === "PaymentAccepted") ok++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  const [totals] = await prisma.$queryRaw<{ entries: bigint; balances: bigint }[]>`select (select sum(amount) from "LedgerEntry") entries, (select sum(balance) from "WalletAccount") balances`;
  console.log(`wallet payments: ${ok}/${latencies.length} succeeded in ${seconds.toFixed(2)} s → ${(ok / seconds).toFixed(1)} payments/s (concurrency ${CONCURRENCY})`);
  console.log(`latency ms: p50 ${p(0.5)}  p95 ${p(0.95)}  p99 ${p(0.99)}`);
  console.log(`ledger: sum of entries ${totals.entries}, sum of balances ${totals.balances}`);
  if (ok !== latencies.length || Number(totals.entries) !== 0 || Number(totals.balances) !== 0) process.exitCode = 1;
} finally {
  await app.stop();
  await db.drop();
  await pg.stop();
}
