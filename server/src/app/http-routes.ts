// The HTTP routes, on Hono: the middleware every request passes (request id, metrics and the access
// log, security headers, CORS, draining, body size, NUL in the address), the health and metrics probes,
// /graphql, organisers' uploads, the payment and dev-mail routes of their modules, /fanapih5 and the
// built client.
import type http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Deps } from "../deps.ts";
import { RateLimitedError } from "../errors.ts";
import { errorMessage, translate } from "../messages.ts";
import { resolveLang } from "../i18n.ts";
import { routeLabel } from "../platform/metrics.ts";
import { bodyLimitOf, bodySizeLimit, clientScriptHashes, corsAllowList, requestId, securityHeaders } from "../platform/http-security.ts";
import { withNativeBody } from "../platform/web-streams.ts";
import { mayUploadImage, requestInfoOf } from "../request-context.ts";
import { urlContainsNul } from "../well-formed-text.ts";
import { homeShellPage } from "../modules/events/index.ts";
import { devMailRoutes } from "../modules/mail/index.ts";
import { paymentProviderRoutes, sandboxRoutes } from "../modules/payments/index.ts";
import { applePassRoutes } from "../modules/passes/index.ts";
import { fairnessRoutes } from "../modules/queue/index.ts";
import { createFanapiRoutes } from "../rest/routes.ts";
import type { GraphQLServer } from "./graphql-server.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { clientIp } from "./client-ip.ts";

export type HonoEnv = { Bindings: { incoming: http.IncomingMessage } };

export function createHttpRoutes(deps: Deps, graphql: GraphQLServer, lifecycle: Lifecycle): HttpRoutes {
  const { config, log, metrics } = deps;
  const { yoga, responseCache, ipLimiter } = graphql;
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
    recordRequest(deps, c.req.method, c.req.path, c.res.status, started);
  });
  const indexFile = config.serveClient ? path.join(config.clientDist, "index.html") : null;
  const scriptHashes = clientScriptHashes(indexFile);
  const security = securityHeaders(config, scriptHashes);
  const cors = corsAllowList(config);
  web.use("*", security);
  web.use("*", cors);
  web.use("*", async (c, next) => {
    if (!lifecycle.draining) return next();
    c.header("Connection", "close");
    c.header("Retry-After", "1");
    return c.json({ errors: [{ message: "The server is restarting, please try again", extensions: { code: "SHUTTING_DOWN" } }] }, 503);
  });
  // /fanapih5 has its own, smaller limit answered in its contract's envelope (FANAPI_MAX_BODY_BYTES).
  // Larger for an image upload (a cover, a product picture) by a caller who may make one (UPLOAD_MAX_COVER_BYTES), judged from the headers.
  const coverUploader = (c: Parameters<Parameters<typeof bodyLimitOf>[1]>[0]) => mayUploadImage(deps, requestInfoOf(c.req.raw.headers, clientIp(config, c.env.incoming)));
  const bodyLimited = bodySizeLimit(config.http.maxBodyBytes, bodyLimitOf(config, coverUploader), () => metrics.rateLimited.inc({ limit: "body-size" }));
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
    if (lifecycle.draining) return c.json({ ok: false, checks: { shutdown: "draining" } }, 503);
    const redis = deps.redis;
    const [database, redisCheck] = await Promise.all([
      probe(() => deps.db.$queryRaw`select 1`),
      redis ? probe(() => redis.ping()) : Promise.resolve("skipped" as const),
    ]);
    const ok = database === "ok" && redisCheck !== "error";
    return c.json({ ok, checks: { database, redis: redisCheck } }, ok ? 200 : 503);
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
    // A native web stream, so that a client that disconnects mid-answer (SSE) cannot crash the process (platform/web-streams.ts).
    return withNativeBody(await responseCache.shortcut.offer(c.env.incoming, await yoga.fetch(c.req.raw, { ip })));
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
  // Apple Wallet: the .pkpass download and the PassKit web service (404s when Apple passes are not configured).
  web.route("/", applePassRoutes(deps));
  // A waiting room's public fairness log and report (issue 32).
  web.route("/", fairnessRoutes(deps));
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
  return { web, graphqlHeaders: middlewareHeaders(security, cors, scriptHashes) };
}

/** The routes, and the headers their middleware gives a POST /graphql answer (app/graphql-direct.ts). */
export interface HttpRoutes {
  web: Hono<HonoEnv>;
  /** The security and CORS headers of a POST /graphql answer to a request from `origin` ("" without one). */
  graphqlHeaders(origin: string): Promise<[string, string][]>;
}

/**
 * One request's metrics and its access line (the path without its query, which may carry tokens): every
 * route's, and the direct /graphql path's (its line says `direct`, as the shortcut's says `shortcut`).
 */
export function recordRequest(deps: Pick<Deps, "log" | "metrics">, method: string, path: string, status: number, started: number, way?: { direct: true } | { shortcut: true }): void {
  const { log, metrics } = deps;
  const route = routeLabel(path);
  const ms = performance.now() - started;
  metrics.httpRequests.inc({ method, route, status: String(status) });
  metrics.httpDuration.observe({ route }, ms / 1000);
  if (status >= 500) metrics.httpErrors.inc({ route, status: String(status) });
  if (route !== "/assets" && route !== "/metrics" && route !== "/healthz" && route !== "/readyz") {
    log.info("request", { method, path: path.slice(0, 200), status, ms: Math.round(ms), ...way });
  }
}

/** Origins whose headers are kept; a request from any other has them worked out again (a caller cannot fill the memory). */
const KEPT_ORIGINS = 64;

/**
 * The headers the routes' security and CORS middleware add to a POST /graphql answer, asked of that very
 * middleware (on an empty answer) once per Origin and per build of the client (the policy names its
 * scripts' hashes): nothing of the policy is written twice. Neither reads any other part of a POST.
 */
function middlewareHeaders(security: MiddlewareHandler, cors: MiddlewareHandler, scriptHashes: () => string[]): HttpRoutes["graphqlHeaders"] {
  const probe = new Hono();
  probe.use("*", security);
  probe.use("*", cors);
  probe.post("/graphql", (c) => c.body(null, 200));
  let kept = { hashes: "", byOrigin: new Map<string, [string, string][]>() };
  return async (origin) => {
    const hashes = scriptHashes().join(" ");
    if (kept.hashes !== hashes) kept = { hashes, byOrigin: new Map() };
    const known = kept.byOrigin.get(origin);
    if (known) return known;
    const answer = await probe.request("/graphql", { method: "POST", headers: origin ? { origin } : {} });
    const headers = [...answer.headers];
    if (kept.byOrigin.size < KEPT_ORIGINS) kept.byOrigin.set(origin, headers);
    return headers;
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
