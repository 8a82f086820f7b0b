// Playwright global setup: one PostgreSQL for the run (TEST_DATABASE_URL, or an embedded one in
// ./data/e2e-postgres) with the migrated, seeded template. The "setup" project (auth.setup.ts) copies
// it into the run's own template with the suite's fans; each worker copies that into a database of its
// own and starts its own server on it (fixtures.ts). Workers read where the server and the templates
// are from the environment, which Playwright passes on from here.
import { dropDatabase, startTestPostgres } from "../helpers/test-postgres.ts";
import { removeSuiteFans, suiteTemplateName } from "./suite-fans.ts";

export default async function globalSetup() {
  const pg = await startTestPostgres("e2e-postgres");
  process.env.E2E_PG_SERVER_URL = pg.serverUrl("postgres");
  process.env.E2E_PG_TEMPLATE = pg.template;
  // Names the run's template and record (suite-fans.ts): the runner's pid, alive as long as the run.
  process.env.E2E_RUN_ID = String(process.pid);
  return async () => {
    await dropDatabase(pg.serverUrl, suiteTemplateName()).catch(() => {});
    removeSuiteFans();
    await pg.stop();
  };
}
