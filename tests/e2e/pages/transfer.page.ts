// Transferring a ticket from its page: the recipient's e-mail twice, the human check, the code sent to
// the holder's e-mail, the confirmation.
import { expect, type Page } from "@playwright/test";
import { passHumanCheck } from "./human-check.ts";

export class TransferPage {
  constructor(readonly page: Page) {}

  readonly done = () => this.page.getByText("Ticket transferred", { exact: true });

  /** From the ticket's page: Transfer, the recipient, the human check, Send code. */
  async start(recipientEmail: string) {
    await this.page.getByTestId("ticket-transfer").click();
    await this.page.getByLabel("Recipient's e-mail", { exact: true }).fill(recipientEmail);
    await this.page.getByLabel("Confirm recipient's e-mail").fill(recipientEmail);
    await passHumanCheck(this.page);
    await this.page.getByTestId("transfer-send-code").click();
  }

  async confirm(code: string) {
    await this.page.getByLabel("Verification code").fill(code);
    await this.page.getByRole("button", { name: "Confirm transfer" }).click();
    await expect(this.done()).toBeVisible();
  }
}
