// Issue 14, defect 2: a production install never serves the demo accounts (public passwords). Starts the
// real server (server/src/index.ts, NODE_ENV=production, SEED_DEMO unset) in a process of its own: on an
// empty database it seeds nothing and demo@fanfare.test cannot sign in; on a database holding the demo
// accounts it refuses to start, saying why.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { rootDir } from "../../server/src/config.ts";
import { createTestDatabase, withDatabase } from "../helpers/test-postgres.ts";
import { demo } from "../../prisma/seed-data.ts";
import persistedDocuments from "../../client/src/gql/persisted-documents.json" with { type: "json" };

/** The id ("sha256:<hex>", as the client sends it) under which the client's build persisted the operation whose text contains `marker`. */
function persistedHash(marker: string): string {
  const found = Object.entries(persistedDocuments as Record<string, string>).filter(([, text]) => text.includes(marker));
  if (found.length !== 1) throw new Error(`${found.length} persisted documents contain "${marker}"`);
  return found[0][0];
}

const serverUrl = inject("pgServerUrl");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

const productionEnv = (databaseUrl: string) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  PORT: "0",
  HOST: "127.0.0.1",
  SERVE_CLIENT: "false",
  LOG_LEVEL: "info", // the start-up line ("running at …") is an info line
  APP_SECRET: crypto.randomBytes(24).toString("hex"),
  FANAPI_SIGNING_KEY: "prod-signing-key-for-tests",
  IDENTITY_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  QR_SIGNING_KEYS: `k1:${crypto.randomBytes(32).toString("base64")}`,
});

/** Starts the server; resolves with its URL once it listens, or with its exit code and output. */
function startProduction(databaseUrl: string) {
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(rootDir, "server", "src", "index.ts")], {
    cwd: rootDir,
    env: productionEnv(databaseUrl),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise<{ url?: string; code?: number | null; output: string; stop(): Promise<void> }>((resolve) => {
    const stop = () =>
      new Promise<void>((r) => {
        if (proc.exitCode !== null) return r();
        proc.once("exit", () => r());
        proc.kill("SIGTERM");
      });
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m) resolve({ url: m[1], output, stop });
    };
    proc.stdout.on("data", onData);
    proc.stderr.on("data", onData);
    proc.once("exit", (code) => resolve({ code, output, stop }));
  });
}

async function emptyDatabase() {
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const drop = async () => {
    const c = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
  cleanups.push(drop);
  return withDatabase(serverUrl, name);
}

describe("production start (issue 14)", () => {
  it("on an empty database: seeds nothing, and the demo account does not exist", async () => {
    const started = await startProduction(await emptyDatabase());
    cleanups.push(started.stop);
    expect(started.url, started.output).toBeDefined();
    const port = new URL(started.url!).port;
    // Production runs only the client's trusted documents for callers without an API key: the test
    // sends them by hash, as the built client does, and a document of its own is refused.
    const post = async (body: object) => {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return (await r.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
    };
    const byHash = (operation: string) => ({ version: 1, sha256Hash: persistedHash(operation) });
    const signIn = await post({ variables: { input: { email: demo.email, password: demo.password } }, extensions: { persistedQuery: byHash("mutation SignIn(") } });
    expect((signIn.data?.signIn as { __typename?: string } | undefined)?.__typename, JSON.stringify(signIn)).toBe("WrongCredentialsError");
    const own = await post({ query: `{ events(first: 5) { edges { node { id } } } }` });
    expect(own.data ?? null, JSON.stringify(own)).toBeNull();
    expect(own.errors?.[0]?.extensions?.code, JSON.stringify(own)).toBe("PERSISTED_QUERY_ONLY");
    const body = await post({ extensions: { persistedQuery: byHash("query PurchaseEvents ") } });
    expect(body.errors, JSON.stringify(body)).toBeUndefined();
    expect((body.data?.events as { edges?: unknown[] } | undefined)?.edges, JSON.stringify(body)).toEqual([]);
    await started.stop();
  }, 120_000);

  it("on a database holding the demo accounts: refuses to start, naming them", async () => {
    const db = await createTestDatabase((name) => withDatabase(serverUrl, name), inject("pgTemplate"));
    cleanups.push(db.drop);
    const started = await startProduction(db.url);
    cleanups.push(started.stop);
    expect(started.url, started.output).toBeUndefined();
    expect(started.code).not.toBe(0);
    expect(started.output).toContain("Refusing to start in production");
    expect(started.output).toContain(demo.email);
    expect(started.output).toContain(demo.organiserEmail);
    expect(started.output).toContain(demo.operatorEmail);
  }, 120_000);
});
