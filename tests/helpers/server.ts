// Starts the real server over HTTP on its own fresh database, for one test file.
import { inject } from "vitest";
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { buildApp, type App } from "../../server/src/app.ts";
import { loadConfig, type Config } from "../../server/src/config.ts";
import { createTestDatabase, withDatabase } from "./test-postgres.ts";

/** One entry of a GraphQL response's `errors`. */
export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

/** A GraphQL response over HTTP, typed by the document that asked for it. */
export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/**
 * A document of `graphql()` from tests/gql (codegen over the tests' operations): result and variables ride
 * along. `object` keeps a plain string out: a string has no type to give, so a test that means to send
 * one (fuzzing, hostile input) goes through postGraphQL, whose body is `unknown`.
 */
export type TypedDocument<R, V> = DocumentTypeDecoration<R, V> & object & { toString(): string };

/**
 * What a deliberately invalid or hostile document answers (fuzzing, unknown fields, literals built at run
 * time): no schema type describes it, so `data` is `unknown` and a test narrows what it reads.
 */
export interface RawGraphQLResponse {
  data?: unknown;
  errors?: GraphQLErrorBody[];
}

export interface RequestOptions {
  token?: string | null;
  lang?: string;
  /** X-Forwarded-For (the test servers that trust it take it as the client IP). */
  ip?: string;
}

export interface TestServer {
  app: App;
  url: string;
  /** POST /graphql; returns the parsed JSON body (data and errors), typed by a graphql() document. */
  gql<R, V>(document: TypedDocument<R, V>, variables?: V, opts?: RequestOptions): Promise<GraphQLResponse<R>>;
  /** POST /graphql of a plain string, for the tests that send malformed or hostile documents on purpose. */
  gqlRaw(query: string, variables?: Record<string, unknown>, opts?: RequestOptions): Promise<RawGraphQLResponse>;
  stop(): Promise<void>;
}

/** POST /graphql of a server at `url`. */
/** POST /graphql with these headers: the HTTP status and the parsed body. */
export async function postGraphQLWithStatus(url: string, query: string | { toString(): string }, variables: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  return { status: res.status, body: await res.json() };
}

export async function postGraphQL(url: string, query: string | { toString(): string }, variables: unknown, opts: RequestOptions = {}): Promise<unknown> {
  const headers = {
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.lang ? { "accept-language": opts.lang } : {}),
    ...(opts.ip ? { "x-forwarded-for": opts.ip } : {}),
  };
  return (await postGraphQLWithStatus(url, query, variables, headers)).body;
}

/** TestServer.gql for a server at `url` (in this process or a child one). */
export function graphqlAt(url: string): TestServer["gql"] {
  return ((query: string | { toString(): string }, variables?: unknown, opts?: RequestOptions) => postGraphQL(url, query, variables, opts)) as TestServer["gql"];
}

/** overrides: configuration for this server (e.g. trustProxy, to vary client IPs by X-Forwarded-For). */
/** How the suite's servers run on `databaseUrl`: a second instance of a test's server uses the same. */
export function testAppConfig(databaseUrl: string, overrides: Partial<Config> = {}): Partial<Config> {
  return {
    databaseUrl,
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
  };
}

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const server = inject("pgServerUrl");
  const db = await createTestDatabase((name) => withDatabase(server, name), inject("pgTemplate"));
  const app = await buildApp(testAppConfig(db.url, overrides)).start();
  return {
    app,
    url: app.url,
    gql: graphqlAt(app.url),
    gqlRaw: (query, variables, opts) => postGraphQL(app.url, query, variables, opts) as Promise<RawGraphQLResponse>,
    async stop() {
      await app.stop();
      await db.drop();
    },
  };
}
