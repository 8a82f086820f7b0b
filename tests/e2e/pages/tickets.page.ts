// Buying tickets: choosing them (/ticket/choose) and the secured order (/ticket-order).
import { expect, type Page } from "@playwright/test";
import { passHumanCheck } from "./human-check.ts";

export class ChooseTicketsPage {
  constructor(readonly page: Page) {}

  readonly type = (name: string) => this.page.getByTestId("ticket-type").filter({ hasText: name });
  readonly row = (row: string) => this.page.getByTestId("seat-row").filter({ hasText: `Row ${row}` });
  readonly quantity = () => this.page.getByTestId("quantity");
  readonly total = () => this.page.getByTestId("total");
  readonly error = () => this.page.getByTestId("secure-error");
  readonly secureButton = () => this.page.getByTestId("secure-tickets");
  /** A seat on the seat map (issue 33) by "<area>-<row>-<number>"; its data-status says free, held, sold or picked. */
  readonly seat = (id: string) => this.page.getByTestId("seat-map").locator(`[data-seat="${id}"]`);
  readonly pickedCount = () => this.page.getByTestId("picked-count");

  async goto(slug: string) {
    await this.page.goto(`/#/ticket/choose?slug=${slug}`);
  }

  /** Taps seats on the seat map, in order. */
  async pickSeats(...ids: string[]) {
    for (const id of ids) {
      await this.seat(id).click();
      await expect(this.seat(id)).toHaveAttribute("data-status", "picked");
    }
  }

  /** Raises the quantity to `n` (it starts at 1). */
  async setQuantity(n: number) {
    for (let i = 1; i < n; i++) await this.page.getByTestId("qty-plus").click();
    await expect(this.quantity()).toHaveText(String(n));
  }

  async agreeAndPassHumanCheck() {
    await this.page.getByTestId("agree-terms").check();
    await passHumanCheck(this.page);
  }

  /** Secures the chosen tickets; returns the new order's number from the order page. */
  async secure(): Promise<string> {
    await this.secureButton().click();
    await expect(this.page).toHaveURL(/#\/ticket-order\?orderNo=T/);
    return new TicketOrderPage(this.page).orderNo();
  }
}

export class TicketOrderPage {
  constructor(readonly page: Page) {}

  readonly status = () => this.page.getByTestId("order-status");
  readonly items = () => this.page.getByTestId("order-item");
  readonly countdown = () => this.page.getByTestId("countdown");
  readonly payNow = () => this.page.getByTestId("pay-now");

  async goto(orderNo: string) {
    await this.page.goto(`/#/ticket-order?orderNo=${orderNo}`);
  }

  async orderNo(): Promise<string> {
    const no = this.page.getByTestId("order-no");
    await expect(no).toHaveText(/\S/);
    return (await no.textContent())!.trim();
  }
}
