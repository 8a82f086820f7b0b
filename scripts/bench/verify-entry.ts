// verifyEntry per second over real HTTP against the real server and database: first scans (ticket
// admitted: signature checks, row lock, status change, history, scan log in one transaction), then
// repeat scans (ALREADY_USED), and the signature check alone for scale.
//   npm run bench:entry [-- --tickets 2000 --concurrency 16]
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { createTestDatabase, startTestPostgres } from "../../tests/helpers/test-postgres.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { codeFor, issuePass, ticketSeed, verifySignatures } from "../../server/src/modules/entry/qr.crypto.ts";
import { parseQrCode } from "@fanfare/shared/qr";

const { values } = parseArgs({ options: { tickets: { type: "string", default: "2000" }, concurrency: { type: "string", default: "16" } } });
const TICKETS = Math.min(20_000, Number(values.tickets));
const CONCURRENCY = Math.min(64, Number(values.concurrency));

const pg = await startTestPostgres("bench-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({ databaseUrl: db.url, port: 0, host: "127.0.0.1", seedDemo: false, logLevel: "warn", dbPoolSize: 20, graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 } }).start();

try {
  const prisma = app.deps.db;
  const event = await prisma.event.findUniqueOrThrow({ where: { slug: "neon-nights-live-2026" }, include: { ticketTypes: true } });
  const owner = await prisma.user.findUniqueOrThrow({ where: { email: "demo@fanfare.test" } });
  const type = event.ticketTypes.find((t) => t.area === "C") ?? event.ticketTypes[0];
  const rows = Array.from({ length: TICKETS }, (_, i) => ({
    id: `bench${i.toString().padStart(6, "0")}${crypto.randomBytes(4).toString("hex")}`,
    ticketNo: `BENCH${i.toString().padStart(8, "0")}`,
    eventId: event.id,
    ticketTypeId: type.id,
    ownerId: owner.id,
    status: "PAID" as const,
    qrSecret: crypto.randomBytes(32),
  }));
  await prisma.ticket.createMany({ data: rows });
  const token = (await createStaffToken(prisma, "bench gate", ["gate:scan"])).token;
  // Codes live 40 seconds: each scan gets the code the phone shows at that moment.
  const passes = rows.map((r) => issuePass(app.deps.config.qr, "T", r.id, 1, ticketSeed(r.qrSecret, 1)));
  const codeOf = (i: number) => codeFor(app.deps.config.qr, passes[i], Date.now()).code;

  const query = `mutation($input: VerifyEntryInput!) { verifyEntry(input: $input) { ... on EntryVerification { result } } }`;
  async function run(label: string, expected: string) {
    let next = 0;
    let wrong = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (next < rows.length) {
          const code = codeOf(next++);
          const res = await fetch(`${app.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables: { input: { code, gateId: `bench-${worker}`, entrance: "Bench" } } }),
          });
          const body = (await res.json()) as { data?: { verifyEntry?: { result?: string } } };
          if (body.data?.verifyEntry?.result !== expected) wrong++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`${label}: ${rows.length} scans in ${seconds.toFixed(2)} s = ${Math.round(rows.length / seconds)} verifyEntry/s (concurrency ${CONCURRENCY}${wrong ? `, ${wrong} unexpected results` : ""})`);
    if (wrong) process.exitCode = 1;
  }
  await run("first scans (ACCEPTED)", "ACCEPTED");
  await run("repeat scans (ALREADY_USED)", "ALREADY_USED");

  const parsed = rows.map((_, i) => parseQrCode(codeOf(i))!);
  const t0 = performance.now();
  for (const c of parsed) verifySignatures(app.deps.config.qr, c);
  const s = (performance.now() - t0) / 1000;
  console.log(`signature checks alone (one core): ${Math.round(parsed.length / s)}/s`);
} finally {
  await app.stop();
  await db.drop();
  await pg.stop();
}
