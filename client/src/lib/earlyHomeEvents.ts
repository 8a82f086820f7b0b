// The answer to the home's event list that index.html asked for before any of the app's code had
// loaded (vite-plugin-early-home-events.ts, issue 31). The first EventList operation takes it, once,
// if it is the same question: same variables, same language, and no fan signed in since. Anything
// else (no answer, an error, another question) goes to the server as usual.
import { ApolloLink } from "@apollo/client";
import { canonicalJson } from "@fanfare/shared/canonicalJson";
import type { FormattedExecutionResult } from "graphql";
import { Observable, type Subscription } from "rxjs";

interface EarlyHomeEvents {
  acceptLanguage: string;
  variables: Record<string, unknown>;
  result: Promise<FormattedExecutionResult | null>;
}

declare global {
  interface Window {
    __fanfareHomeEvents?: EarlyHomeEvents;
  }
}

/** The same variables, by their canonical JSON (key order aside); values that have none are not the same. */
function sameVariables(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

/**
 * A link that answers the first EventList operation from the early request when it fits. `context`
 * says, when the operation runs, which language the app asks in and whether a fan is signed in.
 */
export function earlyHomeEventsLink(context: () => { acceptLanguage: string; signedIn: boolean }): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early = window.__fanfareHomeEvents;
    if (!early || operation.operationName !== "EventList") return forward(operation);
    delete window.__fanfareHomeEvents;
    const now = context();
    if (now.signedIn || now.acceptLanguage !== early.acceptLanguage || !sameVariables(operation.variables, early.variables)) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      void early.result.then((result) => {
        if (closed) return;
        if (result && result.data && !result.errors?.length) {
          observer.next(result as ApolloLink.Result);
          observer.complete();
        } else {
          subscription = forward(operation).subscribe(observer);
        }
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}
