// Switches maintenance mode without a restart: every server instance answers 9999 (/fanapih5) and
// UNDER_REPAIR (GraphQL) within 2 seconds, and the client shows /repair with the message.
//
//   npx tsx scripts/maintenance.ts on "Back at 18:00"
//   npx tsx scripts/maintenance.ts off
//   npx tsx scripts/maintenance.ts status
//
// The database: DATABASE_URL when set; otherwise the embedded PostgreSQL of a server running from this
// checkout (found through its postmaster.pid); otherwise that embedded PostgreSQL is started briefly.
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../server/src/config.ts";
import { createDb } from "../server/src/db.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "../server/src/platform/embedded-postgres.ts";
import { getMaintenance, setMaintenance } from "../server/src/modules/system/system.service.ts";

function usage(): never {
  console.error('usage: npx tsx scripts/maintenance.ts on "message" | off | status');
  process.exit(64);
}

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

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!["on", "off", "status"].includes(command ?? "")) usage();
  const config = loadConfig();
  let embedded: EmbeddedPg | null = null;
  let url = config.databaseUrl ?? runningEmbeddedUrl(config.embeddedPgDir);
  if (!url) {
    embedded = await startEmbeddedPostgres(config.embeddedPgDir);
    url = embedded.urlFor("fanfare");
  }
  const db = createDb(url, 1);
  try {
    const deps = { db };
    const result =
      command === "status"
        ? await getMaintenance(deps)
        : await setMaintenance(deps, { on: command === "on", message: rest.join(" ") || null });
    console.log(result.on ? `maintenance ON: ${result.message}` : "maintenance OFF");
  } finally {
    await db.$disconnect();
    if (embedded) await embedded.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
