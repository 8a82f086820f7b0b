// The organiser console (#/console/…): its own routes, Apollo client and texts, in chunks of its own so
// the fan's app does not grow. Staff sign in with their fan account, choose the organisation they act
// for, and then see its events, sales, orders, attendees, gate, support inbox and API keys. A platform
// operator also sees the platform's Organisations page, with or without an organisation of their own.
import "./texts";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ApolloProvider, useQuery } from "@apollo/client/react";
import { NavLink, Navigate, Outlet, useLocation, useNavigate, useRoutes } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { languages } from "@fanfare/shared/languages";
import { Splash } from "../../components/Splash";
import { changeLanguage } from "../../i18n";
import { useLanguage } from "../../i18n/useLanguage";
import { isDarkModeStored, setDarkMode } from "../../lib/theme";
import { useSession } from "../../session/session";
import { buttonClass } from "../../components/Button/Button";
import { consoleClient, currentOrganisation, setOrganisation, signOutOfConsole } from "./consoleClient";
import { myOrganisationsQuery } from "./operations";
import { ConsoleSignIn } from "./ConsoleSignIn";
import "./console.css";

const EventsPage = lazy(() => import("./EventsPage"));
const EventEditorPage = lazy(() => import("./EventEditorPage"));
const DashboardPage = lazy(() => import("./DashboardPage"));
const OrdersPage = lazy(() => import("./OrdersPage"));
const AttendeesPage = lazy(() => import("./AttendeesPage"));
const GatePage = lazy(() => import("./GatePage"));
const SupportPage = lazy(() => import("./SupportPage"));
const KeysPage = lazy(() => import("./KeysPage"));
const WebhooksPage = lazy(() => import("./WebhooksPage"));
const TeamPage = lazy(() => import("./TeamPage"));
const SeatMapPage = lazy(() => import("./SeatMapPage"));
const MerchPage = lazy(() => import("./MerchPage"));
const ProductEditorPage = lazy(() => import("./ProductEditorPage"));
const OrganisationsPage = lazy(() => import("./OrganisationsPage"));
const AuditPage = lazy(() => import("./AuditPage"));
const ApplicationsPage = lazy(() => import("./ApplicationsPage"));

const page = (node: ReactNode) => <Suspense fallback={<Splash />}>{node}</Suspense>;

function ConsoleRoutes() {
  return useRoutes([
    {
      element: <ConsoleShell />,
      children: [
        { index: true, element: <Navigate to="events" replace /> },
        { path: "events", element: page(<EventsPage />) },
        { path: "events/new", element: page(<EventEditorPage />) },
        { path: "events/:id", element: page(<EventEditorPage />) },
        { path: "events/:id/dashboard", element: page(<DashboardPage />) },
        { path: "events/:id/seats", element: page(<SeatMapPage />) },
        { path: "merch", element: page(<MerchPage />) },
        { path: "merch/new", element: page(<ProductEditorPage />) },
        { path: "merch/:id", element: page(<ProductEditorPage />) },
        { path: "orders", element: page(<OrdersPage />) },
        { path: "attendees", element: page(<AttendeesPage />) },
        { path: "gate", element: page(<GatePage />) },
        { path: "support", element: page(<SupportPage />) },
        { path: "keys", element: page(<KeysPage />) },
        { path: "webhooks", element: page(<WebhooksPage />) },
        { path: "team", element: page(<TeamPage />) },
        { path: "audit", element: page(<AuditPage />) },
        { path: "organisations", element: page(<OrganisationsPage />) },
        { path: "organisations/applications", element: page(<ApplicationsPage />) },
        { path: "*", element: <Navigate to="events" replace /> },
      ],
    },
  ]);
}

function Preferences() {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const [dark, setDark] = useState(isDarkModeStored());
  return (
    <div className="cn-prefs">
      <label className="cn-inline">
        <span className="visually-hidden">{t("shell.language")}</span>
        <select value={language.id} onChange={(e) => void changeLanguage(e.target.value as (typeof languages)[number]["id"])} data-testid="console-language">
          {languages.map((l) => (
            <option key={l.id} value={l.id} lang={l.bcp47}>
              {l.nativeName}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={buttonClass("ghost")}
        aria-pressed={dark}
        onClick={() => {
          setDarkMode(!dark);
          setDark(!dark);
        }}
      >
        {t("shell.dark")}
      </button>
    </div>
  );
}

/** Ends the session on the server and returns to the console's sign-in page. */
function SignOutButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation("console");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass("ghost", block ? "block" : undefined)}
      disabled={busy}
      data-testid="console-sign-out"
      onClick={() => {
        setBusy(true);
        void signOutOfConsole().then(() => navigate("/console", { replace: true }));
      }}
    >
      {t("shell.signOut")}
    </button>
  );
}

/**
 * Signed in with a membership: the navigation, the organisation, and the page. A platform operator (scope
 * organisations:read, whichever organisation is chosen) reaches the Organisations page without one.
 */
function ConsoleShell() {
  const { t } = useTranslation("console");
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [organisation, setChosen] = useState(currentOrganisation());
  const { data, loading } = useQuery(myOrganisationsQuery, { skip: !isLoggedIn, fetchPolicy: "network-only" });
  const memberships = data?.myOrganisations ?? [];
  const current = memberships.find((m) => m.id === organisation);
  const platform = data?.operatorIdentity?.scopes.includes("organisations:read") ?? false;
  const onPlatformPage = pathname.startsWith("/console/organisations");

  // Signed out: the next account to sign in chooses its own organisation (sign-out forgot the stored one).
  useEffect(() => {
    if (!isLoggedIn) setChosen(currentOrganisation());
  }, [isLoggedIn]);

  useEffect(() => {
    document.documentElement.classList.add("console");
    return () => document.documentElement.classList.remove("console");
  }, []);

  const choose = (id: string) => {
    setOrganisation(id);
    setChosen(id);
    navigate("/console/events");
  };

  if (!isLoggedIn) return <ConsoleSignIn />;
  if (loading && !data) return <Splash />;
  if (onPlatformPage && !platform) return <Navigate to="/console/events" replace />;
  if (!current && platform && memberships.length === 0 && !onPlatformPage) return <Navigate to="/console/organisations" replace />;
  if (!current && !(platform && onPlatformPage)) {
    return (
      <main className="cn-center">
        <section className="cn-card cn-narrow" aria-labelledby="cn-org-title">
          <h1 id="cn-org-title">{t("org.title")}</h1>
          {memberships.length === 0 ? (
            <p data-testid="console-no-membership">{t("org.none")}</p>
          ) : (
            <ul className="cn-list">
              {memberships.map((m) => (
                <li key={m.id}>
                  <button type="button" className={buttonClass("secondary", "block")} onClick={() => choose(m.id)} data-testid="console-org">
                    {m.name} · {t(`role.${m.role}`)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {platform && (
            <button type="button" className={buttonClass("ghost", "block")} onClick={() => navigate("/console/organisations")} data-testid="console-platform">
              {t("platform.title")}
            </button>
          )}
          <Preferences />
          <SignOutButton block />
        </section>
      </main>
    );
  }

  const links = [
    ...(current
      ? ([
          ["events", t("nav.events")],
          ["merch", t("merch.title")],
          ["orders", t("nav.orders")],
          ["attendees", t("nav.attendees")],
          ["gate", t("nav.gate")],
          ["support", t("nav.support")],
          ...(current.role === "OWNER" ? [["team", t("nav.team")], ["keys", t("nav.keys")]] : []),
          ...(current.role === "OWNER" || current.role === "MANAGER" ? [["audit", t("nav.audit")]] : []),
          ...(current.role === "OWNER" || current.role === "MANAGER" ? [["webhooks", t("nav.webhooks")]] : []),
        ] as const)
      : []),
    ...(platform ? ([["organisations", t("platform.title")], ["organisations/applications", t("applications.title")]] as const) : []),
  ];
  return (
    <div className="cn-app">
      <header className="cn-top">
        <span className="cn-brand">{t("shell.brand")}</span>
        <span className="cn-org" data-testid="console-current-org">
          {current ? `${current.name} · ${t(`role.${current.role}`)}` : t("platform.label")}
        </span>
        {(memberships.length > 1 || (!current && memberships.length > 0)) && (
          <button type="button" className={buttonClass("ghost")} onClick={() => choose("")}>
            {t("org.switch")}
          </button>
        )}
        <Preferences />
        <SignOutButton />
      </header>
      <nav className="cn-nav" aria-label={t("nav.label")}>
        <ul>
          {links.map(([to, label]) => (
            <li key={to}>
              <NavLink to={`/console/${to}`} end={to === "organisations"} className={({ isActive }) => (isActive ? "cn-nav__link is-active" : "cn-nav__link")}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="cn-main" id="console-main">
        <Outlet context={current} />
      </main>
    </div>
  );
}

export default function ConsoleApp() {
  return (
    <ApolloProvider client={consoleClient}>
      <ConsoleRoutes />
    </ApolloProvider>
  );
}
