// The raw ceiling of a benchmark's SQL as PostgreSQL's own client measures it: the benchmark writes a
// pgbench script (a file under os.tmpdir()) and runs `pgbench -n -c <clients> -j 2 -T <s> -f script`
// against the bench database, then reads its tps. No Node, no pg, no pool in between: what the database
// commits for that SQL from that many connections on this machine.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PgbenchFigures {
  /** Transactions per second, without the initial connection time. */
  tps: number;
  /** Transactions processed in all. */
  transactions: number;
  /** Failed transactions (pgbench 15 and later print them; 0 when absent). */
  failed: number;
  /** Mean latency of a transaction in ms, when printed. */
  latencyMs: number | null;
}

/**
 * Reads pgbench's summary. pgbench 14 and later print `tps = N (without initial connection time)`;
 * older ones print an `including connections establishing` and an `excluding …` line (the latter is taken).
 * Throws when there is no tps line: a run that aborted prints none.
 */
export function parsePgbenchOutput(output: string): PgbenchFigures {
  const tpsLines = [...output.matchAll(/^tps = ([\d.]+)(?: \(([^)]*)\))?/gm)];
  if (!tpsLines.length) throw new Error(`pgbench printed no tps line:\n${output.trim().split("\n").slice(-5).join("\n")}`);
  const best = tpsLines.find((m) => /without initial connection|excluding connections/.test(m[2] ?? "")) ?? tpsLines[tpsLines.length - 1];
  const transactions = /^number of transactions actually processed: (\d+)/m.exec(output);
  const failed = /^number of failed transactions: (\d+)/m.exec(output);
  const latency = /^latency average = ([\d.]+) ms/m.exec(output);
  return {
    tps: Number(best[1]),
    transactions: transactions ? Number(transactions[1]) : 0,
    failed: failed ? Number(failed[1]) : 0,
    latencyMs: latency ? Number(latency[1]) : null,
  };
}

export interface PgbenchRun extends PgbenchFigures {
  /** The command as run (the database's URL left out). */
  command: string;
}

/** A SQL string literal (the scripts are written with their ids inline: pgbench substitutes only `:variables`). */
export const sqlLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Runs pgbench on `url` with `clients` connections for `seconds`, over one or more scripts (each with
 * its weight: pgbench picks one per transaction). The scripts are written to os.tmpdir() and removed.
 * Throws when pgbench fails or a client aborted (an error in the script's SQL).
 */
export async function runPgbench(opts: {
  url: string;
  clients: number;
  seconds: number;
  threads?: number;
  scripts: { name: string; sql: string; weight?: number }[];
  pgbench?: string;
}): Promise<PgbenchRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-pgbench-"));
  const files = opts.scripts.map((s) => {
    const file = path.join(dir, `${s.name}-${crypto.randomBytes(3).toString("hex")}.sql`);
    fs.writeFileSync(file, s.sql.endsWith("\n") ? s.sql : `${s.sql}\n`);
    return { file, weight: s.weight };
  });
  const bin = opts.pgbench ?? process.env.PGBENCH ?? "pgbench";
  const args = [
    "-n",
    "-c",
    String(opts.clients),
    "-j",
    String(Math.min(opts.threads ?? 2, opts.clients)),
    "-T",
    String(opts.seconds),
    ...files.flatMap((f) => ["-f", f.weight === undefined ? f.file : `${f.file}@${f.weight}`]),
    opts.url,
  ];
  try {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
      child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
      child.on("error", reject);
      child.on("close", (c) => resolve({ code: c, stdout, stderr }));
    });
    const aborted = /aborted in command|^pgbench: error/m.exec(stderr);
    if (code !== 0 || aborted) {
      throw new Error(`pgbench exited with ${code}: ${stderr.trim().split("\n").slice(0, 5).join("\n")}`);
    }
    return { ...parsePgbenchOutput(stdout), command: `${bin} ${args.slice(0, -1).join(" ")} <bench database>` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
