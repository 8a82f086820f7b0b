// The server Playwright tests talk to: the built client plus the real server, on a fresh copy of the
// seeded template database (embedded PostgreSQL in ./data/e2e-postgres, or TEST_DATABASE_URL).
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig, rootDir } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/staff-tokens.ts";
import { createTestDatabase, startTestPostgres } from "../helpers/test-postgres.ts";

const port = Number(process.env.E2E_PORT ?? 4100);
const pg = await startTestPostgres("e2e-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({ databaseUrl: db.url, port, host: "127.0.0.1", seedDemo: false, logLevel: "warn", humanCheck: { maxNumber: 5000 },
  // Every browser of the run shares 127.0.0.1: a per-IP budget (GraphQL requests, sign-in failures, code
  // sends) would be one fan's for all of them. Per-account and per-address limits stay on.
  graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 },
  accountLimitsPerIp: false,
}).start();
// A staff token for the gate and operator journeys (the specs read it with e2eStaffToken()).
const staff = await createStaffToken(app.deps.db, "e2e staff", ["gate:scan", "entry:manage"]);
fs.mkdirSync(path.join(rootDir, "data"), { recursive: true });
fs.writeFileSync(path.join(rootDir, "data", `e2e-staff-token-${port}`), staff.token);
console.log(`e2e server on ${app.url}`);
// Where a spec finds this server's database, to set up what no screen can make yet (e2eDatabaseUrl()).
const infoFile = path.join(rootDir, "data", `e2e-server-${port}.json`);
fs.mkdirSync(path.dirname(infoFile), { recursive: true });
fs.writeFileSync(infoFile, JSON.stringify({ url: app.url, databaseUrl: db.url }));

const stop = async () => {
  await app.stop();
  fs.rmSync(infoFile, { force: true });
  await db.drop().catch(() => {});
  await pg.stop();
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
