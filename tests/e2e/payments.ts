// Paying an order in the browser: Pay now → the Fan Coin wallet → the payment-password dialog.
import { expect, type Page } from "@playwright/test";

export const DEMO_PAY_PASSWORD = "246810";

/** From an order page (Merch or Tickets Secured): Pay now, choose the wallet, open the password dialog. */
export async function chooseWallet(page: Page) {
  await page.getByTestId("pay-now").click();
  await expect(page).toHaveURL(/#\/payment\/buy\?orderNo=/);
  await page.getByRole("radio", { name: /Fan Coin wallet/ }).check();
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("pay-password-dialog")).toBeVisible();
}

export async function enterPayPassword(page: Page, password: string) {
  await page.getByLabel("Enter your 6-digit payment password").fill(password);
  await page.getByTestId("pay-password-submit").click();
}

/** The whole wallet payment of the order on screen, ending on the successful result page. */
export async function payWithWallet(page: Page, orderNo: string, password = DEMO_PAY_PASSWORD) {
  await chooseWallet(page);
  await enterPayPassword(page, password);
  await expect(page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}`));
  await expect(page.getByTestId("payment-success")).toContainText("Payment successful");
}
