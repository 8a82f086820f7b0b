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
import { AppRouter } from "./router";
import { getSession, restoreSession } from "./session/session";

applyTheme(isDarkModeStored());
// An invite link may carry ?ic= before the hash (/?ic=ABC#/home/index); the router sees only the hash.
captureInviteCode(window.location.search);
listenForInstallPrompt();
countVisit();

// The home route is where most visits land: fetch its page code now, in parallel with start-up,
// rather than one lazy chunk after another once the router has rendered.
const landingPath = window.location.hash.slice(1).split("?")[0] || "/";
if (landingPath === "/" || landingPath === "/home" || landingPath.startsWith("/home/")) {
  void import("./routes/home/HomeLayout");
  void import("./routes/home/HomeIndexPage");
}

// Translations and the stored session come first: the first paint is in the fan's language and
// the route guards know whether the fan is signed in.
await Promise.all([initI18n(), restoreSession()]);
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
