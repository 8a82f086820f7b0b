// Home (the event list) and an event's page.
import { expect, type Page } from "@playwright/test";

export class HomePage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByTestId("page-title");
  readonly eventCards = () => this.page.getByTestId("event-card");
  /** The link to an event's page, wherever the list shows it. */
  readonly eventLink = (slug: string) => this.page.locator(`a[href="#/ticket/detail?slug=${slug}"]`).first();

  async goto() {
    await this.page.goto("/#/home/index");
    await expect(this.title()).toHaveText("Home");
  }
}

export class EventPage {
  constructor(readonly page: Page) {}

  readonly detail = () => this.page.getByTestId("event-detail");
  readonly priceRows = () => this.page.getByTestId("price-row");
  readonly buy = () => this.page.getByTestId("buy-tickets");

  async goto(slug: string) {
    await this.page.goto(`/#/ticket/detail?slug=${slug}`);
    await expect(this.detail()).toBeVisible();
  }
}
