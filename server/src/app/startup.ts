// What a start does to the data before serving: refuse a production database holding the demo accounts,
// and seed the demo data into an empty database outside production.
import type { Deps } from "../deps.ts";
import { hasEvents } from "../modules/events/index.ts";
import { registeredEmails } from "../modules/users/index.ts";
import { demoAccountEmails, seedDemoData } from "../../../prisma/seed-data.ts";

export async function prepareData(deps: Deps): Promise<void> {
  const { config, db, log } = deps;
  if (config.isProduction) {
    // The demo accounts' passwords (and payment password) are published in the README: a production
    // database holding them is an open door, so do not serve it.
    const demoAccounts = await registeredEmails(deps, demoAccountEmails);
    if (demoAccounts.length) {
      throw new Error(
        `Refusing to start in production: the database holds the demo accounts (${demoAccounts.join(", ")}), ` +
          "whose passwords are public. Delete those accounts, or use a database without the demo data.",
      );
    }
  }
  if (config.seedDemo && !config.isProduction && !(await hasEvents(deps))) {
    await seedDemoData(db);
    log.info("seeded demo data (fan demo@fanfare.test, organiser organiser@fanfare.test, operator operator@fanfare.test; password Fanfare#2026)");
  }
}
