// The merch screens: the Merch tab (/home/merch), a product (/merch/detail), the "Merch Secured" order
// page (/merch-order) and My Merch (/order/merch).
import { expect, type Locator, type Page } from "@playwright/test";

export class MerchShopPage {
  constructor(readonly page: Page) {}

  readonly grid = () => this.page.getByTestId("merch-grid");
  readonly cards = () => this.page.getByTestId("merch-card");
  readonly card = (name: string) => this.cards().filter({ hasText: name });

  async goto() {
    await this.page.goto("/#/home/merch");
    await expect(this.page.getByTestId("page-title")).toHaveText("Merch");
    await expect(this.grid()).toBeVisible();
  }

  /** Opens a product from its card; returns its page. */
  async open(name: string): Promise<MerchProductPage> {
    await this.card(name).click();
    const product = new MerchProductPage(this.page);
    await expect(product.name()).toHaveText(name);
    return product;
  }
}

export class MerchProductPage {
  constructor(readonly page: Page) {}

  readonly name = () => this.page.getByTestId("merch-name");
  readonly total = () => this.page.getByTestId("merch-total");
  readonly pickupDays = () => this.page.locator('[data-testid^="pickup-"]');
  readonly ticketNumber = () => this.page.getByLabel("Ticket number");
  readonly desktopOnly = () => this.page.getByTestId("desktop-only");
  readonly secureButton = () => this.page.getByTestId("secure-merch");

  async goto(slug: string) {
    await this.page.goto(`/#/merch/detail?slug=${slug}`);
  }

  async chooseSize(size: string) {
    await this.page.getByTestId(`variant-${size}`).click();
    await expect(this.page.getByTestId(`variant-${size}`)).toHaveAttribute("aria-checked", "true");
  }

  /** The last pick-up day offered is the event day (the event factory offers the day before and the day itself). */
  async choosePickupOnEventDay() {
    await expect(this.pickupDays()).toHaveCount(2);
    await this.pickupDays().last().click();
    await expect(this.pickupDays().last()).toHaveAttribute("aria-checked", "true");
  }

  /** Secure now → the "Merch Secured" page with its countdown; returns the order number. */
  async secure(): Promise<string> {
    await this.secureButton().click();
    await expect(this.page).toHaveURL(/#\/merch-order\?orderNo=/);
    await expect(this.page.getByTestId("page-title")).toHaveText("Merch Secured");
    await expect(this.page.getByTestId("countdown")).toContainText(/Pay within (10:00|09:\d\d)/);
    await expect(this.page.getByTestId("item-count")).toHaveText("1");
    await expect(this.page.getByTestId("pay-now")).toHaveAttribute("href", /#\/payment\/buy\?orderNo=M/);
    return (await this.page.getByTestId("order-no").textContent())!.trim();
  }
}

export class MyMerchPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/#/order/merch");
    await expect(this.page.getByTestId("page-title")).toHaveText("My Merch");
  }

  /** The order's card, once it shows `status`. */
  async order(orderNo: string, status: string): Promise<Locator> {
    const card = this.page.getByTestId("merch-order-card").filter({ hasText: orderNo });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("merch-order-status")).toHaveText(status);
    return card;
  }
}
