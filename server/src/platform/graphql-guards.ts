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

/** The length of the longest list anywhere in a variables object. */
export function longestList(value: unknown, depth = 0): number {
  if (depth > 32 || value === null || typeof value !== "object") return 0;
  if (Array.isArray(value)) return Math.max(value.length, ...value.map((v) => longestList(v, depth + 1)));
  let max = 0;
  for (const v of Object.values(value)) max = Math.max(max, longestList(v, depth + 1));
  return max;
}

export function listTooLongError(max: number): GraphQLError {
  return graphqlError(`A list in the variables has more than ${max} items`, "LIST_TOO_LONG", 400);
}

/** Refuses variables with a list longer than max before anything is parsed or run (Yoga's onParams). */
export function useVariableListLimit(max: number) {
  return {
    onParams({ params }: { params: { variables?: unknown } }) {
      if (longestList(params.variables) > max) throw listTooLongError(max);
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
