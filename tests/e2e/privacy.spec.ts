// Privacy rights in the browser: a fan downloads their data from Settings, then deletes the account
// (password, clear confirmation) and can no longer sign in; the address can register again.
import fs from "node:fs";
import { expect, test } from "./fixtures.ts";
import { signIn, signUpByApi } from "./accounts.ts";

test("a fan downloads their data and deletes their account from Settings", async ({ page, request }) => {
  const fan = await signUpByApi(request, "Privacy Fan");
  await signIn(page, fan, "/setting");
  await expect(page).toHaveURL(/#\/setting/);

  // Download my data: the password first; a wrong one is refused in place.
  await page.getByTestId("download-my-data").click();
  const download = page.getByTestId("download-data-dialog");
  await expect(download.getByRole("heading", { name: "Download your data" })).toBeVisible();
  await download.getByLabel("Password", { exact: true }).fill("Wrong#2026pw");
  await download.getByRole("button", { name: "Download", exact: true }).click();
  await expect(download.getByText("Incorrect password")).toBeVisible();
  await download.getByLabel("Password", { exact: true }).fill(fan.password);
  const [file] = await Promise.all([page.waitForEvent("download"), download.getByRole("button", { name: "Download", exact: true }).click()]);
  expect(file.suggestedFilename()).toMatch(/^fanfare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email: fan.email, nickname: "Privacy Fan" });
  await expect(download).toBeHidden();

  // Delete account: what goes, what stays, the password; Escape and Cancel change nothing.
  await page.getByTestId("delete-account").click();
  const dialog = page.getByTestId("delete-account-dialog");
  await expect(dialog.getByRole("heading", { name: "Delete your account?" })).toBeVisible();
  await expect(dialog.getByText("This cannot be undone.")).toBeVisible();
  await expect(dialog.getByText(/orders, payments, tickets and Fan Coin history are kept/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByTestId("delete-account").click();
  await dialog.getByLabel("Password", { exact: true }).fill(fan.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await page.getByTestId("account-deleted-ok").click();
  await expect(page).toHaveURL(/#\/home/);

  // The account is gone: signing in with its address fails.
  await page.goto(`/#/sign-in?email=${encodeURIComponent(fan.email)}`);
  await page.getByLabel("Password", { exact: true }).fill(fan.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByText("Incorrect e-mail or password")).toBeVisible();
});
