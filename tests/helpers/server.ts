// Starts the real server over HTTP on its own fresh database, for one test file.
import { inject } from "vitest";
import { buildApp, type App } from "../../server/src/app.ts";
import { loadConfig, type Config } from "../../server/src/config.ts";
import { createTestDatabase, withDatabase } from "./test-postgres.ts";

export interface TestServer {
  app: App;
  url: string;
  /** POST /graphql; returns the parsed JSON body (data and errors). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, opts?: { token?: string; lang?: string }): Promise<{ data?: T; errors?: { message: string; extensions?: any }[] }>;
  stop(): Promise<void>;
}

/** overrides: configuration for this server (e.g. trustProxy, to vary client IPs by X-Forwarded-For). */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const server = inject("pgServerUrl");
  const db = await createTestDatabase((name) => withDatabase(server, name), inject("pgTemplate"));
  const app = await buildApp({
    databaseUrl: db.url,
    port: 0,
    host: "127.0.0.1",
    serveClient: false,
    seedDemo: false,
    logLevel: "silent",
    dbPoolSize: 8,
    // An easy proof of work: the human check's logic is the same, the tests just solve it faster.
    humanCheck: { maxNumber: 5000 },
    // Test files burst far past a fan's budget from one IP; the limits have their own test (hardening).
    graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 },
    ...overrides,
  }).start();
  return {
    app,
    url: app.url,
    async gql(query, variables, opts = {}) {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.lang ? { "accept-language": opts.lang } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    async stop() {
      await app.stop();
      await db.drop();
    },
  };
}
