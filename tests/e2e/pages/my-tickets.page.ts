// My Tickets (/order/ticket: tickets and orders) and a ticket's page with its entry QR code.
import { expect, type Page } from "@playwright/test";

export class MyTicketsPage {
  constructor(readonly page: Page) {}

  readonly tickets = () => this.page.getByTestId("ticket-item");
  readonly noTickets = () => this.page.getByTestId("no-tickets");
  readonly orderList = () => this.page.getByTestId("order-list");
  readonly noOrders = () => this.page.getByTestId("no-orders");

  async goto() {
    await this.page.goto("/#/order/ticket");
  }
  async showOrders() {
    await this.page.getByTestId("view-orders").click();
  }
  async showTickets() {
    await this.page.getByTestId("view-tickets").click();
  }
}

export class TicketPage {
  constructor(readonly page: Page) {}

  readonly status = () => this.page.getByTestId("ticket-status");
  readonly qr = () => this.page.getByTestId("qr-code");
  readonly transfer = () => this.page.getByTestId("ticket-transfer");
  readonly transferLocked = () => this.page.getByTestId("transfer-locked");
  readonly validatedNote = () => this.page.getByTestId("validated-note");

  static path(ticketId: string) {
    return `/ticket-detail?id=${encodeURIComponent(ticketId)}`;
  }

  async goto(ticketId: string) {
    await this.page.goto(`/#${TicketPage.path(ticketId)}`);
  }

  /** The entry code the QR shows now. */
  async code(): Promise<string> {
    await expect(this.qr()).toBeVisible();
    return (await this.qr().getAttribute("data-code"))!;
  }
}
