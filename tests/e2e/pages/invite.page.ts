// The giveaway's invite page (/home/invite): the share message with the fan's link, the copy button,
// the running campaign, the entry counts and the list of entries.
import { expect, type Page } from "@playwright/test";

export class InvitePage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByTestId("page-title");
  readonly message = () => this.page.getByTestId("invite-message");
  readonly code = () => this.page.getByTestId("invite-code");
  readonly copyNotice = () => this.page.getByTestId("copy-notice");
  readonly campaign = () => this.page.getByTestId("giveaway-campaign");
  readonly activeEntries = () => this.page.getByTestId("entries-active");
  readonly inviteEntries = () => this.page.getByTestId("entries-invite");
  readonly entries = () => this.page.getByTestId("entry");
  readonly friendsRegistered = (n: number) => this.page.getByText(`Friends registered with your link: ${n}`);

  static readonly path = "/home/invite";

  async goto() {
    await this.page.goto(`/#${InvitePage.path}`);
    await expect(this.title()).toHaveText("Invite friends");
  }

  /** The fan's invite link, read off the share message. */
  async link(): Promise<string> {
    await expect(this.message()).toHaveValue(/http\S+$/);
    return /(http\S+)$/.exec(await this.message().inputValue())![1];
  }

  async copy() {
    await this.page.getByTestId("copy-invite").click();
  }

  async openVouchers() {
    await this.page.getByRole("link", { name: "My vouchers" }).click();
  }
}
