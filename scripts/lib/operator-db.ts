// The database the CLI's `platform` commands (scripts/cli/platform.ts) work on: DATABASE_URL when set;
// otherwise the embedded PostgreSQL of a server running from this checkout (found through its
// postmaster.pid); otherwise that embedded PostgreSQL is started for the command's run and stopped after.
import fs from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "../../server/src/config.ts";
import { createDb, type Db } from "../../server/src/db.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "../../server/src/platform/embedded-postgres.ts";

/** The URL of the embedded PostgreSQL of a running server, or null when none runs. */
function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const [pid, , , port] = fs.readFileSync(pidFile, "utf8").split("\n");
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  const password = fs.readFileSync(`${path.resolve(dataDir)}.password`, "utf8");
  return `postgresql://fanfare:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/fanfare`;
}

export async function withOperatorDb<T>(work: (db: Db, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let embedded: EmbeddedPg | null = null;
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.embeddedPgDir);
  if (!url) {
    embedded = await startEmbeddedPostgres(config.embeddedPgDir);
    url = embedded.urlFor("fanfare");
  }
  const db = createDb(url, 2);
  try {
    return await work(db, config);
  } finally {
    await db.$disconnect();
    if (embedded) await embedded.stop();
  }
}
