// The hash router: every route of the product, each page's code loaded on first visit (one lazy
// import per route). Declarative mode (HashRouter + useRoutes): the data router's loader/action
// machinery costs 16 KB gzip on the first paint and the app does not use it.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { HashRouter, matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { RouteError } from "./components/RouteError";
import { prefetchNamespaces, type LazyNamespace } from "./i18n";
import { Splash } from "./components/Splash";
import RootLayout from "./routes/RootLayout";
import { consolePath, redirectRoutes, type PagePath } from "./routes/routeTable";

/** What a route carries for the router itself (its title is the route table's: hooks/usePageTitle.ts). */
interface RouteHandle {
  /** Starts fetching the route's code (and the texts it loads) before it renders; settles when the code has loaded or failed. */
  preload?: () => Promise<void>;
}

type PageModule = () => Promise<{ default: ComponentType }>;

/** Shows the error page when a page fails to load or render (often a stale chunk after a deploy). */
class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function Lazy({ load }: { load: ComponentType }) {
  const Page = load;
  return (
    <Suspense fallback={<Splash />}>
      <Page />
    </Suspense>
  );
}

/** One import per module, shared by the preload and React.lazy (a failed load may be tried again). */
function once(load: PageModule): PageModule {
  let loading: ReturnType<PageModule> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

const modules = new Map<PageModule, { component: ComponentType; preload: () => Promise<void> }>();
/**
 * The route's component and its preload. `texts` names the lazy namespaces its modules load at the top
 * (texts.ts): fetched with the code, not one round trip after it. A namespace missing here only costs that
 * round trip; the module still loads its own.
 *
 * Once the code has arrived, the component renders it at once rather than through React.lazy: lazy
 * suspends on its first render even when its module is already there, the Suspense fallback is
 * committed, and React then holds the page back until 300 ms after that fallback (its "fallback
 * throttle"). On a cold load of the home that was most of the time between the events' data and the
 * first card (issue 31). A mount decides once which way it renders, so a page never remounts.
 */
function lazyOnce(load: PageModule, texts: readonly LazyNamespace[] = []) {
  let entry = modules.get(load);
  if (!entry) {
    let loaded: ComponentType | null = null;
    const loadOnce = once(() =>
      load().then((module) => {
        loaded = module.default;
        return module;
      }),
    );
    const Suspending = lazy(loadOnce);
    function Page() {
      const [Loaded] = useState(() => loaded);
      return Loaded ? <Loaded /> : <Suspending />;
    }
    entry = {
      component: Page,
      preload: () => {
        prefetchNamespaces(texts);
        return loadOnce().then(
          () => {},
          () => {},
        );
      },
    };
    modules.set(load, entry);
  }
  return entry;
}

/** A page route: its path in the route table (which names its title), and its code loaded on first visit. */
function page(path: PagePath, load: PageModule, texts?: readonly LazyNamespace[]): RouteObject {
  const { component, preload } = lazyOnce(load, texts);
  const handle: RouteHandle = { preload };
  return { path, handle, element: <Lazy load={component} /> };
}

/** Forwards, keeping the query string (/ticket?slug=… → /ticket/detail?slug=…). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}
function forward(from: keyof typeof redirectRoutes): RouteObject {
  return { index: true, element: <Forward to={redirectRoutes[from]} /> };
}

/** A route whose page renders the matched child routes (<Outlet />). */
function layout(load: PageModule, texts: readonly LazyNamespace[], children: RouteObject[]): RouteObject {
  const { component, preload } = lazyOnce(load, texts);
  const handle: RouteHandle = { preload };
  return { element: <Lazy load={component} />, handle, children };
}

const notFound: PageModule = () => import("./routes/system/NotFoundPage");

export const routes: RouteObject[] = [
  // The organiser console: its own routes, client and texts, in chunks the fan's pages never load.
  { path: consolePath, ...layout(() => import("./routes/console/ConsoleApp"), ["account", "console"], []) },
  {
    path: "/",
    element: <RootLayout />,
    children: [
      forward("/"),
      {
        path: "/home",
        ...layout(() => import("./routes/home/HomeLayout"), [], [
          forward("/home"),
          page("/home/index", () => import("./routes/home/HomeIndexPage")),
          page("/home/invite", () => import("./routes/giveaway/InvitePage"), ["giveaway"]),
          page("/home/events", () => import("./routes/tickets/EventsPage"), ["tickets"]),
          page("/home/merch", () => import("./routes/merch/MerchPage"), ["merch"]),
          page("/home/user", () => import("./routes/me/MePage")),
          page("/home/upcoming-event", () => import("./routes/tickets/NextEventPage"), ["tickets"]),
        ]),
      },
      page("/sign", () => import("./routes/account/SignPage"), ["account"]),
      page("/sign-in", () => import("./routes/account/SignInPage"), ["account"]),
      page("/sign-up", () => import("./routes/account/SignUpPage"), ["account"]),
      page("/forget-pwd", () => import("./routes/account/ForgetPasswordPage"), ["account"]),
      page("/share-transfer", () => import("./routes/entry/ShareTransferPage"), ["entry"]),
      {
        path: "/ticket",
        children: [forward("/ticket"), page("/ticket/choose", () => import("./routes/tickets/ChooseTicketPage"), ["account", "tickets"]), page("/ticket/detail", () => import("./routes/tickets/EventDetailPage"), ["queue", "tickets"])],
      },
      page("/merch/detail", () => import("./routes/merch/MerchDetailPage"), ["account", "merch"]),
      page("/business-cooperation", () => import("./routes/enquiry/BusinessCooperationPage"), ["account", "support"]),
      layout(() => import("./routes/settings/SettingNavLayout"), [], [
        page("/setting", () => import("./routes/settings/SettingsPage"), ["account"]),
        page("/ts", () => import("./routes/support/TeamServicesPage"), ["support"]),
        page("/cs", () => import("./routes/support/CustomerServicePage"), ["account", "support"]),
        page("/security", () => import("./routes/settings/SecurityPage"), ["account"]),
        page("/reset-payment-pwd", () => import("./routes/settings/ResetPaymentPasswordPage"), ["account"]),
        page("/reset-pwd", () => import("./routes/settings/ResetPasswordPage"), ["account"]),
        page("/change-pwd", () => import("./routes/settings/ChangePasswordPage"), ["account"]),
        page("/change-email", () => import("./routes/settings/ChangeEmailPage"), ["account"]),
        page("/change-payment-pwd", () => import("./routes/settings/ChangePaymentPasswordPage"), ["account"]),
        page("/chang-phone-num", () => import("./routes/settings/ChangePhonePage"), ["account"]),
        page("/lang", () => import("./routes/settings/LanguagePage")),
        page("/personal", () => import("./routes/settings/PersonalPage"), ["account"]),
        page("/contact", () => import("./routes/support/ContactPage"), ["support"]),
      ]),
      page("/purchase", () => import("./routes/tickets/PurchasePage"), ["account", "tickets"]),
      page("/desktop-setting", () => import("./routes/settings/SettingsPage"), ["account"]),
      page("/ticket-order", () => import("./routes/tickets/TicketOrderPage"), ["tickets"]),
      page("/ticket-stu-detail", () => import("./routes/entry/TicketStatusPage"), ["entry"]),
      page("/ticket-detail", () => import("./routes/entry/TicketDetailPage"), ["account", "entry"]),
      page("/merch-detail", () => import("./routes/merch/MerchItemPage"), ["entry", "merch"]),
      page("/merch-order", () => import("./routes/merch/MerchOrderPage"), ["merch"]),
      page("/address", () => import("./routes/merch/AddressPage"), ["account", "merch"]),
      page("/my-entry", () => import("./routes/entry/MyEntryPage"), ["entry"]),
      page("/my-voucher", () => import("./routes/giveaway/VoucherPage"), ["giveaway"]),
      page("/wallet", () => import("./routes/wallet/WalletPage"), ["account", "wallet"]),
      page("/payment/recharge", () => import("./routes/wallet/RechargePage"), ["account", "wallet"]),
      page("/payment/buy", () => import("./routes/wallet/BuyPage"), ["account", "wallet"]),
      page("/payment/addCard", () => import("./routes/wallet/AddCardPage"), ["account", "wallet"]),
      { path: "/payment/Purchase", element: <Forward to={redirectRoutes["/payment/Purchase"]} /> },
      page("/payment/result", () => import("./routes/wallet/ResultPage"), ["account", "wallet"]),
      page("/payment/rechargeResult", () => import("./routes/wallet/RechargeResultPage"), ["account", "wallet"]),
      page("/order/merch", () => import("./routes/merch/MyMerchPage"), ["merch"]),
      page("/order/ticket", () => import("./routes/tickets/MyTicketsPage"), ["tickets"]),
      page("/terms", () => import("./routes/legal/TermsPage"), ["legal"]),
      page("/auth-terms", () => import("./routes/legal/AuthTermsPage"), ["legal"]),
      page("/gate", () => import("./routes/entry/GatePage"), ["account", "entry"]),
      page("/404", notFound),
      page("/repair", () => import("./routes/system/RepairPage")),
      page("/audience", () => import("./routes/tickets/AudiencePage"), ["account", "tickets"]),
      page("/queue", () => import("./routes/queue/QueuePage"), ["account", "queue"]),
      page("/fairness", () => import("./routes/fairness/FairnessLogPage"), ["queue"]),
      page("/invitations", () => import("./routes/account/InvitationsPage"), ["account"]),
      page("/organiser-application", () => import("./routes/account/OrganiserApplicationPage"), ["account"]),
      { ...page("/404", notFound), path: "*" },
    ],
  },
];

/**
 * Starts fetching the code of the page at `path` (its layouts' too) and its texts: called at start-up,
 * so that they load beside the session and the translations instead of after the first render.
 */
export function preloadRoute(path: string): Promise<void> {
  return Promise.all((matchRoutes(routes, path) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.())).then(() => {});
}

function Routes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <HashRouter>
      <Routes />
    </HashRouter>
  );
}
