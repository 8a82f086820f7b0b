// Two fans in two browsers: A transfers a ticket to B with the e-mailed code; A's code stops working at
// once; a screenshot of B's code from a minute ago is refused; B's live code verifies at /gate and B's
// page turns "Validated" without a reload; B cannot pass the ticket on during the lock period.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoFan, latestCode, signIn } from "./accounts";
import { codeMessage, formatQrCode, parseQrCode, windowAt, ED25519_PKCS8_PREFIX } from "@fanfare/shared/qr";

const friend = { email: "friend@fanfare.test", password: "Fanfare#2026" };

function e2eStaffToken(): string {
  const port = Number(process.env.E2E_PORT ?? 4100);
  return fs.readFileSync(path.join(process.cwd(), "data", `e2e-staff-token-${port}`), "utf8").trim();
}

async function api(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as { data: any };
}

async function demoTicket(request: APIRequestContext, slug: string): Promise<string> {
  const signedIn = await api(request, `mutation($input: SignInInput!) { signIn(input: $input) { ... on AuthPayload { token } } }`, { input: demoFan });
  const token = signedIn.data.signIn.token as string;
  const r = await api(request, `{ myTickets(tab: UPCOMING) { edges { node { id canTransfer event { slug } } } } }`, {}, token);
  const node = r.data.myTickets.edges.map((e: any) => e.node).find((n: any) => n.canTransfer && n.event.slug === slug);
  expect(node, "a transferable demo ticket (the e2e database is fresh per server start)").toBeTruthy();
  return node.id;
}

/** Signs in on /sign-in and lands on the ticket's page through the redirectUrl. */
async function openTicket(page: Page, fan: { email: string; password: string }, ticketId: string) {
  await signIn(page, fan, `/ticket-detail?id=${encodeURIComponent(ticketId)}`);
  await expect(page).toHaveURL(/#\/ticket-detail\?id=/);
}

async function shownCode(page: Page): Promise<string> {
  const qr = page.getByTestId("qr-code");
  await expect(qr).toBeVisible();
  return (await qr.getAttribute("data-code"))!;
}

async function openGate(gate: Page, entrance: string) {
  await gate.goto("/#/gate");
  await gate.getByTestId("gate-token").fill(e2eStaffToken());
  await gate.getByTestId("gate-entrance").fill(entrance);
  await gate.getByTestId("gate-start").click();
  await expect(gate.getByTestId("gate-status")).toContainText("Online");
}

async function scan(gate: Page, code: string): Promise<string> {
  await gate.getByTestId("gate-manual").fill(code);
  await gate.getByTestId("gate-verify").click();
  const result = gate.getByTestId("gate-result");
  await expect(result).toBeVisible();
  await expect(gate.getByTestId("gate-manual")).toHaveValue("");
  return (await result.getAttribute("data-result"))!;
}

test("transfer with the e-mailed code, old and stale codes refused, the new owner validated live", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const ticketId = await demoTicket(request, "neon-nights-live-2026");

  // A shows the ticket's QR code, then transfers it.
  const a = await (await browser.newContext()).newPage();
  await openTicket(a, demoFan, ticketId);
  const codeA = await shownCode(a);
  await expect(a.getByTestId("ticket-status")).toHaveText("Paid");
  await a.getByTestId("ticket-transfer").click();
  await a.getByLabel("Recipient's e-mail", { exact: true }).fill(friend.email);
  await a.getByLabel("Confirm recipient's e-mail").fill(friend.email);
  const before = ((await (await request.get(`/dev/mail.json?to=${demoFan.email}`)).json()) as unknown[]).length;
  await a.getByText("I'm not a robot").click();
  await expect(a.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible({ timeout: 20_000 });
  await a.getByTestId("transfer-send-code").click();
  const code = await latestCode(request, demoFan.email, before + 1);
  await a.getByLabel("Verification code").fill(code);
  await a.getByRole("button", { name: "Confirm transfer" }).click();
  await expect(a.getByText("Ticket transferred", { exact: true })).toBeVisible();

  // B now holds it, cannot pass it on during the lock period, and shows a fresh code.
  const b = await (await browser.newContext()).newPage();
  await openTicket(b, friend, ticketId);
  await expect(b.getByTestId("ticket-status")).toHaveText("Paid");
  await expect(b.getByTestId("transfer-locked")).toContainText("can be transferred again after");
  await expect(b.getByTestId("ticket-transfer")).toHaveCount(0);
  const codeB = await shownCode(b);
  expect(parseQrCode(codeB)!.version).toBe(parseQrCode(codeA)!.version + 1);

  // The gate.
  const gate = await (await browser.newContext()).newPage();
  await openGate(gate, "North 1");

  // A's code died with the transfer.
  expect(await scan(gate, codeA)).toBe("SUPERSEDED");

  // A screenshot of B's code taken a minute ago: B's own pass, signed for the window of a minute ago.
  const pass = await b.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith("fanfare.qrPass.TICKET."))?.[1]);
  const p = JSON.parse(pass!);
  const key = crypto.createPrivateKey({ key: Buffer.concat([Buffer.from(ED25519_PKCS8_PREFIX), Buffer.from(p.secret, "base64url")]), format: "der", type: "pkcs8" });
  const window = windowAt(Date.now() - 60_000, p.periodSeconds);
  const signature = crypto.sign(null, Buffer.from(codeMessage("T", p.id, p.version, window)), key).toString("base64url");
  const screenshot = formatQrCode({ kind: "T", id: p.id, version: p.version, window, keyId: p.keyId, passPublicKey: p.passPublicKey, certificate: p.certificate, signature });
  expect(await scan(gate, screenshot)).toBe("EXPIRED");

  // B's live code lets B in, and B's page turns "Validated" without a reload.
  expect(await scan(gate, await shownCode(b))).toBe("ACCEPTED");
  await expect(b.getByTestId("ticket-status")).toHaveText("Validated");
  await expect(b.getByTestId("validated-note")).toContainText("North 1");

  // Scanning again says when and where it was first used.
  expect(await scan(gate, codeB)).toMatch(/ALREADY_USED|EXPIRED/);
  await b.context().close();
  await a.context().close();
  await gate.context().close();
});

test("a gate without network verifies offline, counts a repeat, and uploads when back online", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ticketId = await demoTicket(request, "harbour-fanfest");
  const fan = await (await browser.newContext()).newPage();
  await openTicket(fan, demoFan, ticketId);
  const code = await shownCode(fan);

  const gateContext = await browser.newContext();
  const gate = await gateContext.newPage();
  await openGate(gate, "Harbour gate");
  await gateContext.setOffline(true);
  expect(await scan(gate, code)).toBe("ACCEPTED");
  await expect(gate.getByTestId("gate-result")).toContainText("Checked offline");
  expect(await scan(gate, code)).toBe("ALREADY_USED");
  await expect(gate.getByTestId("gate-status")).toContainText("To upload: 2");

  // Back online: the queue goes up, the server admits the ticket once, and the fan's page follows live.
  await gateContext.setOffline(false);
  await expect(gate.getByTestId("gate-status")).toContainText("To upload: 0", { timeout: 20_000 });
  await expect(fan.getByTestId("ticket-status")).toHaveText("Validated");
  await expect(fan.getByTestId("validated-note")).toContainText("Harbour gate");
  await gateContext.close();
  await fan.context().close();
});

test("the public status page of a scanned link shows no personal data and no install popup", async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem("skipInstallApp"));
  await page.goto("/#/ticket-stu-detail?c=FF1.T.nope.1.1.dev1.x.y.z");
  await expect(page.getByTestId("public-status-value")).toHaveText("Not a valid code");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
