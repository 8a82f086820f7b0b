// Every screen a fan reaches, opened by a cold load (a fresh document: nothing another page loaded
// earlier can lend it styles), in light and dark, English and another language: no visible input,
// button, select, textarea or dialog may keep the browser's default look, and axe finds no serious
// or critical accessibility violation. The browser's defaults are measured in a blank page of the
// same chromium, not hard-coded.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { demoFan, signUpByApi } from "./accounts";
import { DEMO_PAY_PASSWORD } from "./payments";

interface Variant {
  name: string;
  /** The stored "lang" value. */
  lang: string;
  dark: boolean;
  /** Run axe too (two variants: axe's checks do not depend on the language, its contrast check does on the theme). */
  axe: boolean;
  /** The longer journeys (buying, a ticket): not every variant walks them, to keep the run short. */
  journeys: boolean;
}

const variants: Variant[] = [
  { name: "en light", lang: "en_US", dark: false, axe: true, journeys: true },
  { name: "zh_tw dark", lang: "zh_tw", dark: true, axe: true, journeys: true },
  { name: "th light", lang: "th", dark: false, axe: false, journeys: true },
  { name: "en dark", lang: "en_US", dark: true, axe: false, journeys: false },
];

/** The computed styles that tell a control's default look apart. */
interface Look {
  backgroundColor: string;
  borderTopStyle: string;
  borderTopWidth: string;
  borderTopColor: string;
  borderTopLeftRadius: string;
  fontSize: string;
  fontFamily: string;
  accentColor: string;
  appearance: string;
}

type Kind = "button" | "text" | "select" | "textarea" | "choice";
type Defaults = Record<"light" | "dark", Record<Kind, Look>>;

/** The browser's own look of each kind of control, in a blank page, for both colour schemes. */
async function measureDefaults(browser: Browser): Promise<Defaults> {
  const page = await browser.newPage();
  const out = {} as Defaults;
  for (const scheme of ["light", "dark"] as const) {
    await page.setContent(
      `<html style="color-scheme:${scheme}"><body><button id="button">x</button><input id="text"><select id="select"><option>x</option></select><textarea id="textarea"></textarea><input id="choice" type="radio"></body></html>`,
    );
    out[scheme] = await page.evaluate(() => {
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return {
          backgroundColor: s.backgroundColor,
          borderTopStyle: s.borderTopStyle,
          borderTopWidth: s.borderTopWidth,
          borderTopColor: s.borderTopColor,
          borderTopLeftRadius: s.borderTopLeftRadius,
          fontSize: s.fontSize,
          fontFamily: s.fontFamily,
          accentColor: s.accentColor,
          appearance: s.appearance,
        };
      };
      const kinds = ["button", "text", "select", "textarea", "choice"] as const;
      return Object.fromEntries(kinds.map((k) => [k, look(document.getElementById(k)!)])) as Record<Kind, Look>;
    });
  }
  await page.close();
  return out;
}

/** Visible controls (and dialogs) on the page that still look like the browser's defaults. */
async function unstyledControls(page: Page, defaults: Defaults): Promise<string[]> {
  return page.evaluate((d) => {
    const found: string[] = [];
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll("*")) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    const textTypes = ["text", "password", "email", "tel", "number", "search", "url", "date", "time", "datetime-local", "month", ""];
    const kindOf = (el: Element): string | null => {
      const tag = el.tagName.toLowerCase();
      if (tag === "button") return "button";
      if (tag === "select") return "select";
      if (tag === "textarea") return "textarea";
      if (tag === "input") {
        const type = (el.getAttribute("type") ?? "").toLowerCase();
        if (["button", "submit", "reset"].includes(type)) return "button";
        if (["radio", "checkbox"].includes(type)) return "choice";
        if (textTypes.includes(type)) return "text";
        return null;
      }
      if (tag === "dialog" || el.getAttribute("role") === "dialog" || el.getAttribute("role") === "alertdialog") return "dialog";
      return null;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const describe = (el: Element) => {
      const id = el.getAttribute("data-testid") ?? el.id;
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const label = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? el.getAttribute("name") ?? "").trim().slice(0, 30);
      return `<${el.tagName.toLowerCase()}${id ? ` #${id}` : ""}${cls}> "${label}"`;
    };
    const same = (s: CSSStyleDeclaration, kind: "button" | "text" | "select" | "textarea" | "choice", ...props: (keyof typeof d.light.button)[]) =>
      (["light", "dark"] as const).some((scheme) => props.every((p) => s[p] === d[scheme][kind][p]));
    for (const el of all) {
      const kind = kindOf(el);
      if (!kind || !visible(el)) continue;
      const s = getComputedStyle(el);
      const why: string[] = [];
      const defaultFont = kind !== "dialog" && same(s, kind as "button", "fontSize", "fontFamily");
      if (kind === "button") {
        if (same(s, "button", "backgroundColor")) why.push(`default background ${s.backgroundColor}`);
        if (same(s, "button", "borderTopStyle", "borderTopWidth")) why.push(`default border ${s.borderTopWidth} ${s.borderTopStyle}`);
        if (defaultFont) why.push(`default font ${s.fontSize} ${s.fontFamily}`);
      } else if (kind === "text") {
        if (same(s, "text", "borderTopStyle", "borderTopWidth")) why.push(`default border ${s.borderTopWidth} ${s.borderTopStyle}`);
        if (defaultFont) why.push(`default font ${s.fontSize} ${s.fontFamily}`);
      } else if (kind === "select" || kind === "textarea") {
        if (same(s, kind, "borderTopStyle", "borderTopWidth", "borderTopColor", "borderTopLeftRadius")) why.push(`default border ${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`);
        if (defaultFont) why.push(`default font ${s.fontSize} ${s.fontFamily}`);
      } else if (kind === "choice") {
        if (s.appearance !== "none" && same(s, "choice", "accentColor")) why.push(`default accent colour (${s.accentColor})`);
      } else {
        // A dialog is a raised surface in a layer of its own.
        let layered = false;
        for (let e: Element | null = el; e; e = e.parentElement) if (["fixed", "absolute"].includes(getComputedStyle(e).position)) layered = true;
        if (s.backgroundColor === "rgba(0, 0, 0, 0)") why.push("transparent background");
        if (!layered) why.push("not in a layer of its own (position static)");
      }
      if (why.length) found.push(`${describe(el)}: ${why.join(", ")}`);
    }
    return found;
  }, defaults);
}

interface Screen {
  /** What the fan sees, for the report. */
  name: string;
  /** The deep link, loaded cold; omit for a screen reached by clicks only (`open`). */
  path?: string;
  /** After the cold load: the clicks that bring the screen (a dialog, a flow step) up. */
  open?: (page: Page) => Promise<void>;
}

class Checker {
  readonly problems: string[] = [];
  constructor(
    readonly page: Page,
    readonly variant: Variant,
    readonly defaults: Defaults,
  ) {}

  /** A fresh document at `path` (not a same-document hash change), settled. */
  async coldLoad(path: string) {
    await this.page.goto("about:blank");
    await this.page.goto(`/#${path}`);
    await this.settle();
  }

  async settle() {
    await this.page.waitForLoadState("networkidle");
    await expect(this.page.locator("#root .splash, #root .boot")).toHaveCount(0);
    // Transitions (hover and focus rings, dialogs sliding in) finish within 300 ms.
    await this.page.waitForTimeout(350);
  }

  async check(screen: string) {
    const where = `${this.variant.name} · ${screen} (${this.page.url().replace(baseURL, "")})`;
    const found = (await unstyledControls(this.page, this.defaults)).map((c) => `unstyled ${c}`);
    const axe = this.variant.axe ? await new AxeBuilder({ page: this.page }).analyze() : { violations: [] };
    for (const v of axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      found.push(`axe ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`);
    }
    this.problems.push(...found.map((f) => `${where}: ${f}`));
    // Soft: one run lists every screen's problems, and a later step that fails keeps them.
    expect.soft(found, where).toEqual([]);
  }

  async visit(screens: Screen[]) {
    for (const s of screens) {
      if (s.path) await this.coldLoad(s.path);
      if (s.open) {
        await s.open(this.page);
        await this.settle();
      }
      await this.check(s.name);
    }
  }
}

async function newContext(browser: Browser, variant: Variant, viewport = { width: 390, height: 844 }): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    colorScheme: variant.dark ? "dark" : "light",
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: "skipInstallApp", value: "1" },
            { name: "lang", value: variant.lang },
            { name: "isDarkMode", value: variant.dark ? "1" : "0" },
          ],
        },
      ],
    },
  });
  return context;
}

/** Signs in on /sign-in (by the fields, not their words: the interface may be in any language). */
async function signInAnyLanguage(page: Page, fan: { email: string; password: string }) {
  await page.goto(`/#/sign-in?email=${encodeURIComponent(fan.email)}`);
  await page.locator("input[type=password]").fill(fan.password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).not.toHaveURL(/#\/sign-in/);
}

async function passHumanCheck(page: Page) {
  await page.locator("[data-testid=human-check] input[type=checkbox]").click();
  await expect(page.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible({ timeout: 20_000 });
}

async function gql(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await page.request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as { data: Record<string, any> };
}

/** A new fan with a payment password and Fan Coin (topped up on the sandbox page). */
async function fundedFan(page: Page) {
  const fan = await signUpByApi(page.request, "Styling Fan");
  const token = (await gql(page, `mutation($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`, { i: fan })).data.signIn.token as string;
  await gql(page, `mutation { skipPhoneVerification { __typename } }`, {}, token);
  await gql(page, `mutation($p: String!) { setPayPassword(payPassword: $p) { __typename } }`, { p: DEMO_PAY_PASSWORD }, token);
  const topUp = await gql(
    page,
    `mutation($input: TopUpInput!) { topUp(input: $input) { __typename ... on PaymentAccepted { paymentNo redirectUrl } } }`,
    { input: { amount: 2_000_00, method: "alipayHK", idempotencyKey: crypto.randomUUID() } },
    token,
  );
  const { paymentNo, redirectUrl } = topUp.data.topUp;
  const html = await (await page.request.get(redirectUrl)).text();
  const s = /name="s" value="([^"]+)"/.exec(html)![1];
  await page.request.post(`/sandbox-pay/${paymentNo}/complete`, { form: { s, outcome: "succeed" }, maxRedirects: 0 });
  return fan;
}

const anonymousScreens: Screen[] = [
  { name: "home", path: "/home/index" },
  { name: "events", path: "/home/events" },
  { name: "merch", path: "/home/merch" },
  { name: "me (signed out)", path: "/home/user" },
  { name: "sign", path: "/sign" },
  { name: "sign in", path: "/sign-in" },
  { name: "sign up", path: "/sign-up" },
  { name: "forgot password", path: "/forget-pwd" },
  { name: "event", path: "/ticket/detail?slug=neon-nights-live-2026" },
  { name: "merch product", path: "/merch/detail?slug=neon-lightstick" },
  { name: "language", path: "/lang" },
  { name: "terms", path: "/terms" },
  { name: "business cooperation", path: "/business-cooperation" },
  { name: "not found", path: "/404" },
  { name: "ticket status", path: "/ticket-stu-detail" },
  { name: "gate", path: "/gate" },
];

const accountScreens: Screen[] = [
  { name: "settings", path: "/setting" },
  { name: "log-out dialog", open: (page) => page.getByTestId("logout").click() },
  { name: "personal", path: "/personal" },
  { name: "security", path: "/security" },
  { name: "change password", path: "/change-pwd" },
  { name: "change e-mail", path: "/change-email" },
  { name: "change payment password", path: "/change-payment-pwd" },
  { name: "reset password", path: "/reset-pwd" },
  { name: "reset payment password", path: "/reset-payment-pwd" },
  { name: "verify phone", path: "/chang-phone-num" },
  { name: "team services", path: "/ts" },
  { name: "customer service", path: "/cs" },
  { name: "contact", path: "/contact" },
  { name: "invite", path: "/home/invite" },
  { name: "me", path: "/home/user" },
  { name: "wallet", path: "/wallet" },
  { name: "top up", path: "/payment/recharge" },
  { name: "my tickets", path: "/order/ticket" },
  { name: "my merch", path: "/order/merch" },
  { name: "addresses", path: "/address" },
  { name: "audience", path: "/audience" },
  { name: "my entry", path: "/my-entry" },
  { name: "my vouchers", path: "/my-voucher" },
  { name: "next event", path: "/home/upcoming-event" },
  { name: "choose tickets", path: "/ticket/choose?slug=neon-nights-live-2026" },
];

for (const variant of variants) {
  test.describe(variant.name, () => {
    let defaults: Defaults;
    test.beforeAll(async ({ browser }) => {
      defaults = await measureDefaults(browser);
    });

    test("signed-out screens", async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await newContext(browser, variant);
      const checker = new Checker(await context.newPage(), variant, defaults);
      await checker.visit(anonymousScreens);
      await context.close();
    });

    test("account, wallet and order screens", async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await newContext(browser, variant);
      const page = await context.newPage();
      const checker = new Checker(page, variant, defaults);
      const fan = await fundedFan(page);
      await signInAnyLanguage(page, fan);
      await checker.visit(accountScreens);
      await context.close();
    });

    test("buying merch: the order, the payment methods, the PIN dialog, the result, the pick-up QR, a new card", async ({ browser }) => {
      test.skip(!variant.journeys, "walked in the other variants");
      test.setTimeout(180_000);
      const context = await newContext(browser, variant);
      const page = await context.newPage();
      const checker = new Checker(page, variant, defaults);
      const fan = await fundedFan(page);
      await signInAnyLanguage(page, fan);

      const secureLightStick = async () => {
        await checker.coldLoad("/merch/detail?slug=neon-lightstick");
        await passHumanCheck(page);
        await page.getByTestId("secure-merch").click();
        await expect(page).toHaveURL(/#\/merch-order\?orderNo=/);
        return new URL(page.url().replace("#", "")).searchParams.get("orderNo")!;
      };

      const orderNo = await secureLightStick();
      await checker.visit([
        { name: "merch order", path: `/merch-order?orderNo=${orderNo}` },
        { name: "payment methods", path: `/payment/buy?orderNo=${orderNo}` },
        {
          name: "payment password dialog",
          open: async (p) => {
            await p.locator("input[type=radio][name=method]").first().check();
            await p.getByTestId("pay-submit").click();
            await expect(p.getByTestId("pay-password-dialog")).toBeVisible();
          },
        },
      ]);
      await page.getByTestId("pay-password-dialog").locator("input").fill(DEMO_PAY_PASSWORD);
      await page.getByTestId("pay-password-submit").click();
      await expect(page).toHaveURL(/#\/payment\/result\?orderNo=/);
      await checker.visit([
        { name: "payment result", path: `/payment/result?orderNo=${orderNo}` },
        { name: "merch order (paid)", path: `/merch-order?orderNo=${orderNo}` },
        {
          name: "pick-up QR (one tap from the order)",
          open: async (p) => {
            await p.getByTestId("show-pickup-qr").click();
            await expect(p.getByTestId("qr-code")).toBeVisible();
          },
        },
        { name: "my merch (paid)", path: "/order/merch" },
      ]);

      const second = await secureLightStick();
      await checker.visit([
        {
          name: "new card",
          path: `/payment/buy?orderNo=${second}`,
          open: async (p) => {
            await p.locator("input[type=radio][name=method][value=newCard]").check();
            await p.getByTestId("pay-submit").click();
            await expect(p).toHaveURL(/#\/payment\/addCard/);
          },
        },
        { name: "new card (deep link)", path: `/payment/addCard?orderNo=${second}` },
      ]);
      await context.close();
    });

    test("a ticket and its transfer flow", async ({ browser }) => {
      test.skip(!variant.journeys || !variant.axe, "walked in the other variants");
      test.setTimeout(90_000);
      const context = await newContext(browser, variant);
      const page = await context.newPage();
      const checker = new Checker(page, variant, defaults);
      await signInAnyLanguage(page, demoFan);
      await checker.coldLoad("/order/ticket");
      await page.getByTestId("ticket-item").first().click();
      await expect(page).toHaveURL(/#\/ticket-detail\?id=/);
      const ticketPath = page.url().slice(page.url().indexOf("#") + 1);
      await checker.visit([
        { name: "ticket", path: ticketPath },
        { name: "transfer flow", open: (p) => p.getByTestId("ticket-transfer").click() },
      ]);
      await context.close();
    });
  });
}

test("desktop (1280×800): the ticket site, sign-in and business cooperation", async ({ browser }) => {
  test.setTimeout(90_000);
  const defaults = await measureDefaults(browser);
  for (const v of [variants[0], variants[1]]) {
    const context = await newContext(browser, v, { width: 1280, height: 800 });
    const checker = new Checker(await context.newPage(), v, defaults);
    await checker.visit([
      { name: "desktop sign in", path: "/sign-in" },
      { name: "desktop business cooperation", path: "/business-cooperation" },
      { name: "desktop marketing", path: "/home/index" },
    ]);
    await context.close();
  }
});
