import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { currentLanguage } from "./i18n";
import { authorization } from "./session/token";

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
    }),
  );
}
