// The waiting room (/queue?slug=): joining, the live place, the call to buy.
import { expect, type Page } from "@playwright/test";
import { passHumanCheck } from "./human-check.ts";

export class QueuePage {
  constructor(readonly page: Page) {}

  readonly screen = () => this.page.getByTestId("queue-screen");
  readonly headline = () => this.page.getByTestId("queue-headline");
  readonly position = () => this.page.getByTestId("queue-position");
  readonly ahead = () => this.page.getByTestId("queue-ahead");
  readonly progress = () => this.page.getByTestId("queue-progress");
  readonly feed = () => this.page.getByTestId("queue-feed");
  readonly buy = () => this.page.getByTestId("queue-buy");
  readonly deadline = () => this.page.getByTestId("queue-deadline");

  async goto(slug: string) {
    await this.page.goto(`/#/queue?slug=${slug}`);
    await expect(this.screen()).toBeVisible();
  }

  /** On a room the fan has no place in yet: the human check, then Join the queue. */
  async join() {
    await passHumanCheck(this.page);
    await this.page.getByTestId("queue-join").click();
    await expect(this.screen()).toHaveAttribute("data-status", "WAITING");
  }

  /** Waits until the screen shows the fan in line at `position` with `position - 1` people ahead. */
  async expectInLineAt(position: number) {
    await expect(this.position()).toHaveText(String(position));
    await expect(this.ahead()).toHaveText(String(position - 1));
  }

  async expectAdmitted() {
    await expect(this.screen()).toHaveAttribute("data-status", "ADMITTED", { timeout: 30_000 });
    await expect(this.buy()).toBeVisible();
    await expect(this.deadline()).toHaveText(/^(10:00|0\d:[0-5]\d)$/);
  }
}
