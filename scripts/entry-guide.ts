// Kept for old habits and scripts: `npx tsx scripts/entry-guide.ts --event <slug> --state OPEN [--queue …]
// [--doors …] [--note …] [--url …] [--token …]` is now `npm run fanfare -- entry-guide …` with --key
// (or FANFARE_API_KEY; the old FANFARE_STAFF_TOKEN still works here) (scripts/cli/index.ts); this forwards to it.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2).map((a) => (a === "--token" ? "--key" : a));
const env = { ...process.env, FANFARE_API_KEY: process.env.FANFARE_API_KEY ?? process.env.FANFARE_STAFF_TOKEN };
const r = spawnSync(process.execPath, ["--import", "tsx", new URL("./cli/index.ts", import.meta.url).pathname, "entry-guide", ...args], { stdio: "inherit", env });
process.exit(r.status ?? 1);
