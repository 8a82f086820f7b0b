// The hash router: every route of the product, each page's code loaded on first visit (one lazy
// import per route). Declarative mode (HashRouter + useRoutes): the data router's loader/action
// machinery costs 16 KB gzip on the first paint and the app does not use it.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { HashRouter, Navigate, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { RouteError } from "./components/RouteError";
import { Splash } from "./components/Splash";
import RootLayout from "./routes/RootLayout";
import { pageRoutes, redirectRoutes, type PagePath, type TitleKey } from "./routes/routeTable";

export interface RouteHandle {
  titleKey?: TitleKey;
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

const modules = new Map<PageModule, ComponentType>();
function lazyOnce(load: PageModule): ComponentType {
  let c = modules.get(load);
  if (!c) {
    c = lazy(load);
    modules.set(load, c);
  }
  return c;
}

/** A page route: its path, its title from the route table, and its code loaded on first visit. */
function page(path: PagePath, load: PageModule): RouteObject {
  const handle: RouteHandle = { titleKey: pageRoutes[path] };
  return { path, handle, element: <Lazy load={lazyOnce(load)} /> };
}

/** Forwards, keeping the query string (/ticket?slug=… → /ticket/detail?slug=…). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}
function forward(from: keyof typeof redirectRoutes): RouteObject {
  return { index: true, element: <Forward to={redirectRoutes[from]} /> };
}

function layout(load: PageModule, children: RouteObject[]): RouteObject {
  return { element: <Lazy load={lazyOnce(load)} />, children };
}

const notFound: PageModule = () => import("./routes/system/NotFoundPage");

export const routes: RouteObject[] = [
  // The organiser console: its own routes, client and texts, in chunks the fan's pages never load.
  { path: "/console/*", element: <Lazy load={lazyOnce(() => import("./routes/console/ConsoleApp"))} /> },
  {
    path: "/",
    element: <RootLayout />,
    children: [
      forward("/"),
      {
        path: "/home",
        element: <Lazy load={lazyOnce(() => import("./routes/home/HomeLayout"))} />,
        children: [
          forward("/home"),
          page("/home/index", () => import("./routes/home/HomeIndexPage")),
          page("/home/invite", () => import("./routes/giveaway/InvitePage")),
          page("/home/events", () => import("./routes/tickets/EventsPage")),
          page("/home/merch", () => import("./routes/merch/MerchPage")),
          page("/home/user", () => import("./routes/me/MePage")),
          page("/home/upcoming-event", () => import("./routes/tickets/NextEventPage")),
        ],
      },
      page("/sign", () => import("./routes/account/SignPage")),
      page("/sign-in", () => import("./routes/account/SignInPage")),
      page("/sign-up", () => import("./routes/account/SignUpPage")),
      page("/forget-pwd", () => import("./routes/account/ForgetPasswordPage")),
      page("/share-transfer", () => import("./routes/entry/ShareTransferPage")),
      {
        path: "/ticket",
        children: [forward("/ticket"), page("/ticket/choose", () => import("./routes/tickets/ChooseTicketPage")), page("/ticket/detail", () => import("./routes/tickets/EventDetailPage"))],
      },
      page("/merch/detail", () => import("./routes/merch/MerchDetailPage")),
      page("/business-cooperation", () => import("./routes/enquiry/BusinessCooperationPage")),
      layout(() => import("./routes/settings/SettingNavLayout"), [
        page("/setting", () => import("./routes/settings/SettingsPage")),
        page("/ts", () => import("./routes/support/TeamServicesPage")),
        page("/cs", () => import("./routes/support/CustomerServicePage")),
        page("/security", () => import("./routes/settings/SecurityPage")),
        page("/reset-payment-pwd", () => import("./routes/settings/ResetPaymentPasswordPage")),
        page("/reset-pwd", () => import("./routes/settings/ResetPasswordPage")),
        page("/change-pwd", () => import("./routes/settings/ChangePasswordPage")),
        page("/change-email", () => import("./routes/settings/ChangeEmailPage")),
        page("/change-payment-pwd", () => import("./routes/settings/ChangePaymentPasswordPage")),
        page("/chang-phone-num", () => import("./routes/settings/ChangePhonePage")),
        page("/lang", () => import("./routes/settings/LanguagePage")),
        page("/personal", () => import("./routes/settings/PersonalPage")),
        page("/contact", () => import("./routes/support/ContactPage")),
      ]),
      page("/purchase", () => import("./routes/tickets/PurchasePage")),
      page("/desktop-setting", () => import("./routes/settings/SettingsPage")),
      page("/ticket-order", () => import("./routes/tickets/TicketOrderPage")),
      page("/ticket-stu-detail", () => import("./routes/entry/TicketStatusPage")),
      page("/ticket-detail", () => import("./routes/entry/TicketDetailPage")),
      page("/merch-detail", () => import("./routes/merch/MerchItemPage")),
      page("/merch-order", () => import("./routes/merch/MerchOrderPage")),
      page("/address", () => import("./routes/merch/AddressPage")),
      page("/my-entry", () => import("./routes/entry/MyEntryPage")),
      page("/my-voucher", () => import("./routes/giveaway/VoucherPage")),
      page("/wallet", () => import("./routes/wallet/WalletPage")),
      page("/payment/recharge", () => import("./routes/wallet/RechargePage")),
      page("/payment/buy", () => import("./routes/wallet/BuyPage")),
      page("/payment/addCard", () => import("./routes/wallet/AddCardPage")),
      { path: "/payment/Purchase", element: <Forward to={redirectRoutes["/payment/Purchase"]} /> },
      page("/payment/result", () => import("./routes/wallet/ResultPage")),
      page("/payment/rechargeResult", () => import("./routes/wallet/RechargeResultPage")),
      page("/order/merch", () => import("./routes/merch/MyMerchPage")),
      page("/order/ticket", () => import("./routes/tickets/MyTicketsPage")),
      page("/terms", () => import("./routes/legal/TermsPage")),
      page("/auth-terms", () => import("./routes/legal/AuthTermsPage")),
      page("/gate", () => import("./routes/entry/GatePage")),
      page("/404", notFound),
      page("/repair", () => import("./routes/system/RepairPage")),
      page("/audience", () => import("./routes/tickets/AudiencePage")),
      page("/queue", () => import("./routes/queue/QueuePage")),
      { ...page("/404", notFound), path: "*" },
    ],
  },
];

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
