// The console's own Apollo client: the same session token as the fan's app, plus the organisation the
// staff member acts for (X-Fanfare-Organisation over HTTP, the same name in graphql-ws's connection
// parameters). Kept in the console's chunk: the fan's app never loads it.
import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";
import { SetContextLink } from "@apollo/client/link/context";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient, type Client } from "graphql-ws";
import { currentLanguage } from "../../i18n";
import { authorization } from "../../session/token";
import { clearSession } from "../../session/session";
import { signOutMutation } from "../../session/operations";
import { appCache } from "../../lib/apolloCache";

const ORG_KEY = "consoleOrganisation";

function readOrganisation(): string | null {
  try {
    return window.localStorage.getItem(ORG_KEY);
  } catch {
    return null;
  }
}

let organisationId: string | null = readOrganisation();

export function currentOrganisation(): string | null {
  return organisationId;
}

/** Acts for another organisation from the next request on (and reconnects the live figures). */
export function setOrganisation(id: string | null): void {
  organisationId = id;
  try {
    if (id) window.localStorage.setItem(ORG_KEY, id);
    else window.localStorage.removeItem(ORG_KEY);
  } catch {
    // The choice then lasts for this page view only.
  }
  wsClient?.terminate();
  void consoleClient.clearStore();
}

const headersLink = new SetContextLink((context) => {
  const headers: Record<string, string> = { ...context.headers, "accept-language": currentLanguage().acceptLanguage };
  const auth = authorization();
  if (auth) headers.authorization = auth;
  if (organisationId) headers["x-fanfare-organisation"] = organisationId;
  return { headers };
});

let wsClient: Client | null = null;
function ws(): Client {
  const protocol = window.location.protocol === "https:" ? "wss" : "ws";
  wsClient ??= createClient({
    url: `${protocol}://${window.location.host}/graphql`,
    // Read on every (re)connect: a new organisation or language applies to the next connection.
    connectionParams: () => {
      const params: Record<string, string> = { "accept-language": currentLanguage().acceptLanguage };
      const auth = authorization();
      if (auth) params.authorization = auth;
      if (organisationId) params["x-fanfare-organisation"] = organisationId;
      return params;
    },
    retryAttempts: Infinity,
    shouldRetry: () => true,
  });
  return wsClient;
}

class LazyWsLink extends ApolloLink {
  private link: GraphQLWsLink | null = null;
  override request(operation: ApolloLink.Operation) {
    this.link ??= new GraphQLWsLink(ws());
    return this.link.request(operation);
  }
}

export const consoleClient = new ApolloClient({
  link: ApolloLink.split((op) => op.operationType === OperationTypeNode.SUBSCRIPTION, new LazyWsLink(), ApolloLink.from([headersLink, new HttpLink({ uri: "/graphql" })])),
  cache: appCache({
    // The platform's organisations: "more" appends the next page.
    // The organisation's audit log: "older entries" appends, a new filter starts over.
    Query: { fields: { organisations: relayStylePagination(), organisationAuditLog: relayStylePagination(["filter"]) } },
    OperatorSalesFigures: { keyFields: ["eventId"] },
    // One per event: a saved change replaces what the panel read.
    WaitingRoomSettings: { keyFields: ["eventId"] },
    OperatorEvent: { fields: { ticketTypes: { merge: false }, aboutByLanguage: { merge: false } } },
  }),
  defaultOptions: { watchQuery: { fetchPolicy: "cache-and-network" } },
});

/**
 * Sign-out from the console, as the fan's app signs out: the server ends the session (audited as
 * auth.sign_out), then this device forgets the token, the organisation chosen and every cached answer,
 * and closes the live connection. An offline or already expired session is still signed out locally.
 */
export async function signOutOfConsole(): Promise<void> {
  try {
    await consoleClient.mutate({ mutation: signOutMutation });
  } catch {
    // Offline or already expired: the local sign-out still happens.
  }
  clearSession();
  setOrganisation(null);
}
