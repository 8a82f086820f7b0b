// Paying an order: Pay now → /payment/buy (the methods) → the payment-password dialog → the result.
import { expect, type Page } from "@playwright/test";

export class CheckoutPage {
  constructor(readonly page: Page) {}

  readonly passwordDialog = () => this.page.getByTestId("pay-password-dialog");
  readonly success = () => this.page.getByTestId("payment-success");

  /** From an order page (Merch or Tickets Secured): Pay now, choose the wallet, open the password dialog. */
  async chooseWallet() {
    await this.page.getByTestId("pay-now").click();
    await expect(this.page).toHaveURL(/#\/payment\/buy\?orderNo=/);
    await this.page.getByRole("radio", { name: /Fan Coin wallet/ }).check();
    await this.page.getByTestId("pay-submit").click();
    await expect(this.passwordDialog()).toBeVisible();
  }

  async enterPayPassword(password: string) {
    await this.page.getByLabel("Enter your 6-digit payment password").fill(password);
    await this.page.getByTestId("pay-password-submit").click();
  }

  /**
   * On /payment/buy, in any language (by the method's value and the fields' types, not their words): the
   * wallet, the payment password, ending on the successful result page.
   */
  async payOnBuyPageWithWallet(password: string) {
    await this.page.locator("input[name=method][value=wallet]").check();
    await this.page.getByTestId("pay-submit").click();
    await expect(this.passwordDialog()).toBeVisible();
    await this.passwordDialog().locator("input[type=password]").fill(password);
    await this.page.getByTestId("pay-password-submit").click();
    await expect(this.page).toHaveURL(/#\/payment\/result\?orderNo=/);
    await expect(this.success()).toBeVisible();
  }

  /** The whole wallet payment of the order on screen, ending on the successful result page. */
  async payWithWallet(orderNo: string, password: string) {
    await this.chooseWallet();
    await this.enterPayPassword(password);
    await expect(this.page).toHaveURL(new RegExp(`#/payment/result\\?orderNo=${orderNo}`));
    await expect(this.success()).toContainText("Payment successful");
  }
}
