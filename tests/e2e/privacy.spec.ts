// Privacy rights in the browser: a fan downloads their data from Settings, then deletes the account
// (password, clear confirmation) and can no longer sign in; the address can register again.
import fs from "node:fs";
import { expect, test } from "./fixtures.ts";
import { signUpByApi } from "./accounts.ts";
import { SettingsPage } from "./pages/settings.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";

test("a fan downloads their data and deletes their account from Settings", async ({ page, request }) => {
  const fan = await signUpByApi(request, "Privacy Fan");
  await new SignInPage(page).signIn(fan, SettingsPage.path);
  await expect(page).toHaveURL(/#\/setting/);
  const settings = new SettingsPage(page);

  // Download my data: the password first; a wrong one is refused in place.
  await settings.openDownload();
  const download = settings.downloadDialog();
  await settings.submitDownload("Wrong#2026pw");
  await expect(download.getByText("Incorrect password")).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), settings.submitDownload(fan.password)]);
  expect(file.suggestedFilename()).toMatch(/^fanfare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email: fan.email, nickname: "Privacy Fan" });
  await expect(download).toBeHidden();

  // Delete account: what goes, what stays, the password; Escape and Cancel change nothing.
  await settings.openDelete();
  const dialog = settings.deleteDialog();
  await expect(dialog.getByText("This cannot be undone.")).toBeVisible();
  await expect(dialog.getByText(/orders, payments, tickets and Fan Coin history are kept/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await settings.openDelete();
  await settings.confirmDelete(fan.password);
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await page.getByTestId("account-deleted-ok").click();
  await expect(page).toHaveURL(/#\/home/);

  // The account is gone: signing in with its address fails.
  const signIn = new SignInPage(page);
  await signIn.goto(fan.email);
  await signIn.password().fill(fan.password);
  await signIn.submit().click();
  await expect(page.getByText("Incorrect e-mail or password")).toBeVisible();
});
