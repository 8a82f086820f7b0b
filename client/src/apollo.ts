import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { SetContextLink } from "@apollo/client/link/context";
import { OperationTypeNode } from "graphql";
import { Observable, type Subscription } from "rxjs";
import { currentLanguage } from "./i18n";
import { storageKeys, writeStorage } from "./lib/storage";
import { expireSession } from "./session/session";
import { authorization } from "./session/token";
import { appCache, fanTypePolicies } from "./lib/apolloCache";
import { earlyHomeEventsLink } from "./lib/earlyHomeEvents";

const headersLink = new SetContextLink((context) => {
  const headers: Record<string, string> = { ...context.headers, "accept-language": currentLanguage().acceptLanguage };
  const auth = authorization();
  if (auth) headers.authorization = auth;
  return { headers };
});

const httpLink = new HttpLink({ uri: "/graphql" });

/**
 * Trusted documents: every operation of this app was persisted at build time (codegen puts its SHA-256 in
 * the document's __meta__), so it goes by that hash, not its text; in production the server runs nothing
 * else for fans and visitors (server/src/platform/trusted-documents.ts). Over HTTP the text is left out;
 * graphql-ws always carries one, and the server runs the stored document the hash names.
 */
const trustedDocumentLink = new ApolloLink((operation, forward) => {
  const hash = (operation.query as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
});

/**
 * Errors every operation may meet: an expired login (UNAUTHENTICATED) signs out locally and goes to
 * sign-in; maintenance (UNDER_REPAIR) keeps the operator's message and shows the repair page.
 */
const sessionExpiryLink = new ErrorLink(({ error }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const repair = error.errors.find((e) => e.extensions?.code === "UNDER_REPAIR");
  if (repair) {
    writeStorage(storageKeys.maintenanceMessage, repair.message);
    if (!window.location.hash.startsWith("#/repair")) window.location.hash = "#/repair";
    return;
  }
  if (error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) {
    expireSession();
    void apolloClient.clearStore();
  }
});

/**
 * Hands operations to a link that is loaded on first use. Subscriptions are rare on first paint,
 * so graphql-ws stays out of the entry chunk.
 */
class DeferredLink extends ApolloLink {
  private link: Promise<ApolloLink> | null = null;

  constructor(private readonly load: () => Promise<ApolloLink>) {
    super();
  }

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    this.link ??= this.load();
    const ready = this.link;
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      ready.then(
        (link) => {
          if (!closed) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }
}

/** The home's events that index.html already asked for, when they answer the same question. */
const earlyLink = earlyHomeEventsLink(() => ({ acceptLanguage: currentLanguage().acceptLanguage, signedIn: authorization() !== null }));

const wsLink = new DeferredLink(async () => (await import("./wsLink")).createWsLink());

const link = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  ApolloLink.from([sessionExpiryLink, trustedDocumentLink, wsLink]),
  ApolloLink.from([sessionExpiryLink, earlyLink, headersLink, trustedDocumentLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link,
  cache: appCache(fanTypePolicies),
});
