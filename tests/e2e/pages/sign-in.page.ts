// /sign-in: the e-mail comes in the link, the fan types the password (found by type, not by its label,
// so the page object works in every language).
import { expect, type Page } from "@playwright/test";

export class SignInPage {
  constructor(readonly page: Page) {}

  readonly password = () => this.page.locator("input[type=password]");
  readonly submit = () => this.page.getByTestId("sign-in-submit");
  readonly alert = () => this.page.getByTestId("form-alert");

  async goto(email: string, redirectUrl?: string) {
    const query = new URLSearchParams({ email });
    if (redirectUrl) query.set("redirectUrl", redirectUrl);
    await this.page.goto(`/#/sign-in?${query}`);
  }

  /** Signs in and waits until the app has left the page. */
  async signIn(fan: { email: string; password: string }, redirectUrl?: string) {
    await this.goto(fan.email, redirectUrl);
    await this.password().fill(fan.password);
    await this.submit().click();
    await expect(this.page).not.toHaveURL(/#\/sign-in/);
  }
}
