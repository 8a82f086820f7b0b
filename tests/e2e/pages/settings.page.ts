// Settings (/setting): downloading one's data and deleting the account, each behind its dialog with
// the account password.
import { expect, type Page } from "@playwright/test";

export class SettingsPage {
  constructor(readonly page: Page) {}

  readonly downloadDialog = () => this.page.getByTestId("download-data-dialog");
  readonly deleteDialog = () => this.page.getByTestId("delete-account-dialog");

  static readonly path = "/setting";

  async goto() {
    await this.page.goto(`/#${SettingsPage.path}`);
    await expect(this.page).toHaveURL(/#\/setting/);
  }

  async openDownload() {
    await this.page.getByTestId("download-my-data").click();
    await expect(this.downloadDialog().getByRole("heading", { name: "Download your data" })).toBeVisible();
  }

  /** Types the password and presses Download in the open dialog. */
  async submitDownload(password: string) {
    await this.downloadDialog().getByLabel("Password", { exact: true }).fill(password);
    await this.downloadDialog().getByRole("button", { name: "Download", exact: true }).click();
  }

  async openDelete() {
    await this.page.getByTestId("delete-account").click();
    await expect(this.deleteDialog().getByRole("heading", { name: "Delete your account?" })).toBeVisible();
  }

  async confirmDelete(password: string) {
    await this.deleteDialog().getByLabel("Password", { exact: true }).fill(password);
    await this.deleteDialog().getByRole("button", { name: "Delete my account" }).click();
  }
}
