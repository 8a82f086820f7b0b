import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Splash } from "../components/Splash";
import { useMediaQuery } from "../hooks/useMediaQuery";
import { useDocumentTitle } from "../hooks/usePageTitle";
import { minWidth } from "../lib/breakpoints";
import { shouldOfferInstall } from "../lib/installEvent";
import { captureInviteCode } from "../lib/inviteCode";
import { desktopAllowedPath } from "./routeTable";

const MarketingPage = lazy(() => import("./marketing/MarketingPage"));
// Most visits have skipped the popup or run installed: load its code only when it may show.
const InstallPrompt = lazy(() => import("../components/InstallPrompt"));

const marketingUrl = import.meta.env.VITE_MARKETING_URL;

/** The QR page is shown to gate staff; a popup over it would get in the way. */
const noInstallPromptPath = "/ticket-stu-detail";

/** Sends wide screens to the external marketing site; renders nothing meanwhile. */
function ExternalMarketingRedirect({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return <Splash />;
}

export default function RootLayout() {
  const location = useLocation();
  const wide = useMediaQuery(minWidth("md"));
  const [offerInstall] = useState(shouldOfferInstall);
  useDocumentTitle();

  useEffect(() => {
    captureInviteCode(location.search);
  }, [location.search]);

  // A new page starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (wide && location.pathname !== desktopAllowedPath) {
    if (marketingUrl) return <ExternalMarketingRedirect url={marketingUrl} />;
    return (
      <Suspense fallback={<Splash />}>
        <MarketingPage />
      </Suspense>
    );
  }

  return (
    <>
      <Outlet />
      {offerInstall && location.pathname !== noInstallPromptPath && (
        <Suspense fallback={null}>
          <InstallPrompt />
        </Suspense>
      )}
    </>
  );
}
