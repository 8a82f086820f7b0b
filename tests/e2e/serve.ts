// The server Playwright tests talk to: the built client plus the real server, on a fresh copy of the
// seeded template database (embedded PostgreSQL in ./data/e2e-postgres, or TEST_DATABASE_URL).
import fs from "node:fs";
import path from "node:path";
import { buildApp } from "../../server/src/app.ts";
import { rootDir } from "../../server/src/config.ts";
import { createStaffToken } from "../../server/src/modules/auth/staff-tokens.ts";
import { createTestDatabase, startTestPostgres } from "../helpers/test-postgres.ts";

const port = Number(process.env.E2E_PORT ?? 4100);
const pg = await startTestPostgres("e2e-postgres");
const db = await createTestDatabase(pg.serverUrl, pg.template);
const app = await buildApp({ databaseUrl: db.url, port, host: "127.0.0.1", seedDemo: false, logLevel: "warn", humanCheck: { maxNumber: 5000 } }).start();
// A staff token for the gate and operator journeys (the specs read it with e2eStaffToken()).
const staff = await createStaffToken(app.deps.db, "e2e staff", ["gate:scan", "entry:manage"]);
fs.mkdirSync(path.join(rootDir, "data"), { recursive: true });
fs.writeFileSync(path.join(rootDir, "data", `e2e-staff-token-${port}`), staff.token);
console.log(`e2e server on ${app.url}`);

const stop = async () => {
  await app.stop();
  await db.drop().catch(() => {});
  await pg.stop();
  process.exit(0);
};
process.once("SIGINT", () => void stop());
process.once("SIGTERM", () => void stop());
