// What the HTTP benchmarks share: the databases they run on (an embedded PostgreSQL, and the one
// DATABASE_URL names), a service context for setting data up from the benchmark's own process, real
// server processes started as children (so that the load generator never shares their event loop), and
// the percentile and table printing.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { loadConfig, rootDir } from "../../../server/src/config.ts";
import { createDeps } from "../../../server/src/app/create-deps.ts";
import type { Deps } from "../../../server/src/deps.ts";
import { startEmbeddedPostgres } from "../../../server/src/platform/embedded-postgres.ts";
import { ensureDatabase, migrate } from "../../../server/src/platform/migrate.ts";
import { SERVER_NODE_FLAGS } from "../../../server/src/platform/node-flags.ts";

export interface BenchDatabase {
  /** "embedded" or "DATABASE_URL". */
  label: string;
  url: string;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database of its own on a server (never a shared one: it is dropped at the end). */
async function freshDatabase(serverUrl: string, label: string, stopServer: () => Promise<void>): Promise<BenchDatabase> {
  const name = `bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = withDatabase(serverUrl, "postgres");
  await ensureDatabase(admin, name);
  const url = withDatabase(serverUrl, name);
  await migrate(url);
  return {
    label,
    url,
    async close() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
      await stopServer();
    },
  };
}

/** The databases to run on: the embedded PostgreSQL unless --no-embedded, and DATABASE_URL when set. */
export async function benchDatabases(opts: { embedded: boolean; databaseUrl: string | undefined }): Promise<BenchDatabase[]> {
  const out: BenchDatabase[] = [];
  if (opts.embedded) {
    const embedded = await startEmbeddedPostgres(path.join(rootDir, "data", "bench-postgres"));
    out.push(await freshDatabase(embedded.adminUrl, "embedded", () => embedded.stop()));
  }
  if (opts.databaseUrl) out.push(await freshDatabase(opts.databaseUrl, "DATABASE_URL", async () => {}));
  return out;
}

/**
 * The services the set-up helpers (fans, events, sessions) need, built as the server builds them
 * (createDeps), in-process (no Redis), over a small pool of the benchmark's own.
 */
export async function benchDeps(url: string): Promise<Deps & { close(): Promise<void> }> {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: "silent" });
  const owned = await createDeps(config, { database: { url, poolSize: 10 } });
  return Object.assign(owned.deps, { close: owned.close });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `server/src/index.ts` in a child process on `port` against `databaseUrl` and waits until /readyz
 * answers. `env` adds or overrides variables (pool size, limits); REDIS_URL is passed on when set.
 */
export async function startServer(opts: { port: number; databaseUrl: string; env?: Record<string, string>; nodeArgs?: string[] }): Promise<ServerProcess> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl,
    SERVE_CLIENT: "false",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ...opts.env,
  };
  // The servers' own log lines (errors under overload can be thousands) go to a file, not between the tables.
  const logDir = path.join(rootDir, "data", "bench-logs");
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = fs.openSync(path.join(logDir, `server-${opts.port}.log`), "w");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(opts.nodeArgs ?? []), "--import", "tsx", path.join(rootDir, "server", "src", "index.ts")], {
    cwd: rootDir,
    env,
    stdio: ["ignore", logFile, logFile],
  });
  fs.closeSync(logFile);
  const url = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`server on port ${opts.port} exited with ${code}`))));
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        const res = await fetch(`${url}/readyz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server on port ${opts.port} did not become ready`);
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Prints rows as an aligned text table (first row: the header). */
export function printTable(rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => "| " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
  console.log(line(cells[0]));
  console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 1) + "-" : "-".repeat(w + 1) + ":")).join("|") + "|");
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Load right now, to print beside a result measured on a shared machine. */
export async function machineLoad(): Promise<string> {
  const os = await import("node:os");
  return `load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} on ${os.cpus().length} CPUs`;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when unreadable. */
export function processCpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The whole machine's CPU seconds so far: busy (every process, other benchmarks' too) and idle. */
export function machineCpuSeconds(): { busy: number; idle: number } {
  try {
    const cpu = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3] + (cpu[4] ?? 0);
    const all = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (all - idle) / 100, idle: idle / 100 };
  } catch {
    return { busy: 0, idle: 0 };
  }
}

/**
 * Where the CPU went while `run` ran: this process, each server process, the database's backends serving
 * `databaseUrl` (read off pg_stat_activity; the database must be on this machine), and the whole machine.
 */
export async function cpuDuring<T>(databaseUrl: string, serverPids: number[], run: () => Promise<T>): Promise<{ result: T; self: number; servers: number[]; postgres: number; machineBusy: number; machineIdle: number }> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const backends = async () => (await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows.map((r) => r.pid);
    const before = new Map<number, number>();
    for (const pid of await backends()) before.set(pid, processCpuSeconds(pid));
    const self0 = process.cpuUsage();
    const servers0 = serverPids.map(processCpuSeconds);
    const machine0 = machineCpuSeconds();
    const result = await run();
    const machine1 = machineCpuSeconds();
    const servers = serverPids.map((pid, i) => processCpuSeconds(pid) - servers0[i]);
    const self = process.cpuUsage(self0);
    let postgres = 0;
    // A backend that connected during the run counts from zero (its whole life was in the run).
    for (const pid of await backends()) postgres += processCpuSeconds(pid) - (before.get(pid) ?? 0);
    return { result, self: (self.user + self.system) / 1e6, servers, postgres, machineBusy: machine1.busy - machine0.busy, machineIdle: machine1.idle - machine0.idle };
  } finally {
    await admin.end();
  }
}
