// The database the app runs on: DATABASE_URL, or an embedded PostgreSQL in EMBEDDED_PG_DIR when it is
// unset (so that `npm start` on a fresh clone just works); migrated before anything uses it.
import type { Config } from "../config.ts";
import type { Logger } from "../platform/logger.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "../platform/embedded-postgres.ts";
import { ensureDatabase, migrate } from "../platform/migrate.ts";

export interface AppDatabase {
  url: string;
  /** Stops the embedded PostgreSQL, if this process started one. */
  stop(): Promise<void>;
}

export async function openDatabase(config: Config, log: Logger): Promise<AppDatabase> {
  let embedded: EmbeddedPg | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.embeddedPgDir, (m) => log.info(m));
    await ensureDatabase(embedded.adminUrl, "fanfare");
    url = embedded.urlFor("fanfare");
    log.info(`embedded PostgreSQL ready in ${config.embeddedPgDir}`);
  }
  await migrate(url, (m) => log.info(m));
  return { url, stop: async () => void (await embedded?.stop()) };
}
