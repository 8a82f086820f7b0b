import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import "./styles/tokens.css";
import "./styles/base.css";
import { apolloClient } from "./apollo";
import { initI18n } from "./i18n";
import { captureInviteCode } from "./lib/inviteCode";
import { countVisit, listenForInstallPrompt } from "./lib/installEvent";
import { applyTheme, isDarkModeStored } from "./lib/theme";
import { removeHomeShell } from "./lib/homeShell";
import { AppRouter, preloadRoute } from "./router";
import { breakpoints } from "./lib/breakpoints";
import { prefetchHomeEvents } from "./routes/home/homeEvents";
import { isPublicPath, redirectRoutes } from "./routes/routeTable";
import { getSession, hasStoredSession, restoreSession } from "./session/session";

applyTheme(isDarkModeStored());
// An invite link may carry ?ic= before the hash (/?ic=ABC#/home/index); the router sees only the hash.
captureInviteCode(window.location.search);
listenForInstallPrompt();
countVisit();

// The landing page's code and texts start loading now, beside the translations and the session,
// rather than one lazy chunk after another once the router has rendered. An anonymous visitor to a
// signed-in page is sent to /sign: that is the page to fetch.
const hashPath = window.location.hash.slice(1).split("?")[0] || "/";
const landingPath = hashPath in redirectRoutes ? redirectRoutes[hashPath as keyof typeof redirectRoutes] : hashPath;
// The notice banner's code first: small, on every fan's page, and its query is the page's last request
// when it has to queue behind the page's code for one of the browser's six connections.
if (!landingPath.startsWith("/console/")) void import("./components/NoticeBanner").catch(() => {});
// Never rejects: a page that fails to load shows its error page once rendered.
const landingCode = preloadRoute(isPublicPath(landingPath) || hasStoredSession() ? landingPath : "/sign");
// The home's events too: their request need not wait for the page's code (wide screens get the
// marketing page instead, which lists none).
if (landingPath === "/home/index" && window.innerWidth < breakpoints.md) prefetchHomeEvents();

// Translations and the stored session come first: the first paint is in the fan's language and
// the route guards know whether the fan is signed in. The landing page's code too: rendered before it
// has arrived, the page would suspend, and React holds a page back until 300 ms after its fallback
// showed (issue 31). Until then the static outline or mark of index.html stays on screen.
await Promise.all([initI18n(), restoreSession(), landingCode]);
// The stored copy may be stale (changed on another device) or the session may have ended: check quietly.
if (getSession().isLoggedIn) void import("./session/actions").then((session) => session.refreshUserInfo()).catch(() => {});

// Never leave the static home outline over the app, whatever happens while it starts.
setTimeout(removeHomeShell, 10_000);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <AppRouter />
    </ApolloProvider>
  </StrictMode>,
);
