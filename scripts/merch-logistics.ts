// Kept for old habits and scripts: `npx tsx scripts/merch-logistics.ts advance <orderNo> --token … [--to …]
// [--note …] [--url …]` is now `npm run fanfare -- logistics advance <orderNo> --key … [--to …] [--note …]
// [--url …]` (scripts/cli/index.ts); this forwards to it.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2).map((a) => (a === "--token" ? "--key" : a));
const r = spawnSync(process.execPath, ["--import", "tsx", new URL("./cli/index.ts", import.meta.url).pathname, "logistics", ...args], { stdio: "inherit" });
process.exit(r.status ?? 1);
