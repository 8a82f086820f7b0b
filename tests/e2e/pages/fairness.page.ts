// An event's fairness log checked in the browser (/fairness?slug=): the published log's check, and a copy the
// fan chooses (the file input) checked the same way.
import { expect, type Page } from "@playwright/test";

export type CheckSource = "published" | "file";

export class FairnessLogPage {
  constructor(readonly page: Page) {}

  readonly screen = () => this.page.getByTestId("fairness-log-page");
  readonly check = (source: CheckSource) => this.page.getByTestId(`fairness-check-${source}`);
  readonly entries = (source: CheckSource) => this.page.getByTestId(`fairness-entries-${source}`);
  /** The chain, draw or order row of a check: data-ok, and data-seq of the first entry that breaks it. */
  readonly row = (what: "chain" | "draw" | "order", source: CheckSource) => this.page.getByTestId(`fairness-${what}-${source}`);
  readonly rawDownload = () => this.page.getByTestId("fairness-log-raw-download");
  readonly fileInput = () => this.page.getByTestId("fairness-file-input");
  readonly proves = () => this.page.getByTestId("fairness-proves");

  async goto(slug: string) {
    await this.page.goto(`/#/fairness?slug=${slug}`);
    await expect(this.screen()).toBeVisible();
  }

  /** Waits for a check's verdict ("ok" or "failed"). */
  async expectVerdict(source: CheckSource, verdict: "ok" | "failed") {
    await expect(this.check(source)).toHaveAttribute("data-state", "checked", { timeout: 20_000 });
    await expect(this.check(source)).toHaveAttribute("data-verdict", verdict);
  }

  /** Chooses a log file as the fan would (its name and text). */
  async checkFile(name: string, text: string) {
    await this.fileInput().setInputFiles({ name, mimeType: "application/jsonl", buffer: Buffer.from(text, "utf8") });
  }
}
