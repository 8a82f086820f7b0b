// The organiser console's screens for its journeys: signing in as staff, the seat-map editor
// (#/console/events/:id/seats) and the merch editor (#/console/merch, #/console/merch/:id).
import { expect, type Page } from "@playwright/test";

/** Signs a staff member in on #/console and chooses the organisation named `organisation`. */
export async function signInToConsole(page: Page, staff: { email: string; password: string }, organisation: string) {
  await page.goto("/#/console");
  await page.locator('input[autocomplete="username"]').fill(staff.email);
  await page.locator("input[type=password]").fill(staff.password);
  await page.getByTestId("console-sign-in").click();
  await page.getByTestId("console-org").filter({ hasText: organisation }).click();
  await expect(page.getByTestId("console-current-org")).toContainText(organisation);
}

export class ConsoleSeatMapPage {
  constructor(readonly page: Page) {}

  readonly drawing = () => this.page.getByTestId("seat-map-drawing");
  readonly drawnRows = () => this.page.getByTestId("seat-map-row");
  /** A drawn row, by area and row ("R/A"). */
  readonly drawnRow = (areaRow: string) => this.page.locator(`[data-testid=seat-map-row][data-row="${areaRow}"]`);
  readonly total = () => this.page.getByTestId("seat-map-total");
  readonly areas = () => this.page.getByTestId("seat-area");
  readonly area = (code: string) => this.areas().filter({ has: this.page.locator("legend", { hasText: new RegExp(`\\b${code}$`) }) });
  readonly preview = () => this.page.getByTestId("seat-map-preview");
  readonly done = () => this.page.getByTestId("seat-map-done");
  readonly error = () => this.page.getByTestId("seat-map-error");
  readonly issues = () => this.page.getByTestId("seat-map-issues").locator("li");

  async goto(eventId: string) {
    await this.page.goto(`/#/console/events/${eventId}/seats`);
    await expect(this.drawing().or(this.page.getByText("No seats yet"))).toBeVisible();
  }

  /** Adds an area sold as the ticket type labelled `soldAs` ("Seated (R)"); it starts with one row. */
  async addArea(code: string, soldAs: string) {
    await this.page.locator("input[name=newArea]").fill(code);
    await this.page.locator("select[name=newAreaType]").selectOption({ label: soldAs });
    await this.page.getByTestId("seat-add-area").click();
    await expect(this.area(code)).toHaveCount(1);
  }

  async addRow(area: string) {
    const rows = this.area(area).getByTestId("seat-row-editor");
    const before = await rows.count();
    await this.area(area).getByTestId("seat-add-row").click();
    await expect(rows).toHaveCount(before + 1);
  }

  /** Sets the seat count of the area's `index`-th row (from 0). */
  async setSeats(area: string, index: number, seats: number) {
    const input = this.area(area).getByTestId("seat-row-editor").nth(index).locator("input[type=number]");
    await input.fill(String(seats));
    await expect(input).toHaveValue(String(seats));
  }

  async save() {
    await this.page.getByTestId("seat-map-save").click();
  }

  /** Imports a CSV file of the given text. */
  async importCsv(name: string, csv: string) {
    await this.page.getByTestId("seat-map-file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  }

  /** The drawn seats of a row in a state (AVAILABLE, HELD, SOLD). */
  seatsIn(areaRow: string, status: string) {
    return this.drawnRow(areaRow).locator(`[data-status=${status}]`);
  }
}

export class ConsoleProductPage {
  constructor(readonly page: Page) {}

  readonly variantRows = () => this.page.getByTestId("variant-row");
  readonly error = () => this.page.getByTestId("product-error");
  readonly saved = () => this.page.getByTestId("product-saved");
  readonly preview = () => this.page.getByTestId("product-preview");
  readonly variantDeleted = () => this.page.getByTestId("variant-deleted");
  readonly confirmDialog = () => this.page.getByTestId("confirm-dialog");
  /** The delete button of a saved variant (its accessible name ends with the SKU). */
  readonly deleteVariant = (sku: string) => this.page.getByTestId("delete-variant").filter({ hasText: sku });

  async gotoNew() {
    await this.page.goto("/#/console/merch");
    await this.page.getByTestId("console-new-product").click();
    await expect(this.page).toHaveURL(/#\/console\/merch\/new/);
  }

  field(name: string) {
    return this.page.locator(`#console-main [name="${name}"]`);
  }

  /** Fills the `index`-th variant row (from 0), adding a row when there is none yet. */
  async fillVariant(index: number, v: { sku?: string; size?: string; colour?: string; stock?: number }) {
    if ((await this.variantRows().count()) <= index) await this.page.getByTestId("add-variant").click();
    await expect(this.variantRows()).toHaveCount(Math.max(index + 1, await this.variantRows().count()));
    for (const [k, value] of Object.entries(v)) await this.field(`variant-${index}-${k}`).fill(String(value));
  }

  async addPickupDay(isoDay: string) {
    await this.field("pickupDay").fill(isoDay);
    await this.page.getByTestId("add-pickup-day").click();
    await expect(this.page.getByTestId("pickup-days").locator("li")).not.toHaveCount(0);
  }

  async save() {
    await this.page.getByTestId("save-product").click();
  }
}
