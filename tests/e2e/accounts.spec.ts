import type { Page } from "@playwright/test";
import { latestCode, password, signIn, signUpByApi, uniqueEmail } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// Every journey uses its own new address, and the whole file sends only a handful of codes (the
// server allows 20 per IP in 10 minutes).

const pageTitle = (page: Page) => page.getByTestId("page-title");

test.describe("sign-up, sign-out and sign-in", () => {
  test("a new fan signs up with an e-mailed code, signs out and signs in again", async ({ page, request }) => {
    const email = uniqueEmail();
    await page.goto("/#/sign");
    await expect(pageTitle(page)).toHaveText("Welcome");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();

    // A new address goes to sign-up with the address filled in.
    await expect(page).toHaveURL(/#\/sign-up\?email=/);
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("If the e-mail does not arrive, check the spam folder or change the e-mail provider.")).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    await page.getByLabel("Verification code").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "Next" }).click();

    // Wrong inputs show the exact rule messages.
    await page.getByLabel("Nickname").fill("A");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(`${password}x`);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Invalid nickname, min. 2 characters")).toBeVisible();
    await expect(page.getByText("Password inconsistency")).toBeVisible();

    await page.getByLabel("Nickname").fill("Encore Fan");
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("success")).toContainText("You're in!");

    // The session is stored encrypted: no plain flag, token or user info in localStorage.
    const stored = await page.evaluate(() => ({ isLoggedIn: localStorage.getItem("isLoggedIn"), userInfo: localStorage.getItem("userInfo") ?? "" }));
    expect(stored.isLoggedIn).not.toBeNull();
    expect(stored.isLoggedIn).not.toBe("1");
    expect(stored.userInfo).not.toContain(email);

    await page.getByRole("button", { name: "Start exploring" }).click();
    await expect(pageTitle(page)).toHaveText("Home");

    // The Me tab shows the fan, also after a reload (the session is restored on start).
    await page.goto("/#/home/user");
    await expect(page.getByTestId("me-nickname")).toHaveText("Encore Fan");
    await expect(page.getByTestId("me-email")).toHaveText(email);
    await page.reload();
    await expect(page.getByTestId("me-email")).toHaveText(email);

    // Sign out from settings: back to /sign with where the fan was.
    await page.goto("/#/setting");
    await page.getByTestId("logout").click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/#\/sign\?redirectUrl=%2Fsetting$/);
    expect(await page.evaluate(() => [localStorage.getItem("isLoggedIn"), localStorage.getItem("token"), localStorage.getItem("userInfo")])).toEqual([null, null, null]);

    // Sign in again: /sign knows the address, a wrong password is refused, then back to settings.
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/#\/sign-in\?email=.*redirectUrl=%2Fsetting/);
    await page.getByLabel("Password", { exact: true }).fill("Wrong#Password1");
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByTestId("form-alert")).toHaveText("Incorrect e-mail or password");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByTestId("sign-in-submit").click();
    await expect(pageTitle(page)).toHaveText("Settings");
    await expect(page).toHaveURL(/#\/setting$/);
  });

  test("wrong inputs show the exact messages", async ({ page }) => {
    await page.goto("/#/sign");
    await page.getByLabel("E-mail address").fill("not-an-email");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page).toHaveURL(/#\/sign$/);

    await page.goto("/#/sign-in?email=nobody%40example.test");
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByText("This field is required")).toBeVisible();
  });
});

test.describe("guards", () => {
  test("a guarded page sends an anonymous visitor to /sign and back there after signing in", async ({ page, factories }) => {
    const fan = await factories.fan();
    await page.goto("/#/wallet");
    await expect(page).toHaveURL(/#\/sign\?redirectUrl=%2Fwallet$/);
    await expect(pageTitle(page)).toHaveText("Welcome");

    await page.getByLabel("E-mail address").fill(fan.email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/#\/sign-in\?/);
    await page.getByLabel("Password", { exact: true }).fill(fan.password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page).toHaveURL(/#\/wallet$/);
    await expect(pageTitle(page)).toHaveText("My Wallet");
  });

  test("a signed-in fan coming back to /sign goes back past it", async ({ page, factories }) => {
    const fan = await factories.fan();
    await page.goto("/#/home/index");
    await page.getByTestId("tab-user").click();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("E-mail address").fill(fan.email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Password", { exact: true }).fill(fan.password);
    await page.getByTestId("sign-in-submit").click();
    await expect(pageTitle(page)).toHaveText("Home");

    // Back from home lands on /sign (then /sign-in was replaced): the signed-in fan passes through to the Me tab.
    await page.goBack();
    await expect(page).toHaveURL(/#\/home\/user$/);
    await expect(page.getByTestId("me-email")).toHaveText(fan.email);
  });

  test("redirectUrl only leads inside the app", async ({ page, workerFan }) => {
    await signIn(page, workerFan, "https://evil.example/");
    await expect(page).toHaveURL(/#\/home\/index$/);
  });
});

test.describe("passwords", () => {
  test("forgot password: reset with an e-mailed code, then sign in with the new one", async ({ page, request }) => {
    const fan = await signUpByApi(request);
    const newPassword = "Brand#New2026";

    await page.goto(`/#/sign-in?email=${encodeURIComponent(fan.email)}`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(pageTitle(page)).toHaveText("Forgot password");
    await expect(page.getByLabel("E-mail address")).toHaveValue(fan.email);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Verification code").fill(await latestCode(request, fan.email, 2));
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("success")).toContainText("Password changed");
    await page.getByRole("link", { name: "Go to sign in" }).click();

    await expect(page.getByLabel("E-mail address")).toHaveValue(fan.email);
    await page.getByLabel("Password", { exact: true }).fill(fan.password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByTestId("form-alert")).toHaveText("Incorrect e-mail or password");
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByTestId("sign-in-submit").click();
    await expect(pageTitle(page)).toHaveText("Home");
  });

  test("payment password: set one, then change it with the old one", async ({ page, request }) => {
    const fan = await signUpByApi(request);
    await signIn(page, fan);

    await page.goto("/#/security");
    await page.getByTestId("security-change-payment-pwd").click();
    // The first time it is set up, not changed.
    await expect(pageTitle(page)).toHaveText("Set payment password");
    await expect(page).toHaveTitle("Set payment password · Fanfare");
    await page.getByLabel("Payment password", { exact: true }).fill("135790");
    await page.getByLabel("Confirm payment password").fill("135791");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm payment password").fill("135790");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("success")).toContainText("Payment password set");
    await page.getByRole("link", { name: "Done" }).click();

    await page.getByTestId("security-change-payment-pwd").click();
    await expect(pageTitle(page)).toHaveText("Change payment password");
    await page.getByLabel("Current payment password").fill("000000");
    await page.getByLabel("New payment password").fill("246813");
    await page.getByLabel("Confirm payment password").fill("246813");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Incorrect payment password")).toBeVisible();
    await page.getByLabel("Current payment password").fill("135790");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("success")).toContainText("Payment password changed");
  });
});

test.describe("in Traditional Chinese", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("lang", "zh_tw"));
  });

  test("signs up with the texts and messages in Traditional Chinese", async ({ page, request }) => {
    const email = uniqueEmail("tw");
    await page.goto(`/#/sign-up?email=${encodeURIComponent(email)}`);
    await expect(pageTitle(page)).toHaveText("註冊");
    await page.getByLabel("電子郵件地址").fill("not-an-email");
    await page.getByRole("button", { name: "傳送驗證碼" }).click();
    await expect(page.getByText("電郵地址無效")).toBeVisible();

    await page.getByLabel("電子郵件地址").fill(email);
    await page.getByRole("button", { name: "傳送驗證碼" }).click();
    await expect(page.getByText("如果沒有收到郵件，請檢查垃圾郵件資料夾或更換電子郵件服務商。")).toBeVisible();
    await page.getByLabel("驗證碼").fill(await latestCode(request, email));
    await page.getByRole("button", { name: "下一步" }).click();

    await page.getByLabel("暱稱").fill("小粉絲");
    await page.getByLabel("密碼", { exact: true }).fill(password);
    await page.getByLabel("確認密碼").fill("Other#2026");
    await page.getByRole("button", { name: "建立帳號" }).click();
    await expect(page.getByText("兩次輸入的密碼不一致")).toBeVisible();
    await page.getByLabel("確認密碼").fill(password);
    await page.getByRole("button", { name: "建立帳號" }).click();
    await expect(page.getByTestId("success")).toContainText("註冊成功！");

    await page.goto("/#/home/user");
    await expect(page.getByTestId("me-nickname")).toHaveText("小粉絲");
  });
});
