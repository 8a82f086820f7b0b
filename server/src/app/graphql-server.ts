// The GraphQL server: Yoga on the schema with its plugins (CSRF, trusted documents, limits, armor,
// metrics, introspection, rate limits, execution timeout, maintenance, well-formed text, Prisma cursor
// shapes, response cache), the error masking, and the request context. Served over HTTP by http-routes.ts
// and over graphql-ws by graphql-ws.ts, with the same plugins and context.
import type http from "node:http";
import { createGraphQLError, createYoga, maskError } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { GraphQLError } from "graphql";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { Deps } from "../deps.ts";
import type { Context } from "../context.ts";
import { AppError, BadUserInputError, ForbiddenError } from "../errors.ts";
import { createContext, UNAVAILABLE } from "../request-context.ts";
import { isServiceUnavailable } from "../platform/unavailable.ts";
import { schema } from "../schema.ts";
import { translate } from "../messages.ts";
import { yogaLogger } from "../platform/logger.ts";
import { createResponseCache } from "../platform/response-cache.ts";
import { GRAPHIQL_OPTIONS } from "../platform/http-security.ts";
import { loadTrustedDocuments, useTrustedDocuments } from "../platform/trusted-documents.ts";
import { useAccountRateLimit, useApiKeyRateLimit, useExecutionTimeout, useOperatorOnlyIntrospection, useRequestParamsGuard } from "../platform/graphql-guards.ts";
import type { RateLimits } from "../platform/rate-limit.ts";
import { STAFF_TOKEN_PREFIX } from "../modules/auth/index.ts";
import { useMaintenanceMode } from "../modules/system/index.ts";
import { useWellFormedText } from "../well-formed-text.ts";
import { usePrismaCursorShapes } from "../platform/cursor-guard.ts";

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

export function createGraphQLServer(deps: Deps, rateLimits: RateLimits) {
  const { config, log, metrics } = deps;
  const trustedDocuments = loadTrustedDocuments(config.graphql.trustedDocumentsFile, config.graphql.trustedDocuments);
  if (config.graphql.trustedDocuments === "require" && trustedDocuments.size === 0) {
    log.warn(`no persisted client operations in ${config.graphql.trustedDocumentsFile}: run \`npm run generate\`; only API keys can query`);
  }
  const responseCache = createResponseCache(schema, deps.redis ?? null, {
    persisted: (id) => trustedDocuments.get(id)?.document ?? null,
    staffTokenPrefix: STAFF_TOKEN_PREFIX,
  });
  const windowSeconds = config.graphql.rateLimitWindowSeconds;
  const ipLimiter = rateLimits.limiter("graphql-ip", config.graphql.rateLimitPerIp, windowSeconds);
  const accountLimiter = rateLimits.limiter("graphql-account", config.graphql.rateLimitPerAccount, windowSeconds);

  const yoga = createYoga<{ ip: string; incoming?: http.IncomingMessage }, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    maskedErrors: {
      // An expected error (AppError) thrown outside a result union, e.g. from a subscription's subscribe
      // (WebSocket) where no union can carry it, keeps its code like the scope-auth errors over HTTP
      // (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND…); anything else stays masked.
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof AppError) {
          const g = error instanceof GraphQLError ? error : null;
          // BAD_USER_INPUT names the argument, FORBIDDEN the scope the key lacks, so a third-party client can act on it.
          const named = original instanceof BadUserInputError ? { argument: original.argument } : original instanceof ForbiddenError && original.scope ? { scope: original.scope } : {};
          // A field's error names the field (filter.startsBefore), so a client can put it beside its control.
          const field = original.field ? { field: original.field } : {};
          return createGraphQLError(original.message, { nodes: g?.nodes, path: g?.path, extensions: { code: original.code, ...named, ...field } });
        }
        // The database or Redis is out of reach (a resolver's read, a session the cache still knew, a
        // single-use claim while Redis reconnects): the same typed UNAVAILABLE the context gives when it
        // cannot look the session up, which clients show in the fan's language and retry.
        if (isServiceUnavailable(original)) {
          const g = error instanceof GraphQLError ? error : null;
          return createGraphQLError(translate("en", `errors.${UNAVAILABLE}`), { nodes: g?.nodes, path: g?.path, extensions: { code: UNAVAILABLE } });
        }
        return maskError(error, message, isDev);
      },
    },
    landingPage: false,
    // The body's size is limited before Yoga (bodySizeLimit, MAX_BODY_BYTES), and Yoga is reached only
    // through that route: its own limit (25 MB) pipes every body through a TransformStream into a new
    // Request, which cost more than the rest of the body's reading in the hot on-sale.
    maxRequestBodySize: false,
    // CORS is answered before Yoga, from the allow-list (platform/http-security.ts).
    cors: false,
    graphiql: config.graphql.graphiql ? GRAPHIQL_OPTIONS : false,
    plugins: [
      useRequestParamsGuard(config.graphql.maxListSize),
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
      ...useTrustedDocuments(config.graphql.trustedDocuments, trustedDocuments, STAFF_TOKEN_PREFIX),
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 4000 },
        costLimit: { maxCost: 20000 },
        blockFieldSuggestion: { enabled: config.isProduction },
      }),
      metrics.envelopPlugin(),
      useOperatorOnlyIntrospection(config.graphql.introspection === "operators"),
      useAccountRateLimit(accountLimiter, () => metrics.rateLimited.inc({ limit: "graphql-account" })),
      useApiKeyRateLimit(rateLimits, () => metrics.rateLimited.inc({ limit: "graphql-api-key" })),
      useExecutionTimeout(config.graphql.executionTimeoutMs),
      useMaintenanceMode(deps),
      useWellFormedText(),
      usePrismaCursorShapes(),
      ...responseCache.plugins,
    ],
    logging: config.logLevel === "silent" ? false : yogaLogger(log),
    context: ({ request, ip }) =>
      createContext(deps, {
        authorization: request.headers.get("authorization"),
        organisation: request.headers.get("x-fanfare-organisation"),
        acceptLanguage: request.headers.get("accept-language"),
        ip,
        userAgent: request.headers.get("user-agent"),
        sharedRead: responseCache.isSharedRead(request),
      }),
  });

  return {
    yoga,
    trustedDocuments,
    responseCache,
    /** /graphql operations per client IP (answered before Yoga, and before the shortcut answers from memory). */
    ipLimiter,
    close: () => responseCache.close(),
  };
}
