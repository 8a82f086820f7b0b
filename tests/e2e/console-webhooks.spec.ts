// The console's Webhooks page (issue 35), walked as an owner who has never seen it: on a phone in English
// (light) and in Traditional Chinese (dark), and on a desktop. An endpoint is made (its secret shown once),
// pinged, a receiver on this machine verifies it with the spec's own library, and the delivery log shows it
// delivered; the page never scrolls sideways. The server runs with loopback allowed (WEBHOOK_ALLOWED_NETWORKS),
// as nothing here may leave the machine.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { devices, type BrowserContext } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import type { App } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { createFan } from "../factories/fans.ts";
import { expect, languageContext, startOwnE2EApp, test, type OwnE2EApp } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";

let app: App;

let own: OwnE2EApp | undefined;
let receiver: http.Server;
let receiverUrl = "";
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  own = await startOwnE2EApp({ webhooks: loadConfig({ WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8" }).webhooks });
  app = own.app;
});
test.afterAll(async () => {
  await own?.close();
  await new Promise((r) => receiver?.close(r));
});


const walks = [
  { name: "phone-en-light", lang: "en", theme: "light" as const, desktop: false },
  { name: "phone-zh_tw-dark", lang: "zh_tw", theme: "dark" as const, desktop: false },
  { name: "desktop-en-light", lang: "en", theme: "light" as const, desktop: true },
];

for (const walk of walks) {
  test(`an owner makes a webhook endpoint, sees its secret once, pings it and reads its log (${walk.name})`, async ({ browser }) => {
    const db = app.deps.db;
    const server = { url: app.url };
    const owner = await createFan(app.deps, { nickname: "Owner" });
    const tag = crypto.randomBytes(3).toString("hex");
    const organisation = await db.organisation.create({ data: { slug: `hooks-${tag}`, name: `Hooks ${tag}` } });
    await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });

    const context: BrowserContext = walk.desktop
      ? await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, userAgent: devices["Desktop Chrome"].userAgent, isMobile: false, colorScheme: walk.theme, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }, { name: "lang", value: walk.lang }] }] } })
      : await languageContext(browser, server.url, { lang: walk.lang, theme: walk.theme });
    const page = await context.newPage();
    await signInToConsole(page, owner, organisation.name);
    await page.goto("/#/console/webhooks");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const url = `${receiverUrl}/fanfare-${tag}`;
    await page.locator('input[name="webhookUrl"]').fill(url);
    await page.locator(".cn-scopes input[type=checkbox]").first().check();
    await page.getByTestId("console-create-webhook").click();
    await expect(page.getByTestId("console-webhook-secret")).toHaveText(/^whsec_/);
    const secret = (await page.getByTestId("console-webhook-secret").textContent())!;
    await page.screenshot({ path: test.info().outputPath(`webhooks-secret-${walk.name}.png`), fullPage: true });
    const endpoint = await db.webhookEndpoint.findFirstOrThrow({ where: { organisationId: organisation.id } });
    expect(endpoint.url).toBe(url);

    const row = page.getByTestId("console-webhooks").locator("tr", { hasText: url });
    await expect(row).toBeVisible();
    await row.locator("button").nth(1).click();
    await expect.poll(() => db.webhookDelivery.count({ where: { endpointId: endpoint.id, eventType: "webhook.ping", status: "SUCCEEDED" } })).toBe(1);
    // The receiver got the ping once, signed with the secret the page showed.
    const mine = received.filter((r) => {
      try {
        new Webhook(secret).verify(r.body, { "webhook-id": String(r.headers["webhook-id"]), "webhook-timestamp": String(r.headers["webhook-timestamp"]), "webhook-signature": String(r.headers["webhook-signature"]) });
        return true;
      } catch {
        return false;
      }
    });
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0]!.body).type).toBe("webhook.ping");
    await expect(page.locator("#cn-hook-log")).toBeVisible();
    // The log polls: the ping's row shows the receiver's answer, 200.
    await expect(page.locator("section", { has: page.locator("#cn-hook-log") }).locator("tr", { hasText: "webhook.ping" })).toContainText("200", { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`webhooks-log-${walk.name}.png`), fullPage: true });
    expect(await db.auditLog.count({ where: { action: { in: ["operator.webhook_create", "operator.webhook_ping"] }, actorUserId: owner.id } })).toBe(2);
    await context.close();
  });
}
