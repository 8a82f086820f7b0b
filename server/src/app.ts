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
import { GraphQLError } from "graphql";
import { AppError } from "./errors.ts";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { loadConfig, type Config } from "./config.ts";
import { createDb } from "./db.ts";
import type { Deps } from "./deps.ts";
import { createContext, type Context } from "./context.ts";
import { schema } from "./schema.ts";
import { createAppPubSub } from "./pubsub.ts";
import { createKvStore } from "./platform/kv.ts";
import { AttemptLimiter } from "./platform/attempt-limiter.ts";
import { containsNul, documentContainsNul, nulError, urlContainsNul, useRejectNul } from "./nul-guard.ts";
import { resolveLang } from "./i18n.ts";
import { translate } from "./messages.ts";
import { createLogger } from "./platform/logger.ts";
import { startEmbeddedPostgres, type EmbeddedPg } from "./platform/embedded-postgres.ts";
import { ensureDatabase, migrate } from "./platform/migrate.ts";
import { JobRunner } from "./platform/jobs.ts";
import { registerOrderJobs } from "./modules/orders/orders.core.ts";
import { homeShellPage } from "./modules/events/home-shell.ts";
import { demo, seedDemoData } from "../../prisma/seed-data.ts";
import { createFanapiRoutes } from "./rest/routes.ts";
import { useMaintenanceMode } from "./modules/system/system.plugin.ts";
import { devMailRoutes } from "./modules/mail/mail.routes.ts";
import { sandboxRoutes } from "./modules/payments/sandbox.routes.ts";
import { registerPaymentJobs } from "./modules/payments/payments.service.ts";

export interface App {
  deps: Deps;
  url: string;
  port: number;
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
  const log = createLogger(config.logLevel, config.isProduction);

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

      const db = createDb(databaseUrl, config.dbPoolSize, config.dbTimeouts);
      const { pubsub, close: closePubSub } = createAppPubSub(config.redisUrl);
      const kv = createKvStore(config.redisUrl);
      const attempts = new AttemptLimiter({ redisUrl: config.redisUrl, db });
      const deps: Deps = { config, db, pubsub, kv, attempts, log, now: () => new Date() };

      if (config.isProduction) {
        // The demo accounts' passwords (and payment password) are published in the README: a production
        // database holding them is an open door, so do not serve it.
        const demoAccounts = await db.user.findMany({ where: { email: { in: [demo.email, demo.friendEmail] } }, select: { email: true } });
        if (demoAccounts.length) {
          await db.$disconnect();
          if (embedded) await embedded.stop();
          throw new Error(
            `Refusing to start in production: the database holds the demo accounts (${demoAccounts.map((u) => u.email).join(", ")}), ` +
              "whose passwords are public. Delete those accounts, or use a database without the demo data.",
          );
        }
      }
      if (config.seedDemo && !config.isProduction && (await db.event.count()) === 0) {
        await seedDemoData(db);
        log.info("seeded demo data (demo@fanfare.test / Fanfare#2026)");
      }

      const jobs = new JobRunner(log);
      registerOrderJobs(jobs, deps);
      registerPaymentJobs(jobs, deps);

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
            return maskError(error, message, isDev);
          },
        },
        landingPage: false,
        graphiql: config.isProduction ? false : { subscriptionsProtocol: "WS" },
        plugins: [
          EnvelopArmorPlugin({ maxDepth: { n: 12 }, costLimit: { maxCost: 20000 }, maxAliases: { n: 20 } }),
          useMaintenanceMode(deps),
          useRejectNul(),
        ],
        logging: config.logLevel === "silent" ? false : config.logLevel,
        context: ({ request, ip }) =>
          createContext(deps, {
            authorization: request.headers.get("authorization"),
            acceptLanguage: request.headers.get("accept-language"),
            ip,
            userAgent: request.headers.get("user-agent"),
          }),
      });

      const web = new Hono<HonoEnv>();
      // A NUL (%00) in the address: refused for every route before any of them reads it (issue 14).
      web.use("*", async (c, next) => {
        if (!urlContainsNul(c.req.url)) return next();
        const message = translate(resolveLang(c.req.header("accept-language")), "validation.invalidCharacters");
        // /fanapih5 answers in its envelope (code 400 like any field that fails validation); the rest as GraphQL does.
        if (c.req.path.startsWith("/fanapih5")) return c.json({ code: 400, msg: message, data: null }, 400);
        return c.json({ errors: [{ message, extensions: { code: "VALIDATION" } }] }, 400);
      });
      web.get("/healthz", async (c) => c.json({ ok: true }));
      web.on(["GET", "POST", "OPTIONS"], "/graphql", (c) =>
        yoga.fetch(c.req.raw, { ip: clientIp(config, c.env.incoming) }),
      );
      if (!config.isProduction) web.route("/", devMailRoutes(deps));
      web.route("/", sandboxRoutes(deps));
      web.route("/fanapih5", createFanapiRoutes(deps, { clientIp: (req) => (req ? clientIp(config, req) : "unknown") }));
      if (config.serveClient && fs.existsSync(path.join(config.clientDist, "index.html"))) {
        web.use("/assets/*", async (c, next) => {
          await next();
          // Vite puts a content hash in every file name under /assets: cache them for good.
          if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
        });
        const indexPage = homeShellPage(deps, path.join(config.clientDist, "index.html"));
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
      const server = http.createServer((req, res) => listener(req, res));

      // graphql-ws on the same port and path, with the same context and plugins (yoga.getEnveloped).
      const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
      const wsCleanup = useServer(
        {
          execute: (args: any) => args.rootValue.execute(args),
          subscribe: (args: any) => args.rootValue.subscribe(args),
          onSubscribe: async (ctx, _id, params) => {
            const req = ctx.extra.request;
            const auth = (ctx.connectionParams?.authorization as string | undefined) ?? req.headers.authorization ?? null;
            const enveloped = yoga.getEnveloped({ ...ctx, req, socket: ctx.extra.socket, params });
            const contextValue = await createContext(deps, {
              authorization: auth,
              acceptLanguage:
                (ctx.connectionParams?.["accept-language"] as string | undefined) ?? req.headers["accept-language"] ?? null,
              ip: clientIp(config, req),
              userAgent: req.headers["user-agent"] ?? null,
            });
            const args = {
              schema: enveloped.schema,
              operationName: params.operationName,
              document: enveloped.parse(params.query),
              variableValues: params.variables,
              contextValue,
              rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
            };
            if (documentContainsNul(params.query) || containsNul(params.variables)) return [nulError(contextValue.lang)];
            const errors = enveloped.validate(args.schema, args.document);
            if (errors.length) return errors;
            return args;
          },
        },
        wss,
      );

      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const port = (server.address() as { port: number }).port;
      const url = `http://localhost:${port}`;
      if (config.publicUrlIsDefault) config.publicUrl = url;

      let stopped = false;
      return {
        deps,
        url,
        port,
        async stop() {
          if (stopped) return;
          stopped = true;
          await jobs.stop();
          await wsCleanup.dispose();
          wss.close();
          server.closeAllConnections();
          await new Promise<void>((r) => server.close(() => r()));
          await closePubSub();
          await kv.close();
          attempts.close();
          await db.$disconnect();
          if (embedded) await embedded.stop();
        },
      };
    },
  };
}
