// The human check (ALTCHA) on the pages that have one: tick it and wait until its worker has solved it.
import { expect, type Page } from "@playwright/test";

export async function passHumanCheck(page: Page) {
  await page.locator("[data-testid=human-check] input[type=checkbox]").click();
  await expect(page.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible({ timeout: 20_000 });
}
