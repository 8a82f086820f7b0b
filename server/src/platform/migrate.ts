// Applies committed Prisma migrations. `prisma migrate deploy` waits on a 10-second timer even when
// nothing is pending (prisma-offline.md), so we first compare the migrations folder with
// `_prisma_migrations` and only run deploy when something is missing.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import { rootDir } from "../config.ts";

const run = promisify(execFile);
const migrationsDir = path.join(rootDir, "prisma", "migrations");

export async function localMigrations(): Promise<{ name: string; checksum: string }[]> {
  const names = (await fs.readdir(migrationsDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await fs.readFile(path.join(migrationsDir, name, "migration.sql"));
      return { name, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export async function pendingMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass('public._prisma_migrations') is not null as ok`);
    const applied = new Map<string, string>();
    if (exists.rows[0].ok) {
      const rows = await client.query(
        `select migration_name, checksum from _prisma_migrations where finished_at is not null and rolled_back_at is null`,
      );
      for (const r of rows.rows) applied.set(r.migration_name, r.checksum);
    }
    const local = await localMigrations();
    for (const m of local) {
      const sum = applied.get(m.name);
      if (sum && sum !== m.checksum) {
        throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead.`);
      }
    }
    return local.filter((m) => !applied.has(m.name)).map((m) => m.name);
  } finally {
    await client.end();
  }
}

export async function migrate(url: string, log: (m: string) => void = () => {}): Promise<void> {
  const pending = await pendingMigrations(url);
  if (pending.length === 0) return;
  log(`applying ${pending.length} migration(s): ${pending.join(", ")}`);
  const prismaBin = path.join(rootDir, "node_modules", ".bin", "prisma");
  try {
    await run(prismaBin, ["migrate", "deploy"], {
      cwd: rootDir,
      // The child needs the inherited environment (PATH, HOME); only DATABASE_URL is ours.
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, DATABASE_URL: url },
    });
  } catch (e) {
    const out = e as { stdout?: string; stderr?: string };
    throw new Error(`prisma migrate deploy failed:\n${out.stdout ?? ""}${out.stderr ?? ""}`);
  }
}

/** Creates the database when missing (server URL with any database name). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return;
    const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
    await client.query(`create database ${ident(name)}${template ? ` template ${ident(template)}` : ""}`);
  } finally {
    await client.end();
  }
}
