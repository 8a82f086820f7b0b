// The seat map on the choose page (issue 33): seats by "<area>-<row>-<number>" on the map and in the list.
import { expect, type Page } from "@playwright/test";

export class SeatMapPage {
  constructor(readonly page: Page) {}

  readonly picker = () => this.page.getByTestId("seat-picker");
  readonly map = () => this.page.getByTestId("seat-map");
  readonly list = () => this.page.getByTestId("seat-list");
  /** A seat drawn on the map; its data-status is AVAILABLE, HELD, SOLD or picked. */
  readonly seat = (id: string) => this.map().locator(`[data-seat="${id}"]`);
  /** A seat's checkbox in the list view. */
  readonly listSeat = (id: string) => this.list().locator(`input[data-seat="${id}"]`);
  readonly picked = () => this.page.getByTestId("picked-seat");
  readonly pickedCount = () => this.page.getByTestId("picked-count");
  readonly frame = () => this.map().locator(".sm-map__frame");

  async expectStatus(id: string, status: "AVAILABLE" | "HELD" | "SOLD" | "picked", timeout?: number) {
    await expect(this.seat(id)).toHaveAttribute("data-status", status, { timeout });
  }
}
