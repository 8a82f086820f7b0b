// GraphiQL in a real browser under its own Content-Security-Policy (server/src/platform/http-security.ts):
// its inline scripts run, its editor loads from the CDN folder and fetches its workers, all without a CSP
// violation. The CDN is answered here (the test machine has no internet): a stand-in editor that runs the
// same calls the real one needs (a fetch from the CDN, a worker from a blob, a query to /graphql).
import { expect, test } from "./fixtures.ts";

test("GraphiQL's page runs its inline scripts and its CDN editor with no CSP violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|connect|create|apply)/i.test(m.text())) violations.push(m.text());
  });
  await page.route("https://unpkg.com/**", (route) => {
    const url = route.request().url();
    if (url.endsWith(".css")) return route.fulfill({ contentType: "text/css", body: "#root { font-family: monospace; }" });
    if (url.endsWith("yoga-graphiql.umd.js")) {
      return route.fulfill({
        contentType: "application/javascript",
        body: `window.YogaGraphiQL = { renderYogaGraphiQL(root, opts) {
          const worker = new Worker(workers.json);
          worker.onmessage = async (e) => {
            const r = await fetch("/graphql", { method: "POST", headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" }, body: JSON.stringify({ query: "{ __typename }" }) });
            root.textContent = "rendered " + e.data + " " + (await r.json()).data.__typename + " " + opts.subscriptionsProtocol;
          };
          worker.postMessage("ping");
        } };`,
      });
    }
    return route.fulfill({ contentType: "application/javascript", body: "onmessage = (e) => postMessage(e.data + '-pong');" });
  });
  const res = await page.goto("/graphql");
  expect(res!.headers()["content-security-policy"]).toMatch(/script-src 'self' https:\/\/unpkg\.com\/@graphql-yoga\/graphiql@[\w.-]+\/ 'sha256-/);
  await expect(page.locator("#root")).toHaveText("rendered ping-pong Query WS");
  expect(violations).toEqual([]);
});

test("the app's own pages keep the strict policy beside it", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"];
  expect(csp).not.toContain("unpkg");
});
