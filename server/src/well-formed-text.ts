// Text PostgreSQL can store: no NUL character (its text types refuse 0x00) and well-formed UTF-16 (a lone
// surrogate, which JSON's "\ud800" escape can carry, has no UTF-8 form: Prisma's query encoder refuses
// it). Such a string reached the database as an exception, and the fan saw "Unexpected error."; it is
// refused at the API's edge instead, with a validation message in the fan's language.
import { GraphQLError, Kind, visit, type DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";
import { resolveLang } from "./i18n.ts";
import { translate } from "./messages.ts";

// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** True when a value holds, at any depth, a string with a NUL character or a lone surrogate. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || hasUnstorableText(v, depth + 1));
}

/** A document's text with a NUL, raw or as a \u0000 escape inside a string literal. */
function documentTextHasNul(query: unknown): boolean {
  return typeof query === "string" && (query.includes("\0") || /\\u0000|\\u\{0+\}/i.test(query));
}

/** Each parsed document's answer: documents are immutable and the parser's cache hands out the same one for the same text. */
const documentAnswers = new WeakMap<DocumentNode, boolean>();

function documentHasUnstorableText(document: DocumentNode): boolean {
  let answer = documentAnswers.get(document);
  if (answer === undefined) documentAnswers.set(document, (answer = visitForUnstorableText(document)));
  return answer;
}

function visitForUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (UNSTORABLE.test(node.value)) found = true;
    },
  });
  return found;
}

/** Every GraphQL operation (HTTP and graphql-ws): unstorable text in its variables or literals is refused. */
export function useWellFormedText(): Plugin<Context> {
  const check = (args: { document: DocumentNode; variableValues?: unknown; contextValue: Context }) =>
    hasUnstorableText(args.variableValues) || documentHasUnstorableText(args.document)
      ? { errors: [new GraphQLError(translate(args.contextValue.lang, "validation.invalidText"), { extensions: { code: "VALIDATION", http: { status: 400 } } })] }
      : null;
  return {
    // Over HTTP the request is refused before it is parsed, with a 400; execution below still guards
    // graphql-ws, whose operations never pass through onParams.
    onParams({ params, request, setResult }) {
      if (hasUnstorableText(params.variables) || hasUnstorableText(params.extensions) || documentTextHasNul(params.query)) {
        const lang = resolveLang(request.headers.get("accept-language"));
        setResult({ errors: [new GraphQLError(translate(lang, "validation.invalidText"), { extensions: { code: "VALIDATION", http: { status: 400 } } })] });
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refused = check(args as never);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = check(args as never);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}

/** A percent-encoded NUL (%00) in a request's path or query string: refused before any route reads it. */
export function urlContainsNul(url: string): boolean {
  return /%00/i.test(url);
}
