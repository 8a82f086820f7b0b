import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { currentLanguage } from "./i18n";
import { authorization } from "./session/token";
import { wsReconnected } from "./lib/wsReconnects";

/** GraphQL subscriptions over graphql-ws on the same host, at /graphql. */
export function createWsLink(): GraphQLWsLink {
  const protocol = window.location.protocol === "https:" ? "wss" : "ws";
  return new GraphQLWsLink(
    createClient({
      url: `${protocol}://${window.location.host}/graphql`,
      // Read on every (re)connect so a sign-in or a language change applies to the next connection.
      connectionParams: () => {
        const auth = authorization();
        const language = currentLanguage().acceptLanguage;
        return auth ? { authorization: auth, "accept-language": language } : { "accept-language": language };
      },
      // Subscriptions resume by themselves; what they missed meanwhile is read again by those who need it.
      on: { connected: (_socket, _payload, wasRetry) => wasRetry && wsReconnected() },
    }),
  );
}
