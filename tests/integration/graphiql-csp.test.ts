// GraphiQL under the Content-Security-Policy (issue #19, point 6: "GraphiQL in development and for operator
// keys"): where it is served (development; production only with GRAPHIQL=true), its page gets a policy of
// its own that lets its inline scripts (by hash) and its CDN editor run; every other response, the app's
// own pages included, keeps the strict policy.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { inlineScriptHashes } from "../../server/src/platform/http-security.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let withGraphiql: TestServer;
let without: TestServer;
beforeAll(async () => {
  const base = loadConfig();
  [withGraphiql, without] = await Promise.all([
    startTestServer({ graphql: { ...base.graphql, graphiql: true } }),
    startTestServer({ graphql: { ...base.graphql, graphiql: false } }),
  ]);
});
afterAll(async () => {
  await withGraphiql?.stop();
  await without?.stop();
});

const openInBrowser = (s: TestServer, path = "/graphql") => fetch(`${s.url}${path}`, { headers: { accept: "text/html,application/xhtml+xml" } });
const directives = (csp: string) => new Map(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));

/** What the app's own pages must keep: no inline script but by the client's hashes, nothing from a CDN. */
function expectStrict(csp: string) {
  const d = directives(csp);
  expect(d.get("default-src")).toEqual(["'self'"]);
  expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  expect(d.get("script-src")?.join(" ")).not.toMatch(/unpkg|unsafe-inline|unsafe-eval/);
  expect(d.get("connect-src")?.join(" ")).not.toContain("unpkg");
}

describe("GraphiQL and the Content-Security-Policy", () => {
  it("serves GraphiQL with a policy that allows exactly its inline scripts and its CDN editor", async () => {
    const res = await openInBrowser(withGraphiql);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("YogaGraphiQL");
    const d = directives(res.headers.get("content-security-policy") ?? "");
    const scriptSrc = d.get("script-src") ?? [];
    // Every inline script of the page as served runs, and nothing else inline.
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const h of hashes) expect(scriptSrc).toContain(h);
    expect(scriptSrc.filter((x) => x.startsWith("'sha256-"))).toHaveLength(hashes.length);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // Every script and style it loads comes from the one CDN folder the policy names (ending in "/": a folder).
    const cdn = scriptSrc.find((x) => x.startsWith("https://"))!;
    expect(cdn).toMatch(/^https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[\w.-]+\/$/);
    for (const [, url] of html.matchAll(/(?:src|href)=(https:\/\/unpkg\.com[^\s>]+)/g)) expect(url.startsWith(cdn), url).toBe(true);
    expect(d.get("style-src")).toContain(cdn);
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["'self'", cdn]));
    expect(d.get("worker-src")).toContain("blob:");
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps the strict policy for the app's own pages, GraphQL answers and other paths of the same server", async () => {
    const responses = [
      await openInBrowser(withGraphiql, "/"),
      await openInBrowser(withGraphiql, "/healthz"),
      await openInBrowser(withGraphiql, "/graphql-other"),
      await fetch(`${withGraphiql.url}/graphql?query=${encodeURIComponent("{ __typename }")}`, { headers: { accept: "application/json" } }),
      await fetch(`${withGraphiql.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ __typename }" }) }),
    ];
    for (const res of responses) expectStrict(res.headers.get("content-security-policy") ?? "");
  });

  it("where GraphiQL is off, a browser at /graphql gets no GraphiQL and the strict policy", async () => {
    const res = await openInBrowser(without);
    expect(await res.text()).not.toContain("YogaGraphiQL");
    expectStrict(res.headers.get("content-security-policy") ?? "");
  });

  it("is on in development, off in production unless GRAPHIQL=true", () => {
    const env = { APP_SECRET: crypto.randomBytes(24).toString("hex"), FANAPI_SIGNING_KEY: "prod-signing-key-for-tests", IDENTITY_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"), QR_SIGNING_KEYS: `k1:${crypto.randomBytes(32).toString("base64")}`, DATABASE_URL: "postgresql://localhost/x" };
    expect(loadConfig({ ...env, NODE_ENV: "development" }).graphql.graphiql).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: "production" }).graphql.graphiql).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: "production", GRAPHIQL: "true" }).graphql.graphiql).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: "development", GRAPHIQL: "false" }).graphql.graphiql).toBe(false);
  });
});
