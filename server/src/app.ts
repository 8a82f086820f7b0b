// buildApp(): GraphQL Yoga + graphql-ws on one HTTP server, the /fanapih5 layer, dev routes and the
// built client → { start, stop }.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { createGraphQLError, createYoga, maskError } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { GraphQLError, getOperationAST } from "graphql";
import { AppError } from "./errors.ts";
import { WebSocketServer } from "ws";
import type { Context as WsContext } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { createSoldOutFlags, listenForStockReturns } from "./platform/soldout.ts";
import { createResponseCache } from "./platform/response-cache.ts";
import { SessionCache } from "./platform/session-cache.ts";
import { createSharedSubscriptions, nextMessagesTo, sendOrShed, type Deliver } from "./platform/shared-subscriptions.ts";
import { loadTrustedDocuments, mayRunAnyDocument, persistedNotFoundError, persistedOnlyError, persistedOperationId, useTrustedDocuments } from "./platform/trusted-documents.ts";
import { STAFF_TOKEN_PREFIX } from "./modules/auth/index.ts";
import { loadConfig, type Config } from "./config.ts";
import { createDb, poolStats } from "./db.ts";
import type { Deps } from "./deps.ts";
import type { Context } from "./context.ts";
import { createContext, UNAVAILABLE } from "./request-context.ts";
import { isServiceUnavailable } from "./platform/unavailable.ts";
import { schema } from "./schema.ts";
import { createAppPubSub } from "./pubsub.ts";
import { createKvStore } from "./platform/kv.ts";
import { connectRedis } from "./platform/redis.ts";
import { postgresJobLease } from "./platform/job-lease.ts";
import { createLogger, requestIdFrom, yogaLogger } from "./platform/logger.ts";
import { createMetrics, routeLabel } from "./platform/metrics.ts";
import { createRateLimits } from "./platform/rate-limit.ts";
import { bodySizeLimit, clientScriptHashes, corsAllowList, GRAPHIQL_OPTIONS, requestId, securityHeaders, websocketOriginAllowed } from "./platform/http-security.ts";
import {
  listTooLongError,
  longestList,
  useAccountRateLimit,
  useApiKeyRateLimit,
  useExecutionTimeout,
  useOperatorOnlyIntrospection,
  useVariableListLimit,
} from "./platform/graphql-guards.ts";
import { AttemptLimiter } from "./platform/attempt-limiter.ts";
import { RateLimitedError } from "./errors.ts";
import { errorMessage, translate } from "./messages.ts";
import { resolveLang } from "./i18n.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "./platform/embedded-postgres.ts";
import { ensureDatabase, migrate } from "./platform/migrate.ts";
import { JobRunner } from "./platform/jobs.ts";
import { countActiveHolds, registerOrderJobs } from "./modules/orders/index.ts";
import { hasEvents, homeShellPage } from "./modules/events/index.ts";
import { registeredEmails } from "./modules/users/index.ts";
import { demo, seedDemoData } from "../../prisma/seed-data.ts";
import { createFanapiRoutes } from "./rest/routes.ts";
import { useMaintenanceMode } from "./modules/system/index.ts";
import { urlContainsNul, useWellFormedText } from "./well-formed-text.ts";
import { devMailRoutes, registerMailJobs } from "./modules/mail/index.ts";
import { paymentProviderRoutes, registerPaymentJobs, sandboxRoutes } from "./modules/payments/index.ts";
import { wireModules } from "./wiring.ts";
import { registerQueueJobs } from "./modules/queue/index.ts";

export interface App {
  deps: Deps;
  url: string;
  port: number;
  /** The background jobs, which a test may pause (JobRunner.pause) while it counts its own statements. */
  jobs: Pick<JobRunner, "pause" | "resume">;
  stop(): Promise<void>;
}

type HonoEnv = { Bindings: { incoming: http.IncomingMessage } };

function clientIp(config: Config, req: http.IncomingMessage): string {
  if (config.trustProxy) {
    const fwd = req.headers["x-forwarded-for"];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

export function buildApp(overrides: Partial<Config> = {}) {
  const config: Config = { ...loadConfig(), ...overrides };
  const log = createLogger(config.logLevel);

  return {
    config,
    async start(): Promise<App> {
      let embedded: EmbeddedPg | null = null;
      let databaseUrl = config.databaseUrl;
      if (!databaseUrl) {
        embedded = await startEmbeddedPostgres(config.embeddedPgDir, (m) => log.info(m));
        await ensureDatabase(embedded.adminUrl, "fanfare");
        databaseUrl = embedded.urlFor("fanfare");
        log.info(`embedded PostgreSQL ready in ${config.embeddedPgDir}`);
      }
      await migrate(databaseUrl, (m) => log.info(m));

      const metrics = createMetrics();
      const db = createDb(databaseUrl, config.dbPoolSize, { timeouts: config.dbTimeouts, onPoolWait: (s) => metrics.poolWait.observe(s) });
      // Scale-out: with REDIS_URL, events, nonces and limits go through Redis so that every instance shares them.
      const sharedRedis = config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix, log) : null;
      if (sharedRedis && !(await sharedRedis.ready(5_000))) log.error("redis is not reachable: starting anyway, /readyz reports it until it is");
      const pubsub = createAppPubSub(sharedRedis, log);
      countPaymentResults(pubsub, metrics);
      const kv = createKvStore(sharedRedis);
      const rateLimits = createRateLimits(sharedRedis);
      const windowSeconds = config.graphql.rateLimitWindowSeconds;
      const ipLimiter = rateLimits.limiter("graphql-ip", config.graphql.rateLimitPerIp, windowSeconds);
      const accountLimiter = rateLimits.limiter("graphql-account", config.graphql.rateLimitPerAccount, windowSeconds);
      const attempts = new AttemptLimiter({ redis: sharedRedis, db });
      const soldOut = createSoldOutFlags(sharedRedis);
      const stopSoldOutListener = listenForStockReturns(soldOut);
      const sessionCache = new SessionCache(sharedRedis, log);
      const deps: Deps = { config, db, pubsub, kv, attempts, log, metrics, soldOut, sessionCache, redis: sharedRedis, events: wireModules(), now: () => new Date() };

      if (config.isProduction) {
        // The demo accounts' passwords (and payment password) are published in the README: a production
        // database holding them is an open door, so do not serve it.
        const demoAccounts = await registeredEmails(deps, [demo.email, demo.friendEmail]);
        if (demoAccounts.length) {
          await db.$disconnect();
          if (embedded) await embedded.stop();
          throw new Error(
            `Refusing to start in production: the database holds the demo accounts (${demoAccounts.join(", ")}), ` +
              "whose passwords are public. Delete those accounts, or use a database without the demo data.",
          );
        }
      }
      if (config.seedDemo && !config.isProduction && !(await hasEvents(deps))) {
        await seedDemoData(db);
        log.info("seeded demo data (demo@fanfare.test / Fanfare#2026)");
      }

      const jobs = new JobRunner(log, postgresJobLease(databaseUrl, log));
      registerOrderJobs(jobs, deps);
      registerPaymentJobs(jobs, deps);
      registerMailJobs(jobs, deps);
      registerQueueJobs(jobs, deps);

      const trustedDocuments = loadTrustedDocuments(config.graphql.trustedDocumentsFile, config.graphql.trustedDocuments);
      if (config.graphql.trustedDocuments === "require" && trustedDocuments.size === 0) {
        log.warn(`no persisted client operations in ${config.graphql.trustedDocumentsFile}: run \`npm run generate\`; only API keys can query`);
      }
      const responseCache = createResponseCache(schema, sharedRedis, {
        persisted: (id) => trustedDocuments.get(id)?.document ?? null,
        staffTokenPrefix: STAFF_TOKEN_PREFIX,
      });
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
              return createGraphQLError(original.message, { nodes: g?.nodes, path: g?.path, extensions: { code: original.code } });
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
          useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
          ...useTrustedDocuments(config.graphql.trustedDocuments, trustedDocuments, STAFF_TOKEN_PREFIX),
          useVariableListLimit(config.graphql.maxListSize),
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

      // Shutdown: once draining, new work is refused while what is in flight finishes.
      let draining = false;
      let inflight = 0;
      const wsContexts = new Set<WsContext>();
      const wsOperations = new Map<WsContext, Set<string>>(); // queries and mutations over graphql-ws in flight
      const wsByIp = new Map<string, number>();

      const web = new Hono<HonoEnv>();
      // Outermost: an anonymous public read's final answer (headers included) is kept for the shortcut.
      web.use("*", async (c, next) => {
        await next();
        responseCache.shortcut.complete(c.env.incoming, c.res.status, c.res.headers);
      });
      web.use("*", requestId());
      web.use("*", async (c, next) => {
        const started = performance.now();
        await next();
        const route = routeLabel(c.req.path);
        const status = String(c.res.status);
        metrics.httpRequests.inc({ method: c.req.method, route, status });
        metrics.httpDuration.observe({ route }, (performance.now() - started) / 1000);
        if (c.res.status >= 500) metrics.httpErrors.inc({ route, status });
        // One access line per request (the path without its query, which may carry tokens).
        if (route !== "/assets" && route !== "/metrics" && route !== "/healthz" && route !== "/readyz") {
          log.info("request", { method: c.req.method, path: c.req.path.slice(0, 200), status: c.res.status, ms: Math.round(performance.now() - started) });
        }
      });
      const indexFile = config.serveClient ? path.join(config.clientDist, "index.html") : null;
      web.use("*", securityHeaders(config, clientScriptHashes(indexFile)));
      web.use("*", corsAllowList(config));
      web.use("*", async (c, next) => {
        if (!draining) return next();
        c.header("Connection", "close");
        c.header("Retry-After", "1");
        return c.json({ errors: [{ message: "The server is restarting, please try again", extensions: { code: "SHUTTING_DOWN" } }] }, 503);
      });
      // /fanapih5 has its own, smaller limit answered in its contract's envelope (FANAPI_MAX_BODY_BYTES).
      const bodyLimited = bodySizeLimit(config.http.maxBodyBytes, () => metrics.rateLimited.inc({ limit: "body-size" }));
      web.use("*", (c, next) => (c.req.path === "/fanapih5" || c.req.path.startsWith("/fanapih5/") ? next() : bodyLimited(c, next)));
      // A NUL (%00) in the address: refused for every route before any of them reads it (issue 14).
      web.use("*", async (c, next) => {
        if (!urlContainsNul(c.req.url)) return next();
        const message = translate(resolveLang(c.req.header("accept-language")), "validation.invalidText");
        // /fanapih5 answers in its envelope (code 400 like any field that fails validation); the rest as GraphQL does.
        if (c.req.path.startsWith("/fanapih5")) return c.json({ code: 400, msg: message, data: null }, 400);
        return c.json({ errors: [{ message, extensions: { code: "VALIDATION" } }] }, 400);
      });

      web.get("/healthz", async (c) => c.json({ ok: true }));
      web.get("/readyz", async (c) => {
        if (draining) return c.json({ ok: false, checks: { shutdown: "draining" } }, 503);
        const [database, redis] = await Promise.all([
          probe(() => db.$queryRaw`select 1`),
          sharedRedis ? probe(() => sharedRedis.ping()) : Promise.resolve("skipped" as const),
        ]);
        const ok = database === "ok" && redis !== "error";
        return c.json({ ok, checks: { database, redis } }, ok ? 200 : 503);
      });
      web.get("/metrics", async (c) => {
        const token = config.http.metricsToken;
        if (token && c.req.header("authorization") !== `Bearer ${token}`) return c.text("unauthorized", 401);
        const { contentType, body } = await metrics.render();
        c.header("Cache-Control", "no-store");
        return c.body(body, 200, { "Content-Type": contentType });
      });
      web.on(["GET", "POST", "OPTIONS"], "/graphql", async (c) => {
        const ip = clientIp(config, c.env.incoming);
        if (c.req.method !== "OPTIONS") {
          const decision = await ipLimiter.consume(ip);
          if (!decision.ok) {
            metrics.rateLimited.inc({ limit: "graphql-ip" });
            const err = new RateLimitedError(decision.retryAfterSeconds);
            c.header("Retry-After", String(decision.retryAfterSeconds));
            return c.json({ errors: [{ message: errorMessage(err, resolveLang(c.req.header("accept-language"))), extensions: { code: err.code } }] }, 429);
          }
        }
        return responseCache.shortcut.offer(c.env.incoming, await yoga.fetch(c.req.raw, { ip }));
      });
      // Organisers' uploads (event covers): content-addressed names, so they are cached for good.
      web.use("/uploads/*", async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
        c.header("X-Content-Type-Options", "nosniff");
      });
      // Made here, not on the first upload: serveStatic warns at start-up about a missing root.
      fs.mkdirSync(config.uploads.dir, { recursive: true });
      web.use("/uploads/*", serveStatic({ root: path.relative(process.cwd(), config.uploads.dir) || ".", rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }));
      if (!config.isProduction) web.route("/", devMailRoutes(deps));
      web.route("/", sandboxRoutes(deps));
      web.route("/", paymentProviderRoutes(deps));
      web.route("/fanapih5", createFanapiRoutes(deps, { clientIp: (req) => (req ? clientIp(config, req) : "unknown") }));
      if (indexFile && fs.existsSync(indexFile)) {
        web.use("/assets/*", async (c, next) => {
          await next();
          // Vite puts a content hash in every file name under /assets: cache them for good.
          if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
        });
        const indexPage = homeShellPage(deps, indexFile);
        web.on("GET", ["/", "/index.html"], compress(), async (c) => {
          c.header("Cache-Control", "no-cache");
          return c.html(await indexPage());
        });
        web.use("/*", compress(), serveStatic({ root: config.clientDist }));
        web.get("*", compress(), async (c) => {
          c.header("Cache-Control", "no-cache");
          return c.html(await indexPage());
        });
      } else if (config.serveClient) {
        log.warn(`no built client in ${config.clientDist}: run \`npm run build\``);
      }

      const listener = getRequestListener((req, env) => web.fetch(req, env));
      /** A repeated anonymous public read, answered from this process's memory before Hono and Yoga (platform/response-cache.ts). */
      const answerFromShortcut = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
        const started = performance.now();
        const stored = responseCache.shortcut.answer(req, await responseCache.shortcut.take(req));
        if (!stored || draining) return false;
        // The per-IP limit holds here too; a refused caller goes on to the route, which answers the 429.
        if (!(await ipLimiter.consume(clientIp(config, req))).ok) return false;
        res.writeHead(200, [...stored.headers, ["x-request-id", requestIdFrom(req.headers["x-request-id"] as string | undefined)], ["content-length", String(stored.body.length)]]);
        res.end(stored.body);
        metrics.httpRequests.inc({ method: "POST", route: "/graphql", status: "200" });
        metrics.httpDuration.observe({ route: "/graphql" }, (performance.now() - started) / 1000);
        log.info("request", { method: "POST", path: "/graphql", status: 200, ms: Math.round(performance.now() - started), shortcut: true });
        return true;
      };
      const server = http.createServer((req, res) => {
        inflight++;
        res.once("close", () => inflight--);
        if (draining || !responseCache.shortcut.eligible(req)) return void listener(req, res);
        answerFromShortcut(req, res).then(
          (answered) => {
            if (!answered) void listener(req, res);
          },
          () => {
            if (!res.headersSent) res.destroy();
          },
        );
      });

      // graphql-ws on the same port and path, with the same context and plugins (yoga.getEnveloped).
      const wss = new WebSocketServer({
        server,
        path: yoga.graphqlEndpoint,
        maxPayload: config.graphql.wsMaxPayloadBytes,
        verifyClient: (info, done) => {
          if (draining) return done(false, 503, "Shutting down");
          if (!websocketOriginAllowed(config, info.origin || undefined, info.req.headers.host)) return done(false, 403, "Origin not allowed");
          const ip = clientIp(config, info.req);
          if ((wsByIp.get(ip) ?? 0) >= config.graphql.wsMaxConnectionsPerIp) {
            metrics.rateLimited.inc({ limit: "ws-connections" });
            return done(false, 429, "Too many connections");
          }
          done(true);
        },
      });
      const shared = createSharedSubscriptions();
      wss.on("connection", (socket, req) => {
        const ip = clientIp(config, req);
        wsByIp.set(ip, (wsByIp.get(ip) ?? 0) + 1);
        socket.once("close", () => {
          const n = (wsByIp.get(ip) ?? 1) - 1;
          if (n > 0) wsByIp.set(ip, n);
          else wsByIp.delete(ip);
        });
      });
      type EnvelopedRoot = Pick<ReturnType<typeof yoga.getEnveloped>, "execute" | "subscribe"> & { query: string; deliver: Deliver };
      const wsCleanup = useServer(
        {
          // onSubscribe puts this operation's enveloped execute/subscribe in rootValue (Yoga's graphql-ws example).
          execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
          subscribe: (args) => {
            const root = args.rootValue as EnvelopedRoot;
            const key = shared.keyFor({ ...args, query: root.query, lang: (args.contextValue as Context).lang });
            // A shared subscription's update, serialised once, is written to this socket by the group
            // (platform/shared-subscriptions.ts); graphql-ws still completes it and cleans it up.
            return key ? shared.subscribe(key, async () => root.subscribe(args), root.deliver) : root.subscribe(args);
          },
          onConnect: (ctx) => {
            if (draining) return false;
            wsContexts.add(ctx);
            return true;
          },
          onClose: (ctx) => {
            wsContexts.delete(ctx);
            wsOperations.delete(ctx);
          },
          onComplete: (ctx, id) => {
            wsOperations.get(ctx)?.delete(id);
          },
          onSubscribe: async (ctx, id, params) => {
            if (draining) return [new GraphQLError("The server is restarting, please reconnect", { extensions: { code: "SHUTTING_DOWN" } })];
            // ctx.subscriptions already holds this one.
            if (Object.keys(ctx.subscriptions).length > config.graphql.wsMaxSubscriptionsPerConnection) {
              metrics.rateLimited.inc({ limit: "ws-subscriptions" });
              return [new GraphQLError(`At most ${config.graphql.wsMaxSubscriptionsPerConnection} subscriptions per connection`, { extensions: { code: "TOO_MANY_SUBSCRIPTIONS" } })];
            }
            if (longestList(params.variables) > config.graphql.maxListSize) return [listTooLongError(config.graphql.maxListSize)];
            const req = ctx.extra.request;
            const auth = (ctx.connectionParams?.authorization as string | undefined) ?? req.headers.authorization ?? null;
            const enveloped = yoga.getEnveloped({ ...ctx, req, socket: ctx.extra.socket, params });
            const contextValue = await createContext(deps, {
              authorization: auth,
              organisation: (ctx.connectionParams?.["x-fanfare-organisation"] as string | undefined) ?? null,
              acceptLanguage:
                (ctx.connectionParams?.["accept-language"] as string | undefined) ?? req.headers["accept-language"] ?? null,
              ip: clientIp(config, req),
              userAgent: req.headers["user-agent"] ?? null,
            });
            // A persisted operation's hash names the stored document, which runs whatever text came with it
            // (and keys shared subscriptions by the stored text); the trusted-documents plugin decides at
            // subscribe/execute whether a text of the client's own may run (platform/trusted-documents.ts).
            const persistedId = persistedOperationId(params);
            const persisted = persistedId === null ? undefined : trustedDocuments.get(persistedId);
            if (persistedId !== null && !persisted) return [persistedNotFoundError()];
            const query = persisted?.text ?? params.query;
            const args = {
              schema: enveloped.schema,
              operationName: params.operationName,
              document: persisted?.document ?? enveloped.parse(params.query),
              variableValues: params.variables,
              contextValue,
              rootValue: {
                execute: enveloped.execute,
                subscribe: enveloped.subscribe,
                query,
                deliver: nextMessagesTo(id, (text) => sendOrShed(ctx.extra.socket, text)),
              } satisfies EnvelopedRoot,
            };
            // Checked here too, not only at subscribe: a subscription shared with an earlier subscriber never reaches it.
            if (!persisted && !mayRunAnyDocument(config.graphql.trustedDocuments, contextValue.viewer)) return [persistedOnlyError()];
            const errors = enveloped.validate(args.schema, args.document);
            if (errors.length) return errors;
            if (getOperationAST(args.document, args.operationName)?.operation !== "subscription") {
              if (!wsOperations.has(ctx)) wsOperations.set(ctx, new Set());
              wsOperations.get(ctx)!.add(id);
            }
            return args;
          },
        },
        wss,
      );

      metrics.setSources({
        activeHolds: () => countActiveHolds(deps),
        pool: () => poolStats(db),
        websockets: () => ({
          connections: wsContexts.size,
          subscriptions: [...wsContexts].reduce((n, ctx) => n + Object.keys(ctx.subscriptions).length, 0),
        }),
      });

      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const port = (server.address() as { port: number }).port;
      const url = `http://localhost:${port}`;
      if (config.publicUrlIsDefault) config.publicUrl = url;

      let stopping: Promise<void> | null = null;
      const shutdown = async () => {
        const deadline = Date.now() + config.http.shutdownTimeoutMs;
        draining = true;
        log.info("shutting down: draining requests", { inflight, websockets: wsContexts.size });
        // No new connections; idle keep-alive ones close now, busy ones after their response.
        const closed = new Promise<void>((r) => server.close(() => r()));
        server.closeIdleConnections();
        const jobsStopped = jobs.stop();
        const wsInflight = () => [...wsOperations.values()].reduce((n, ids) => n + ids.size, 0);
        while ((inflight > 0 || wsInflight() > 0) && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 25));
          server.closeIdleConnections();
        }
        if (inflight > 0 || wsInflight() > 0) log.warn("shutdown deadline passed: closing what is left", { inflight, websocketOperations: wsInflight() });
        // Subscriptions end with 1001 Going Away: clients reconnect (to another instance).
        for (const ctx of wsContexts) {
          (ctx.extra as { socket: import("ws").WebSocket }).socket.close(1001, "Server restarting"); // Going Away
        }
        await wsCleanup.dispose();
        wss.close();
        server.closeAllConnections();
        await closed;
        await Promise.race([jobsStopped, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
        await kv.close();
        stopSoldOutListener();
        sessionCache.close();
        await soldOut.close();
        await responseCache.close();
        await sharedRedis?.close();
        await db.$disconnect();
        if (embedded) await embedded.stop();
        log.info("shut down");
      };
      return {
        deps,
        url,
        port,
        jobs,
        stop() {
          stopping ??= shutdown();
          return stopping;
        },
      };
    },
  };
}

/** "ok", or "error" when the check throws or takes longer than 5 s (a first query on a cold pool on a busy machine takes a while). */
async function probe(check: () => Promise<unknown>): Promise<"ok" | "error"> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), 5000)))]);
    return "ok";
  } catch {
    return "error";
  } finally {
    clearTimeout(timer);
  }
}

/** Payment results this instance publishes (after their commit) count in /metrics. */
function countPaymentResults(pubsub: Deps["pubsub"], metrics: ReturnType<typeof createMetrics>) {
  const publish = pubsub.publish.bind(pubsub) as (...args: unknown[]) => void;
  (pubsub as { publish: unknown }).publish = (...args: unknown[]) => {
    if (args[0] === "payment:result") metrics.payments.inc({ status: String((args[2] as { status?: string } | undefined)?.status ?? "unknown") });
    return publish(...args);
  };
}
