import { lazy, Suspense, useEffect } from "react";
import { removeHomeShell } from "../lib/homeShell";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { Splash } from "../components/Splash";
import { useMediaQuery } from "../hooks/useMediaQuery";
import { useDocumentTitle } from "../hooks/usePageTitle";
import { minWidth } from "../lib/breakpoints";
import { shouldOfferInstall } from "../lib/installEvent";
import { captureInviteCode } from "../lib/inviteCode";
import { signUrl } from "../session/redirect";
import { registerNavigate, useSession } from "../session/session";
import { isDesktopAllowedPath, isPublicPath } from "./routeTable";

// Server notices are rare and never part of the first paint: their code loads after it.
const NoticeBanner = lazy(() => import("../components/NoticeBanner").then((m) => ({ default: m.NoticeBanner })));

const MarketingPage = lazy(() => import("./marketing/MarketingPage"));
// The desktop site's top bar and footer: wide screens only, so phones never load it.
const DesktopChrome = lazy(() => import("../components/DesktopChrome/DesktopChrome"));
// Most visits have skipped the popup or run installed: load its code only when it may show.
const InstallPrompt = lazy(() => import("../components/InstallPrompt"));

const marketingUrl = import.meta.env.VITE_MARKETING_URL;

/**
 * Where the install popup never shows: the QR page (shown to gate staff), the organisers' form (a
 * desktop page), and the payment steps (a fan paying is not interrupted).
 */
function installPromptAllowedOn(path: string): boolean {
  return path !== "/ticket-stu-detail" && path !== "/business-cooperation" && !path.startsWith("/payment/");
}

/** Sends wide screens to the external marketing site; renders nothing meanwhile. */
function ExternalMarketingRedirect({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return <Splash />;
}

/** A signed-in fan opening /sign goes back to where they came from (spec §2), or home without history. */
function LeaveSignPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/home/index", { replace: true });
  }, [navigate]);
  return <Splash />;
}

export default function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const wide = useMediaQuery(minWidth("md"));
  useDocumentTitle();

  useEffect(() => {
    captureInviteCode(location.search);
  }, [location.search]);

  // A new page starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  // The static home outline of index.html stays until the home page shows its events (EventList).
  useEffect(() => {
    if (wide || location.pathname !== "/home/index") removeHomeShell();
  }, [wide, location.pathname]);

  useEffect(() => {
    registerNavigate(navigate);
    return () => registerNavigate(null);
  }, [navigate]);

  if (wide && !isDesktopAllowedPath(location.pathname)) {
    if (marketingUrl) return <ExternalMarketingRedirect url={marketingUrl} />;
    return (
      <Suspense fallback={<Splash />}>
        <MarketingPage />
      </Suspense>
    );
  }

  // Guards (spec §4, §6): anonymous visitors only see public pages.
  if (!isLoggedIn && !isPublicPath(location.pathname)) {
    return <Navigate to={signUrl(location.pathname + location.search)} replace />;
  }
  if (isLoggedIn && location.pathname === "/sign") return <LeaveSignPage />;

  const page = <Outlet />;
  return (
    <>
      {wide ? (
        <Suspense fallback={<Splash />}>
          <DesktopChrome>{page}</DesktopChrome>
        </Suspense>
      ) : (
        page
      )}
      <Suspense fallback={null}>
        <NoticeBanner />
      </Suspense>
      {!wide && installPromptAllowedOn(location.pathname) && shouldOfferInstall() && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}
    </>
  );
}
