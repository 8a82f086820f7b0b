// Playwright global setup: one PostgreSQL for the run (TEST_DATABASE_URL, or an embedded one in
// ./data/e2e-postgres) with the migrated, seeded template. Each worker copies the template into a
// database of its own and starts its own server on it (fixtures.ts). Workers read where the server
// and the template are from the environment, which Playwright passes on from here.
import { startTestPostgres } from "../helpers/test-postgres.ts";

export default async function globalSetup() {
  const pg = await startTestPostgres("e2e-postgres");
  process.env.E2E_PG_SERVER_URL = pg.serverUrl("postgres");
  process.env.E2E_PG_TEMPLATE = pg.template;
  return () => pg.stop();
}
