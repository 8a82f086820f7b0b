// Trusted documents with TRUSTED_DOCUMENTS=require (the production default): a visitor or a fan's session
// runs only the first-party client's persisted operations, sent by hash (client/src/gql/persisted-documents.json,
// written by `npm run generate`); an API key's holder may send any document; an unknown or revoked key
// is no API key. Over HTTP and over graphql-ws. (Tests elsewhere run with "allow", the default outside
// production, and send their typed documents as text.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import WebSocket from "ws";
import { createClient, type ExecutionResult } from "graphql-ws";
import { loadConfig } from "../../server/src/config.ts";
import { PERSISTED_QUERY_NOT_FOUND, PERSISTED_QUERY_ONLY } from "../../server/src/platform/trusted-documents.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { createFans } from "../factories/fans.ts";

const config = loadConfig();
const persisted = JSON.parse(fs.readFileSync(config.graphql.trustedDocumentsFile, "utf8")) as Record<string, string>;

/** The id (hash) of the client's persisted operation of that name. */
function persistedId(operationName: string): string {
  const found = Object.entries(persisted).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${operationName}\\b`, "m").test(text));
  if (!found) throw new Error(`the client has no persisted operation ${operationName} (run \`npm run generate\`)`);
  return found[0];
}

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

let s: TestServer;
let fanToken: string;
let apiKey: string;
beforeAll(async () => {
  s = await startTestServer({ graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0, trustedDocuments: "require" } });
  [{ token: fanToken }] = await createFans(s.app.deps, 1);
  apiKey = await createStaffToken(s, ["events:read"], "a partner's tool");
});
afterAll(() => s?.stop());

async function post(body: unknown, authorization?: string): Promise<Body> {
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Body;
}
const byHash = (operationName: string, variables: Record<string, unknown> = {}) => ({
  operationName,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(operationName) } },
});
const code = (b: Body) => b.errors?.[0]?.extensions?.code;

describe("over HTTP", () => {
  it("a visitor's own query is refused; the client's persisted one, sent by hash, runs", async () => {
    const own = await post({ query: "{ supportOptions { email } }" });
    expect(code(own)).toBe(PERSISTED_QUERY_ONLY);
    expect(own.data ?? null).toBeNull();

    const client = await post(byHash("SupportOptions"));
    expect(client.errors).toBeUndefined();
    expect(client.data?.supportOptions).toMatchObject({ email: expect.any(String), minTextLength: expect.any(Number) });
  });

  it("a fan's session may not send its own query either, but runs the client's", async () => {
    const own = await post({ query: "{ me { email } }" }, `Bearer ${fanToken}`);
    expect(code(own)).toBe(PERSISTED_QUERY_ONLY);
    const client = await post(byHash("SupportOptions"), `Bearer ${fanToken}`);
    expect(client.errors).toBeUndefined();
  });

  it("an unknown hash is refused with its own code", async () => {
    const res = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: `sha256:${"0".repeat(64)}` } } });
    expect(code(res)).toBe(PERSISTED_QUERY_NOT_FOUND);
  });

  it("an API key may send any document", async () => {
    const res = await post({ query: "query PartnerTool { supportOptions { email } operatorEvents(first: 5) { edges { node { id title } } } }" }, `Bearer ${apiKey}`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.supportOptions).toMatchObject({ email: expect.any(String) });
  });

  it("a header that only looks like an API key runs nothing of its own (refused after authentication)", async () => {
    const res = await post({ query: "{ supportOptions { email } }" }, "Bearer ffst_not-a-real-key");
    expect(code(res)).toBe(PERSISTED_QUERY_ONLY);
    expect(res.data ?? null).toBeNull();
  });
});

describe("over graphql-ws", () => {
  /** The first result of one subscription, then the client is closed. */
  async function first(payload: { query: string; operationName?: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> }, authorization?: string) {
    const client = createClient({
      url: s.url.replace(/^http/, "ws") + "/graphql",
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: authorization ? { authorization } : {},
    });
    try {
      return await new Promise<ExecutionResult | { errors: readonly { message: string; extensions?: { code?: string } }[] }>((resolve, reject) => {
        client.subscribe(payload, {
          next: (r) => resolve(r as ExecutionResult),
          error: (e) => (Array.isArray(e) ? resolve({ errors: e as { message: string; extensions?: { code?: string } }[] }) : reject(e)),
          complete: () => undefined,
        });
      });
    } finally {
      await client.dispose();
    }
  }

  it("a visitor's own subscription is refused; an API key's runs", async () => {
    const own = (await first({ query: "subscription { serverTime }" })) as Body;
    expect(code(own)).toBe(PERSISTED_QUERY_ONLY);
    const withKey = (await first({ query: "subscription { serverTime }" }, `Bearer ${apiKey}`)) as Body;
    expect(withKey.errors).toBeUndefined();
    expect(withKey.data?.serverTime).toEqual(expect.any(String));
  });

  it("the client's persisted subscription runs the stored document for a fan, whatever text comes with the hash", async () => {
    // The text asks for something else: the stored WalletBalance document is what runs.
    const res = (await first({ query: "subscription { serverTime }", ...byHash("WalletBalance") }, `Bearer ${fanToken}`)) as Body;
    expect(res.errors).toBeUndefined();
    expect(res.data?.walletBalance).toMatchObject({ amount: expect.any(Number) });
    expect(res.data?.serverTime).toBeUndefined();
  });
});
