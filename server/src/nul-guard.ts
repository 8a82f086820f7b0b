// NUL characters never reach the services: PostgreSQL cannot store U+0000 in text ("invalid byte
// sequence"), so one in a query string, a GraphQL string or a REST field used to surface as an
// unexpected error (HTTP 500 or "Unexpected error."). Refused up front with a clear 400 instead.
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { resolveLang } from "./i18n.ts";
import { translate } from "./messages.ts";

/** True when value (a string, or any JSON value) holds a NUL character anywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\0") || containsNul(v, depth + 1));
}

/** A GraphQL document with a NUL character, raw or as the \u0000 escape inside a string. */
export function documentContainsNul(query: string | null | undefined): boolean {
  return !!query && (query.includes("\0") || /\\u0000|\\u\{0+\}/i.test(query));
}

/** A percent-encoded NUL (%00) in a request's path or query string. */
export function urlContainsNul(url: string): boolean {
  return /%00/i.test(url);
}

export function nulError(lang: string | null) {
  return createGraphQLError(translate(lang, "validation.invalidCharacters"), { extensions: { code: "VALIDATION", http: { status: 400 } } });
}

/** Yoga plugin: refuses an operation whose document or variables hold a NUL character (HTTP 400). */
export function useRejectNul(): Plugin {
  return {
    onParams({ params, request, setResult }) {
      if (documentContainsNul(params.query) || containsNul(params.variables) || containsNul(params.extensions)) {
        setResult({ errors: [nulError(resolveLang(request.headers.get("accept-language")))] });
      }
    },
  };
}
