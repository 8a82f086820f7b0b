// The wallet (/wallet) and topping it up with a new card on the sandbox provider's page.
import { expect, type Page } from "@playwright/test";

/** HK$ as the wallet shows an amount in minor units: HK$1,234.50. */
export const hk = (minor: number) => `HK$${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

export class WalletPage {
  constructor(readonly page: Page) {}

  readonly balance = () => this.page.getByTestId("wallet-balance");
  readonly transactions = () => this.page.getByTestId("transactions");

  async goto() {
    await this.page.goto("/#/wallet");
  }

  /** The balance shown, in minor units. */
  async balanceMinor(): Promise<number> {
    await expect(this.balance()).toHaveText(/\d/);
    return Math.round(Number((await this.balance().innerText()).replace(/[^\d.]/g, "")) * 100);
  }

  /** From /payment/recharge: an amount (as the fan types it), a new card, the sandbox page up to its buttons. */
  async topUpWithNewCard(amount: string, holder: string) {
    await this.page.getByTestId("deposit").fill(amount);
    await this.page.getByText("Use a new credit card").click();
    await this.page.getByTestId("recharge-submit").click();
    await expect(this.page).toHaveURL(new RegExp(`#/payment/addCard\\?amount=${Math.round(Number(amount) * 100)}`));
    // The card's network comes from its number (Visa), as on a phone.
    await this.page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await this.page.getByLabel("Card holder").fill(holder);
    await this.page.getByLabel("Expiry date").fill("12/30");
    await this.page.getByLabel("CVV").fill("123");
    await this.page.getByTestId("card-submit").click();
  }
}
