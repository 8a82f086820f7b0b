// The PostgreSQL the tests run against: TEST_DATABASE_URL (a server URL whose user may create
// databases) when set, otherwise an embedded PostgreSQL in ./data/<name>. A template database holds
// the migrated schema and the demo seed; each test file gets its own copy (CREATE DATABASE … TEMPLATE).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { rootDir } from "../../server/src/config.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "../../server/src/platform/embedded-postgres.ts";
import { ensureDatabase, migrate } from "../../server/src/platform/migrate.ts";
import { createDb } from "../../server/src/db.ts";
import { seedDemoData } from "../../prisma/seed-data.ts";

export interface TestPostgres {
  serverUrl(database: string): string;
  template: string;
  stop(): Promise<void>;
}

/** The same server URL, naming another database. */
export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql, params);
  } finally {
    await c.end();
  }
}

/** Everything the template depends on: migrations, the seed, and the day (seeded dates are relative). */
function templateName(): string {
  const h = crypto.createHash("sha256");
  const migrations = path.join(rootDir, "prisma", "migrations");
  for (const dir of fs.readdirSync(migrations).sort()) {
    const f = path.join(migrations, dir, "migration.sql");
    if (fs.existsSync(f)) h.update(fs.readFileSync(f));
  }
  h.update(fs.readFileSync(path.join(rootDir, "prisma", "seed-data.ts")));
  h.update(new Date().toISOString().slice(0, 10));
  return `tpl_${h.digest("hex").slice(0, 12)}`;
}

export async function startTestPostgres(name: string): Promise<TestPostgres> {
  let embedded: EmbeddedPg | null = null;
  let admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    embedded = await startEmbeddedPostgres(path.join(rootDir, "data", name));
    admin = embedded.adminUrl;
    // The tests' own throwaway server (never a TEST_DATABASE_URL one): nothing in it must survive a
    // crash, so it skips the disk flushes that durability costs (ALTER SYSTEM writes its data directory's
    // postgresql.auto.conf; the three settings take effect on reload).
    await adminQuery(admin, "alter system set fsync = off");
    await adminQuery(admin, "alter system set synchronous_commit = off");
    await adminQuery(admin, "alter system set full_page_writes = off");
    await adminQuery(admin, "select pg_reload_conf()");
  } else {
    try {
      await adminQuery(admin, "select 1");
    } catch (e) {
      throw new Error(`TEST_DATABASE_URL=${admin} is not reachable (${String(e)}). Start PostgreSQL there, or unset it to use the embedded one.`);
    }
  }
  const adminUrl = withDatabase(admin, "postgres");
  // Databases left by an interrupted run, and templates of older schemas.
  const template = templateName();
  const stale = await adminQuery(adminUrl, "select datname from pg_database where datname like 't\\_%' or (datname like 'tpl\\_%' and datname <> $1)", [template]);
  // A database of a test process that is still running belongs to another run sharing this server; while
  // any such run is alive, the templates of other schemas stay too (that run may be cloning from one).
  const otherRunAlive = stale.rows.some((row) => !row.datname.startsWith("tpl_") && ownerAlive(row.datname));
  const droppable = (datname: string) =>
    !ownerAlive(datname) && !(otherRunAlive && /^tpl_[0-9a-f]+$/.test(datname));
  for (const r of stale.rows.filter((row) => droppable(row.datname))) {
    await adminQuery(adminUrl, `update pg_database set datistemplate = false where datname = $1`, [r.datname]);
    await adminQuery(adminUrl, `drop database if exists "${r.datname}" with (force)`);
  }
  const exists = await adminQuery(adminUrl, "select 1 from pg_database where datname = $1", [template]);
  if (!exists.rowCount) {
    // Another run sharing this server may be building the same template: each builds its own copy,
    // the first to finish names it, the others drop theirs.
    const building = `${template}_building_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists "${building}" with (force)`);
    await ensureDatabase(adminUrl, building);
    const url = withDatabase(admin, building);
    await migrate(url);
    const db = createDb(url, 2);
    await seedDemoData(db);
    await db.$disconnect();
    try {
      await adminQuery(adminUrl, `alter database "${building}" rename to "${template}"`);
      await adminQuery(adminUrl, `update pg_database set datistemplate = true where datname = $1`, [template]);
    } catch (e) {
      await adminQuery(adminUrl, `drop database if exists "${building}" with (force)`);
      if ((e as { code?: string }).code !== "42P04") throw e; // 42P04: the other run named its copy first
    }
  }
  return {
    serverUrl: (database) => withDatabase(admin!, database),
    template,
    stop: async () => {
      if (embedded) await embedded.stop();
    },
  };
}

/** The test process that made a database (`t_<pid>_<random>`, `tpl_<hash>_building_<pid>`) is alive: then it is not stale. */
function ownerAlive(datname: string): boolean {
  const pid = Number(/^(?:t|tpl_[0-9a-f]+_building)_(\d+)(?:_|$)/.exec(datname)?.[1]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A fresh database copied from the template; returns its URL and a function that drops it. `name`
 * defaults to one of this process (`t_<pid>_<random>`); a given one should follow that pattern with the
 * pid of the process it belongs to, so that another run's clean-up knows whether it is stale.
 */
export async function createTestDatabase(serverUrl: (db: string) => string, template: string, name = `t_${process.pid}_${crypto.randomBytes(6).toString("hex")}`) {
  await adminQuery(serverUrl("postgres"), `create database "${name}" template "${template}"`);
  return {
    url: serverUrl(name),
    drop: () => adminQuery(serverUrl("postgres"), `drop database if exists "${name}" with (force)`).then(() => {}),
  };
}

/** Makes a database a template others are copied from: its last connections closed, then marked. */
export async function markTemplate(serverUrl: (db: string) => string, name: string): Promise<void> {
  const admin = serverUrl("postgres");
  await adminQuery(admin, "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name]);
  await adminQuery(admin, "update pg_database set datistemplate = true where datname = $1", [name]);
}

/** Drops a database, a template too. */
export async function dropDatabase(serverUrl: (db: string) => string, name: string): Promise<void> {
  const admin = serverUrl("postgres");
  await adminQuery(admin, "update pg_database set datistemplate = false where datname = $1", [name]);
  await adminQuery(admin, `drop database if exists "${name}" with (force)`);
}
