// Deps built WITHOUT the app or the GraphQL schema, as an operator script or a job builds them: the
// services and the composition root (wiring.ts) on their own, on a database the test made, through the
// same createDeps as the server (in-process: no Redis).
import { loadConfig } from "../../server/src/config.ts";
import type { Db } from "../../server/src/db.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createDeps } from "../../server/src/app/create-deps.ts";
import { createLogger, type Logger } from "../../server/src/platform/logger.ts";

/** `log`: a logger of the test's own (to read what was logged); silent otherwise. The test closes `db` itself. */
export async function plainDeps(db: Db, opts: { log?: Logger } = {}): Promise<Deps> {
  // loadConfig({}): the defaults, not this process's environment (so no REDIS_URL).
  return (await createDeps(loadConfig({}), { database: { db }, log: opts.log ?? createLogger("silent") })).deps;
}
