// Service dependencies for operator scripts (giveaway draws, support answers, notices), on the same
// database a server from this checkout uses: DATABASE_URL when set; otherwise the embedded PostgreSQL
// of a running server (found through its postmaster.pid); otherwise that embedded PostgreSQL started
// briefly. Same look-up as scripts/maintenance.ts.
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/src/config.ts";
import { createDb } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createAppPubSub } from "../../server/src/pubsub.ts";
import { createKvStore } from "../../server/src/platform/kv.ts";
import { createLogger } from "../../server/src/platform/logger.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "../../server/src/platform/embedded-postgres.ts";

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

/** Runs `work` with service deps, then closes everything it opened. */
export async function withOperatorDeps<T>(work: (deps: Deps) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let embedded: EmbeddedPg | null = null;
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.embeddedPgDir);
  if (!url) {
    embedded = await startEmbeddedPostgres(config.embeddedPgDir);
    url = embedded.urlFor("fanfare");
  }
  const db = createDb(url, 2);
  const { pubsub, close } = createAppPubSub(config.redisUrl);
  const kv = createKvStore(config.redisUrl);
  const deps: Deps = { config, db, pubsub, kv, log: createLogger("warn", config.isProduction), now: () => new Date() };
  try {
    return await work(deps);
  } finally {
    await db.$disconnect();
    await close();
    await kv.close();
    if (embedded) await embedded.stop();
  }
}
