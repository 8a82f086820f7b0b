// The answer to the home's event list that index.html asked for before any of the app's code had
// loaded (vite-plugin-early-home-events.ts, issue 31). The first EventList operation takes it, once,
// if it is the same question: same variables, same language, and no fan signed in since. Anything
// else (no answer, an error, another question) goes to the server as usual.
import { ApolloLink } from "@apollo/client";
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

/** JSON of a value with its objects' keys sorted and undefined left out: equal values, equal texts. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(",")}}`;
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
    if (now.signedIn || now.acceptLanguage !== early.acceptLanguage || canonical(operation.variables) !== canonical(early.variables)) return forward(operation);
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
