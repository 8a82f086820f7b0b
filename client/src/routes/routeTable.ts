import type titles from "@fanfare/shared/locales/en/titles.json";

/** A key of the "titles" namespace; every page's title comes from one. */
export type TitleKey = keyof typeof titles;

/**
 * Every page route of the app with its title key: the single list the router, the page title
 * (hooks/usePageTitle.ts, which reads it without importing the router and so every page) and the
 * end-to-end tests read. Kept free of React so tests can import it.
 */
export const pageRoutes = {
  "/home/index": "home",
  "/home/invite": "invite",
  "/home/events": "events",
  "/home/merch": "merch",
  "/home/user": "me",
  "/home/upcoming-event": "nextEvent",
  "/sign": "sign",
  "/sign-in": "signIn",
  "/sign-up": "signUp",
  "/forget-pwd": "forgotPassword",
  "/share-transfer": "shareTransfer",
  "/ticket/choose": "chooseTicket",
  "/ticket/detail": "ticket",
  "/merch/detail": "merchPickUp",
  "/business-cooperation": "businessCooperation",
  "/setting": "settings",
  "/ts": "teamServices",
  "/cs": "customerService",
  "/security": "security",
  "/reset-payment-pwd": "resetPaymentPassword",
  "/reset-pwd": "resetPassword",
  "/change-pwd": "changePassword",
  "/change-email": "changeEmail",
  "/change-payment-pwd": "changePaymentPassword",
  "/chang-phone-num": "verifyAccount",
  "/lang": "language",
  "/personal": "personalInfo",
  "/contact": "contactUs",
  "/purchase": "purchaseRecords",
  "/desktop-setting": "desktopSettings",
  "/ticket-order": "ticketsSecured",
  "/ticket-stu-detail": "showTicketQr",
  "/ticket-detail": "ticketDetails",
  "/merch-detail": "merchDetails",
  "/merch-order": "merchSecured",
  "/address": "addresses",
  "/my-entry": "myEntry",
  "/my-voucher": "myVoucher",
  "/wallet": "myWallet",
  "/payment/recharge": "topUp",
  "/payment/buy": "paymentMethod",
  "/payment/addCard": "addCard",
  "/payment/result": "paymentResult",
  "/payment/rechargeResult": "topUpResult",
  "/order/merch": "myMerch",
  "/order/ticket": "myTickets",
  "/terms": "terms",
  "/auth-terms": "authTerms",
  "/404": "notFound",
  "/repair": "maintenance",
  "/audience": "audienceInfo",
  "/gate": "gate",
  "/queue": "queue",
  "/fairness": "fairness",
  "/invitations": "invitations",
  "/organiser-application": "organiserApplication",
} as const satisfies Record<string, TitleKey>;

export type PagePath = keyof typeof pageRoutes;

/** The organiser console's routes: an app of its own (routes/console/), with its own titles. */
export const consolePath = "/console/*";

/** Paths that only redirect, with where they end up. */
export const redirectRoutes = {
  "/": "/home/index",
  "/home": "/home/index",
  "/ticket": "/ticket/detail",
  // The older entry to the payment page: an order is paid at /payment/buy.
  "/payment/Purchase": "/payment/buy",
} as const satisfies Record<string, PagePath>;

/** The settings pages that share the settings side navigation on wide screens. */
export const settingNavPaths = [
  "/setting",
  "/personal",
  "/security",
  "/change-pwd",
  "/change-email",
  "/change-payment-pwd",
  "/reset-pwd",
  "/reset-payment-pwd",
  "/chang-phone-num",
  "/lang",
  "/ts",
  "/cs",
  "/contact",
] as const satisfies readonly PagePath[];

/**
 * The pages a wide (desktop) screen may use instead of being sent to the marketing page: the
 * business-cooperation form, the settings pages (spec §2: "all with the desktop setting nav"), and the
 * desktop ticket site (spec §1: "the desktop site is for buying tickets"; desktop-only events are sold on
 * /purchase and shown on their own page) with every step a purchase leads to: sign-in, the identity
 * form, the order, paying (a new card, a top-up and its result), and the fan's tickets afterwards. No
 * link on these pages leads to a dead end (tests/e2e/desktop.spec.ts).
 */
export const desktopAllowedPaths: readonly PagePath[] = [
  "/business-cooperation",
  "/purchase",
  "/desktop-setting",
  ...settingNavPaths,
  "/sign",
  "/sign-in",
  "/sign-up",
  "/forget-pwd",
  "/ticket/detail",
  "/ticket/choose",
  "/queue",
  "/audience",
  "/ticket-order",
  "/payment/buy",
  "/payment/addCard",
  "/payment/recharge",
  "/payment/result",
  "/payment/rechargeResult",
  "/wallet",
  "/order/ticket",
  "/ticket-detail",
  "/terms",
  "/auth-terms",
  // The link in an organisation's invitation e-mail, often opened on a computer.
  "/invitations",
  // The gate scanner: a box-office laptop scans too (issue 34).
  "/gate",
  // The fairness log's check: the event page's report links it, and a saved log is often on a computer.
  "/fairness",
  // An organiser applies from the computer they will run the console on (issue 34).
  "/organiser-application",
];

export function isDesktopAllowedPath(path: string): boolean {
  return (desktopAllowedPaths as readonly string[]).includes(path);
}

/**
 * Pages an anonymous visitor may open (spec §4 and §6); every other page sends them to /sign with a
 * redirectUrl. /lang is public too: the language can be chosen before signing in.
 */
export const publicPaths: readonly PagePath[] = [
  "/home/index",
  "/home/invite",
  "/home/events",
  "/home/merch",
  "/home/user",
  "/sign",
  "/sign-in",
  "/sign-up",
  "/forget-pwd",
  "/merch/detail",
  "/ticket/detail",
  "/share-transfer",
  "/ticket-stu-detail",
  "/business-cooperation",
  "/auth-terms",
  "/terms",
  "/404",
  "/repair",
  "/lang",
  // Staff only, with a staff API token (scope gate:scan) instead of a fan's sign-in.
  "/gate",
  // The fairness log names nobody and proves the sale to anyone (issue 32).
  "/fairness",
];

/** Whether an anonymous visitor may open a path: the public pages, the redirect routes and unknown paths (404). */
export function isPublicPath(pathname: string): boolean {
  if (pathname in redirectRoutes) return true;
  if (!(pathname in pageRoutes)) return true;
  return (publicPaths as readonly string[]).includes(pathname);
}
