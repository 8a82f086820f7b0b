// Every screen a fan reaches, opened by a cold load (a fresh document: nothing another page loaded
// earlier can lend it styles), in light and dark, English and other languages: no visible input,
// button, select, textarea or dialog may keep the browser's default look, and axe finds no serious
// or critical accessibility violation. The browser's defaults are measured in a blank page of the
// same chromium, not hard-coded.
//
// One cold load per screen and language checks both themes: the theme is an attribute on <html> that
// the app's own switch (lib/theme.ts) flips in place, loading nothing, so a flip shows exactly what a
// cold load in the other theme shows, at a fraction of the cost.
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { expect, skipInstallState, test, type Factories } from "./fixtures.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { passHumanCheck } from "./pages/human-check.ts";
import { TicketPage } from "./pages/my-tickets.page.ts";

type Theme = "light" | "dark";

interface Variant {
  name: string;
  /** The stored "lang" value. */
  lang: string;
  /** The theme axe runs in, if any: axe's checks do not depend on the language, its colour checks do on the theme. */
  axe: Theme | null;
  /** The ticket journey: its screens are checked in two languages. */
  ticket: boolean;
}

const variants: Variant[] = [
  { name: "en", lang: "en_US", axe: "light", ticket: true },
  { name: "zh_tw", lang: "zh_tw", axe: "dark", ticket: true },
  { name: "th", lang: "th", axe: null, ticket: false },
];
const themes: Theme[] = ["light", "dark"];

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

/**
 * Waits until the transitions and short animations running now (a theme's colours) have finished.
 * The contexts ask for reduced motion, which the app's base.css honours with 0.01 ms animations and
 * transitions, so this is one frame; endless or long ones (a spinner, a 10-minute countdown) are not
 * a settling page and are not waited for.
 */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => {
          if (a.playState !== "running") return false;
          const t = a.effect?.getComputedTiming();
          return t !== undefined && Number(t.endTime) - Number(t.localTime ?? 0) <= 1_000;
        })
        // Jumped to their end rather than awaited: a page that paints no frame never finishes them.
        .map((a) => {
          a.finish();
          return a.finished.catch(() => undefined);
        }),
    ),
  );
}

/** What a page shows while it is not done: the boot splash, a route's Suspense splash, a loading skeleton. */
const BUSY = "#root .splash, #root .boot, [aria-busy=true]";

/**
 * The page's requests in flight (GraphQL over fetch, lazy route and locale chunks, fonts, images),
 * as the browser reports them: a page is settled only when none is left.
 */
class InFlight {
  private readonly pending = new Set<Request>();
  private idle: (() => void)[] = [];

  constructor(page: Page) {
    page.on("request", (r) => this.pending.add(r));
    const done = (r: Request) => {
      this.pending.delete(r);
      if (this.pending.size === 0) for (const f of this.idle.splice(0)) f();
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
  }

  get count() {
    return this.pending.size;
  }

  urls() {
    return [...this.pending].map((r) => r.url());
  }

  /** Resolves when nothing is in flight, or after `ms` at the latest. */
  none(ms: number): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/**
 * axe in light runs every rule; in dark, only the rules whose outcome a theme can change (colours:
 * contrast, a link told apart from its text by colour alone). The others read the document's
 * structure (names, roles, labels, landmarks), which a theme does not touch.
 */
const THEME_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The rules whose every violation is minor or moderate (axe gives a rule's impact to each of its
 * violations): they can never fail this spec, so axe does not run them. Read from the axe-core that
 * AxeBuilder injects, so an upgrade that raises a rule's impact runs it again.
 */
const LOW_IMPACT_RULES: string[] = (() => {
  const require = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
  const axe = require("axe-core") as { _audit: { rules: { id: string; impact?: string | null }[] } };
  return axe._audit.rules.filter((r) => r.impact === "minor" || r.impact === "moderate").map((r) => r.id);
})();

class Checker {
  readonly problems: string[] = [];
  private readonly inFlight: InFlight;
  constructor(
    readonly page: Page,
    readonly variant: Variant,
    readonly defaults: Defaults,
    readonly baseURL: string,
  ) {
    this.inFlight = new InFlight(page);
  }

  /** A fresh document at `path` (not a same-document hash change), settled, in the light theme. */
  async coldLoad(path: string) {
    await this.page.emulateMedia({ colorScheme: "light" });
    await this.page.goto("about:blank");
    await this.page.goto(`/#${path}`);
    await this.settle();
  }

  /**
   * Settled: no request in flight, no splash or loading skeleton (aria-busy) in the page, the fonts
   * loaded, and all of that still so after two more frames (a query's answer renders, and the render
   * may load a chunk or send the next query: the round trip below lets the browser report it).
   * Instead of networkidle's fixed 500 ms of quiet after the last request.
   */
  async settle() {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (Date.now() > deadline) {
        const busy = await this.page.locator(BUSY).count();
        throw new Error(`${this.page.url()} did not settle: ${this.inFlight.urls().join(", ") || "no request"} in flight, ${busy} busy element(s)`);
      }
      await this.inFlight.none(deadline - Date.now());
      // Raced against the deadline: frames or fonts that never come end in the error above, not in the test's timeout.
      let timer: NodeJS.Timeout | undefined;
      const quiet = await Promise.race([
        this.page.evaluate(async (busy) => {
          await document.fonts.ready;
          for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
          return document.querySelector(busy) === null && document.fonts.status === "loaded";
        }, BUSY),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())))),
      ]);
      clearTimeout(timer);
      if (quiet && this.inFlight.count === 0) break;
      if (!quiet) await this.page.waitForFunction((busy) => document.querySelector(busy) === null, BUSY, { polling: "raf", timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
    }
    await animationsDone(this.page);
  }

  private axeFor(theme: Theme): AxeBuilder {
    // Violations only: axe skips collecting every node that passes or is incomplete. Legacy mode runs
    // axe.run in the page itself; the default runs it per frame and merges the results in a new blank
    // tab (injecting axe three times per run): the app has no frames, so both test the same nodes.
    const builder = new AxeBuilder({ page: this.page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
    return theme === "dark" ? builder.withRules(THEME_RULES) : builder.disableRules(LOW_IMPACT_RULES);
  }

  /** The theme switch of the app (lib/theme.ts: data-theme on <html>), with the browser's colour scheme to match. */
  async setTheme(theme: Theme) {
    await this.page.emulateMedia({ colorScheme: theme });
    await this.page.evaluate((dark) => {
      if (dark) document.documentElement.dataset.theme = "dark";
      else delete document.documentElement.dataset.theme;
    }, theme === "dark");
    await animationsDone(this.page);
  }

  /** The screen in both themes (light first, as loaded; the page is left in light). */
  async check(screen: string) {
    for (const theme of themes) {
      // Between checks the page is in light (loaded so, or set back below): only dark needs the flip.
      if (theme !== "light") await this.setTheme(theme);
      const where = `${this.variant.name} ${theme} · ${screen} (${this.page.url().replace(this.baseURL, "")})`;
      const found = (await unstyledControls(this.page, this.defaults)).map((c) => `unstyled ${c}`);
      // A check of a page still loading proves nothing: it fails, whatever settle() let through.
      const busy = await this.page.locator(BUSY).count();
      if (busy) found.push(`not settled: ${busy} splash or loading element(s)`);
      const axe = this.variant.axe === theme ? await this.axeFor(theme).analyze() : { violations: [] };
      for (const v of axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        found.push(`axe ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`);
      }
      this.problems.push(...found.map((f) => `${where}: ${f}`));
      // Soft: one run lists every screen's problems, and a later step that fails keeps them.
      expect.soft(found, where).toEqual([]);
    }
    await this.setTheme("light");
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

/** A context in the variant's language, light theme (Checker.check flips the theme). */
function newContext(browser: Browser, baseURL: string, variant: Variant, viewport = { width: 390, height: 844 }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    colorScheme: "light",
    // base.css makes every animation and transition 0.01 ms under reduced motion: nothing to wait for.
    reducedMotion: "reduce",
    storageState: skipInstallState(baseURL, [
      { name: "lang", value: variant.lang },
      { name: "isDarkMode", value: "0" },
    ]),
  });
}

const PAY_PASSWORD = "246810";

/** A fan (signed in on the page) with a payment password and Fan Coin. */
async function fundedFan(page: Page, factories: Factories) {
  const fan = await factories.fan({ nickname: "Styling Fan", payPassword: PAY_PASSWORD, balance: 2_000_00 });
  await new SignInPage(page).signIn(fan);
  return fan;
}

/** What the screens below show: an event on sale with merch to pick up. */
async function catalogue(factories: Factories) {
  const event = await factories.event({ standing: 20, pickup: true });
  const product = await factories.product({ eventId: event.id, pickupOnly: true, sizes: ["S", "M"] });
  return { event, product };
}

const anonymousScreens = (c: Awaited<ReturnType<typeof catalogue>>): Screen[] => [
  { name: "home", path: "/home/index" },
  { name: "events", path: "/home/events" },
  { name: "merch", path: "/home/merch" },
  { name: "me (signed out)", path: "/home/user" },
  { name: "sign", path: "/sign" },
  { name: "sign in", path: "/sign-in" },
  { name: "sign up", path: "/sign-up" },
  { name: "forgot password", path: "/forget-pwd" },
  { name: "event", path: `/ticket/detail?slug=${c.event.slug}` },
  { name: "merch product", path: `/merch/detail?slug=${c.product.slug}` },
  { name: "language", path: "/lang" },
  { name: "terms", path: "/terms" },
  { name: "business cooperation", path: "/business-cooperation" },
  { name: "not found", path: "/404" },
  { name: "ticket status", path: "/ticket-stu-detail" },
  { name: "gate", path: "/gate" },
];

const accountScreens = (c: Awaited<ReturnType<typeof catalogue>>): Screen[] => [
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
  { name: "team invitations", path: "/invitations" },
  { name: "wallet", path: "/wallet" },
  { name: "top up", path: "/payment/recharge" },
  { name: "my tickets", path: "/order/ticket" },
  { name: "my merch", path: "/order/merch" },
  { name: "addresses", path: "/address" },
  { name: "audience", path: "/audience" },
  { name: "my entry", path: "/my-entry" },
  { name: "my vouchers", path: "/my-voucher" },
  { name: "next event", path: "/home/upcoming-event" },
  { name: "choose tickets", path: `/ticket/choose?slug=${c.event.slug}` },
];

for (const variant of variants) {
  test.describe(variant.name, () => {
    let defaults: Defaults;
    test.beforeAll(async ({ browser }) => {
      defaults = await measureDefaults(browser);
    });

    // Each screen is checked in two themes: the time limits are those of one theme's run and a half.
    test("signed-out screens", async ({ browser, baseURL, factories }) => {
      test.setTimeout(180_000);
      const c = await catalogue(factories);
      const context = await newContext(browser, baseURL!, variant);
      const checker = new Checker(await context.newPage(), variant, defaults, baseURL!);
      await checker.visit(anonymousScreens(c));
      await context.close();
    });

    test("account, wallet and order screens", async ({ browser, baseURL, factories }) => {
      test.setTimeout(270_000);
      const c = await catalogue(factories);
      const context = await newContext(browser, baseURL!, variant);
      const page = await context.newPage();
      const checker = new Checker(page, variant, defaults, baseURL!);
      const fan = await fundedFan(page, factories);
      await factories.invitation({ email: fan.email, organisationName: "Harbour Live", role: "BOX_OFFICE" });
      await checker.visit(accountScreens(c));
      await context.close();
    });

    test("buying merch: the order, the payment methods, the PIN dialog, the result, the pick-up QR, a new card", async ({ browser, baseURL, factories }) => {
      test.setTimeout(270_000);
      const { product } = await catalogue(factories);
      const context = await newContext(browser, baseURL!, variant);
      const page = await context.newPage();
      const checker = new Checker(page, variant, defaults, baseURL!);
      await fundedFan(page, factories);

      const secureProduct = async () => {
        await checker.coldLoad(`/merch/detail?slug=${product.slug}`);
        await page.getByTestId("variant-M").click();
        await passHumanCheck(page);
        await page.getByTestId("secure-merch").click();
        await expect(page).toHaveURL(/#\/merch-order\?orderNo=/);
        return new URL(page.url().replace("#", "")).searchParams.get("orderNo")!;
      };

      const orderNo = await secureProduct();
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
      await page.getByTestId("pay-password-dialog").locator("input").fill(PAY_PASSWORD);
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

      const second = await secureProduct();
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

    test("a ticket and its transfer flow", async ({ browser, baseURL, factories }) => {
      test.skip(!variant.ticket, "walked in the other languages");
      test.setTimeout(135_000);
      const { event } = await catalogue(factories);
      const context = await newContext(browser, baseURL!, variant);
      const page = await context.newPage();
      const checker = new Checker(page, variant, defaults, baseURL!);
      const fan = await factories.fan({ nickname: "Ticket Holder" });
      await factories.ticket({ ownerId: fan.id, ticketTypeId: event.standingTypeId });
      await new SignInPage(page).signIn(fan);
      await checker.coldLoad("/order/ticket");
      await page.getByTestId("ticket-item").first().click();
      await expect(page).toHaveURL(/#\/ticket-detail\?id=/);
      const ticketPath = page.url().slice(page.url().indexOf("#") + 1);
      await checker.visit([
        { name: "ticket", path: ticketPath },
        { name: "transfer flow", open: (p) => new TicketPage(p).transfer().click() },
      ]);
      await context.close();
    });
  });
}

test("desktop (1280×800): the ticket site, sign-in and business cooperation", async ({ browser, baseURL }) => {
  test.setTimeout(135_000);
  const defaults = await measureDefaults(browser);
  for (const v of [variants[0], variants[1]]) {
    const context = await newContext(browser, baseURL!, v, { width: 1280, height: 800 });
    const checker = new Checker(await context.newPage(), v, defaults, baseURL!);
    await checker.visit([
      { name: "desktop sign in", path: "/sign-in" },
      { name: "desktop business cooperation", path: "/business-cooperation" },
      { name: "desktop marketing", path: "/home/index" },
    ]);
    await context.close();
  }
});
