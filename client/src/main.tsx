import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import "./styles/tokens.css";
import "./styles/base.css";
import { apolloClient } from "./apollo";
import { initI18n } from "./i18n";
import { captureInviteCode } from "./lib/inviteCode";
import { listenForInstallPrompt } from "./lib/installEvent";
import { applyTheme, isDarkModeStored } from "./lib/theme";
import { AppRouter } from "./router";

applyTheme(isDarkModeStored());
// An invite link may carry ?ic= before the hash (/?ic=ABC#/home/index); the router sees only the hash.
captureInviteCode(window.location.search);
listenForInstallPrompt();

// The home route is where most visits land: fetch its page code now, in parallel with start-up,
// rather than one lazy chunk after another once the router has rendered.
const landingPath = window.location.hash.slice(1).split("?")[0] || "/";
if (landingPath === "/" || landingPath === "/home" || landingPath.startsWith("/home/")) {
  void import("./routes/home/HomeLayout");
  void import("./routes/home/HomeIndexPage");
}

// Translations come first so the first paint is already in the fan's language.
await initI18n();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <AppRouter />
    </ApolloProvider>
  </StrictMode>,
);
