// The auth-setup project (playwright.config.ts runs it before the specs): makes the suite's fans once
// per run, through the factories (the users, auth and wallet modules' services), in a template of the
// run that every worker copies into its own database, and records their credentials for the fixtures.
// It cannot hand the browsers a signed-in storage state: see the comment in playwright.config.ts.
import { test as setup } from "@playwright/test";
import { buildApp } from "../../server/src/app.ts";
import { createFan } from "../factories/fans.ts";
import { createTestDatabase, dropDatabase, markTemplate, withDatabase } from "../helpers/test-postgres.ts";
import { suiteTemplateName, writeSuiteFans } from "./suite-fans.ts";

setup("the suite's fans, in the template every worker copies", async () => {
  const serverUrl = process.env.E2E_PG_SERVER_URL;
  const base = process.env.E2E_PG_TEMPLATE;
  if (!serverUrl || !base) throw new Error("tests/e2e/global-setup.ts did not run (E2E_PG_SERVER_URL, E2E_PG_TEMPLATE)");
  const at = (name: string) => withDatabase(serverUrl, name);
  const template = suiteTemplateName();
  // A retried setup starts again from the seeded template.
  await dropDatabase(at, template);
  const db = await createTestDatabase(at, base, template);
  const app = await buildApp({ databaseUrl: db.url, port: 0, host: "127.0.0.1", seedDemo: false, logLevel: "warn" }).start();
  try {
    const returning = await createFan(app.deps, { nickname: "Worker Fan", payPassword: "246810", balance: 1_000_00 });
    writeSuiteFans({ template, returning });
  } finally {
    await app.stop();
  }
  await markTemplate(at, template);
});
