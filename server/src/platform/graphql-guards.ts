// GraphQL limits beyond graphql-armor's (OWASP GraphQL cheat sheet): introspection for operators only
// in production, list sizes in variables, an execution time limit and a per-account rate limit.
// Envelop plugins, so they hold for HTTP and graphql-ws alike (app/graphql-ws.ts runs graphql-ws through getEnveloped).
import { GraphQLError, NoSchemaIntrospectionCustomRule, getOperationAST, validate, type DocumentNode, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../context.ts";
import { RateLimitedError } from "../errors.ts";
import { errorMessage } from "../messages.ts";
import type { RateLimiter, RateLimits } from "./rate-limit.ts";

function graphqlError(message: string, code: string, status: number, headers?: Record<string, string>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status, ...(headers ? { headers } : {}) } } });
}

function isOperator(ctx: Partial<Context>): boolean {
  return (ctx.viewer?.scopes.length ?? 0) > 0;
}

/** Does the document ask for __schema or __type? (__typename is fine.) */
export function asksForIntrospection(schema: Parameters<typeof validate>[0], document: DocumentNode): boolean {
  return validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
}

/**
 * In production, __schema and __type answer only an operator (a staff API token, `ffst_…`): the schema
 * is published in the repository, but a live server does not hand an attacker its map.
 */
export function useOperatorOnlyIntrospection(enabled: boolean): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!enabled || isOperator(args.contextValue)) return;
      if (!asksForIntrospection(args.schema, args.document)) return;
      setResultAndStopExecution({
        errors: [graphqlError("GraphQL introspection is not allowed", "INTROSPECTION_DISABLED", 403)],
      });
    },
  };
}

/** The deepest nesting accepted in an operation's variables or extensions (no input type nests half as deep). */
export const MAX_VARIABLE_DEPTH = 32;

/**
 * How deep a JSON value nests and its longest list, walked without recursion (a body of a megabyte can
 * nest a hundred thousand levels, deeper than any recursive walk's stack): the walk stops as soon as the
 * value is deeper than maxDepth, then depth is maxDepth + 1.
 */
export function valueShape(value: unknown, maxDepth = MAX_VARIABLE_DEPTH): { depth: number; longestList: number } {
  let depth = 0;
  let longest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (d + 1 > depth) depth = d + 1;
    if (depth > maxDepth) return { depth, longestList: longest };
    const children = Array.isArray(v) ? v : Object.values(v);
    if (Array.isArray(v) && v.length > longest) longest = v.length;
    for (const c of children) if (c !== null && typeof c === "object") stack.push([c, d + 1]);
  }
  return { depth, longestList: longest };
}

/** The length of the longest list anywhere in a variables object (within MAX_VARIABLE_DEPTH). */
export function longestList(value: unknown): number {
  return valueShape(value).longestList;
}

export function listTooLongError(max: number): GraphQLError {
  return graphqlError(`A list in the variables has more than ${max} items`, "LIST_TOO_LONG", 400);
}

function badRequest(message: string): GraphQLError {
  return graphqlError(message, "BAD_REQUEST", 400);
}

const isPlainObject = (v: unknown) => v !== null && typeof v === "object" && !Array.isArray(v);
const absent = (v: unknown) => v === undefined || v === null;

/** An operation's parameters as they arrive (HTTP body or query string, graphql-ws subscribe message). */
export interface RequestParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/**
 * What is wrong with an operation's parameters before anything reads them (the plugins, the response
 * cache's key, the executor), or null: a query or operation name that is not a string, variables or
 * extensions that are not objects, nested deeper than MAX_VARIABLE_DEPTH (the response cache's key once
 * overflowed the stack on 5,000 levels: HTTP 500) or holding a list longer than maxList.
 */
export function paramsProblem(params: RequestParams, maxList: number): GraphQLError | null {
  if (!absent(params.query) && typeof params.query !== "string") return badRequest(`Expected "query" to be a string, but given ${Array.isArray(params.query) ? "array" : typeof params.query}`);
  if (!absent(params.operationName) && typeof params.operationName !== "string") return badRequest(`Expected "operationName" to be a string`);
  for (const name of ["variables", "extensions"] as const) {
    const v = params[name];
    if (absent(v)) continue;
    if (!isPlainObject(v)) return badRequest(`Expected "${name}" to be an object`);
    const shape = valueShape(v);
    if (shape.depth > MAX_VARIABLE_DEPTH) return graphqlError(`The ${name} nest deeper than ${MAX_VARIABLE_DEPTH} levels`, "VARIABLES_TOO_DEEP", 400);
    if (name === "variables" && shape.longestList > maxList) return listTooLongError(maxList);
  }
  return null;
}

/**
 * The request's parameters are checked before any other plugin reads them (it is the first in app.ts's
 * list; Yoga's own check of their types runs after every plugin's onParams), and a query string whose
 * variables or extensions are not JSON is a 400: Yoga's GET parser lets JSON.parse's SyntaxError escape,
 * which answered HTTP 500.
 */
export function useRequestParamsGuard(maxList: number) {
  return {
    onRequestParse({ requestParser, setRequestParser }: { requestParser?: (request: Request) => unknown; setRequestParser(parser: (request: Request) => unknown): void }) {
      if (!requestParser) return;
      setRequestParser(async (request: Request) => {
        try {
          return await requestParser(request);
        } catch (e) {
          if (e instanceof SyntaxError) throw badRequest("The request's variables or extensions are not valid JSON");
          throw e;
        }
      });
    },
    onParams({ params }: { params: RequestParams }) {
      const problem = paramsProblem(params, maxList);
      if (problem) throw problem;
    },
  };
}

/**
 * Queries that run longer than ms answer an error instead of holding the connection. Mutations are
 * not cut off: their transaction still commits or rolls back as a whole (statement timeouts in the
 * database bound them), and answering "timed out" for a payment that then commits would mislead.
 */
export function useExecutionTimeout(ms: number): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const op = getOperationAST(args.document, args.operationName);
      if (op?.operation !== "query") return;
      setExecuteFn(async (execArgs) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<ExecutionResult>((resolve) => {
          timer = setTimeout(
            () => resolve({ errors: [graphqlError(`The operation took longer than ${ms} ms`, "TIMEOUT", 503)] }),
            ms,
          );
        });
        try {
          return await Promise.race([executeFn(execArgs) as Promise<ExecutionResult>, timeout]);
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}

function rateLimitedError(retryAfterSeconds: number, lang: Context["lang"]): GraphQLError {
  const err = new RateLimitedError(retryAfterSeconds);
  return graphqlError(errorMessage(err, lang), err.code, 429, { "Retry-After": String(retryAfterSeconds) });
}

/** The per-account budget: each operation of a signed-in fan counts once (per IP is counted before Yoga). */
export function useAccountRateLimit(limiter: RateLimiter, onLimited: () => void): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const userId = args.contextValue.viewer?.userId;
      if (!userId) return;
      const decision = await limiter.consume(userId);
      if (decision.ok) return;
      onLimited();
      setResultAndStopExecution({ errors: [rateLimitedError(decision.retryAfterSeconds, args.contextValue.lang)] });
    },
  };
}

/**
 * Each API key's own budget (ApiToken.rateLimitPerMinute), counted per key across instances: a tool is
 * held to what its key was given, whatever else is calling. One limiter per distinct budget.
 */
export function useApiKeyRateLimit(limits: RateLimits, onLimited: () => void): Plugin<Context> {
  const byBudget = new Map<number, RateLimiter>();
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const viewer = args.contextValue.viewer;
      if (!viewer?.apiKey || !viewer.staffTokenId) return;
      const points = viewer.apiKey.rateLimitPerMinute;
      let limiter = byBudget.get(points);
      if (!limiter) byBudget.set(points, (limiter = limits.limiter(`api-key-${points}`, points, 60)));
      const decision = await limiter.consume(viewer.staffTokenId);
      if (decision.ok) return;
      onLimited();
      setResultAndStopExecution({ errors: [rateLimitedError(decision.retryAfterSeconds, args.contextValue.lang)] });
    },
  };
}
