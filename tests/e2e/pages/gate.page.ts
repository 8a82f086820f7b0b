// The gate (/gate) as a steward runs it: the staff token and the entrance, the event of the day, then
// codes typed in as the camera would read them; and the codes a fan's phone makes offline from the pass
// it keeps, for journeys that show what an old phone still displays.
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { codeMessage, formatQrCode, windowAt, ED25519_PKCS8_PREFIX } from "@fanfare/shared/qr";

export class GatePage {
  constructor(readonly page: Page) {}

  readonly result = () => this.page.getByTestId("gate-result");

  /** Signs the gate in with a staff token at an entrance and opens it for the event titled `eventTitle`. */
  async open(staffToken: string, entrance: string, eventTitle: string) {
    await this.page.goto("/#/gate");
    await this.page.getByTestId("gate-token").fill(staffToken);
    await this.page.getByTestId("gate-entrance").fill(entrance);
    await this.page.getByTestId("gate-start").click();
    await this.page.getByTestId("gate-event").filter({ hasText: eventTitle }).click();
    await expect(this.page.getByTestId("gate-event-open")).toContainText(eventTitle);
    await expect(this.page.getByTestId("gate-status")).toContainText("Online");
    // The event's offline list has arrived ("List of <time>"): a gate that goes offline before it has one
    // can only answer NO_SNAPSHOT (a CI run took it offline first, once).
    await expect(this.page.getByTestId("gate-status")).toContainText("List of");
  }

  /** Types a code in and returns the gate's verdict (ACCEPTED, REVOKED, SUPERSEDED…). */
  async scan(code: string): Promise<string> {
    await this.page.getByTestId("gate-manual").fill(code);
    await this.page.getByTestId("gate-verify").click();
    await expect(this.result()).toBeVisible();
    await expect(this.page.getByTestId("gate-manual")).toHaveValue("");
    return (await this.result().getAttribute("data-result"))!;
  }
}

/** The pass a ticket page keeps in localStorage, to sign its codes offline. */
export async function storedPass(page: Page): Promise<string> {
  const pass = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith("fanfare.qrPass.TICKET."))?.[1]);
  expect(pass, "the ticket page stored its pass").toBeTruthy();
  return pass!;
}

/** The code a phone holding `pass` shows at `atMs` (as the app signs it: @fanfare/shared/qr's message, the pass's key). */
export function codeAt(pass: string, atMs: number): string {
  const p = JSON.parse(pass);
  const key = crypto.createPrivateKey({ key: Buffer.concat([Buffer.from(ED25519_PKCS8_PREFIX), Buffer.from(p.secret, "base64url")]), format: "der", type: "pkcs8" });
  const window = windowAt(atMs, p.periodSeconds);
  const signature = crypto.sign(null, Buffer.from(codeMessage("T", p.id, p.version, window)), key).toString("base64url");
  return formatQrCode({ kind: "T", id: p.id, version: p.version, window, keyId: p.keyId, passPublicKey: p.passPublicKey, certificate: p.certificate, signature });
}
