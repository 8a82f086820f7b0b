// `npm run bench -- <name> [options]`: one entry point for every benchmark. Each prints a table; the
// ones that compare (ledger, onsale and onsale --seats against pgbench, graphql, fanout) measure their baseline in the same run and print ratios.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** name → file; "module" files export main(argv), "script" files run on their own (the older bench:* ones). */
const benchmarks: Record<string, { file: string; kind: "module" | "script"; about: string }> = {
  ledger: { file: "ledger.ts", kind: "module", about: "the database's ceiling for a secured order, through pg" },
  onsale: { file: "onsale.ts", kind: "module", about: "N fans race for M tickets over HTTP, 1 and 2 server processes, ratio to pgbench's raw ceiling (and ledger); --seats: picked seats with front-row skew, ratio to pgbench's minimal seat hold" },
  "secure-path": { file: "secure-path.ts", kind: "module", about: "the secure path alone, one request at a time: SQL statements and server time per secured / sold-out answer" },
  graphql: { file: "graphql.ts", kind: "module", about: "home and event queries, anonymous and signed in, ratio to a bare Yoga" },
  "read-path": { file: "read-path.ts", kind: "module", about: "home and event queries, one request at a time: the SQL statements each costs, with their text" },
  fanout: { file: "fanout.ts", kind: "script", about: "graphql-ws clients on one event's updates: memory per connection, delivery p99" },
  coldload: { file: "coldload.ts", kind: "module", about: "cold loads of the fan's key pages in chromium: time to settled, requests, the request chain's depth (needs npm run build)" },
  home: { file: "home-perf.ts", kind: "script", about: "the home route's JavaScript and Lighthouse score (needs npm run build)" },
  entry: { file: "verify-entry.ts", kind: "script", about: "QR verification at the gate" },
  wallet: { file: "wallet-pay.ts", kind: "script", about: "Fan Coin payments" },
  giveaway: { file: "giveaway-draw.ts", kind: "script", about: "the giveaway draw" },
  queue: { file: "queue.ts", kind: "module", about: "the waiting room: joins over HTTP, live updates, admission rules on 100,000 simulated fans" },
  handback: { file: "handback.ts", kind: "module", about: "tickets handed back to a long line: listing-to-offer p50/p99 and offers out of line order, ratio to released stock's offers" },
};

const [name, ...rest] = process.argv.slice(2);
const bench = name ? benchmarks[name] : undefined;
if (!bench || !fs.existsSync(path.join(here, bench.file))) {
  console.error(`usage: npm run bench -- <name> [options]\n`);
  for (const [n, b] of Object.entries(benchmarks)) if (fs.existsSync(path.join(here, b.file))) console.error(`  ${n.padEnd(9)} ${b.about}`);
  process.exit(name ? 2 : 0);
}
const file = path.join(here, bench.file);
if (bench.kind === "script") {
  const r = spawnSync(process.execPath, ["--import", "tsx", file, ...rest], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}
const mod = (await import(pathToFileURL(file).href)) as { main(argv: string[]): Promise<number> };
process.exit(await mod.main(rest));
