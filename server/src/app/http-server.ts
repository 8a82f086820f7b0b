// The Node HTTP server: every request counted in flight, a repeated anonymous public read answered from
// this process's memory before Hono and Yoga (platform/response-cache.ts's shortcut), a plain POST /graphql
// handed straight to Yoga (graphql-direct.ts); the rest goes to the routes.
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Deps } from "../deps.ts";
import { requestIdFrom, withRequestId } from "../platform/logger.ts";
import type { GraphQLServer } from "./graphql-server.ts";
import { recordRequest, type HttpRoutes } from "./http-routes.ts";
import { graphqlDirect } from "./graphql-direct.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { clientIp } from "./client-ip.ts";

export function createHttpServer(deps: Deps, routes: HttpRoutes, graphql: GraphQLServer, lifecycle: Lifecycle): http.Server {
  const { config } = deps;
  const { shortcut } = graphql.responseCache;
  const listener = getRequestListener((req, env) => routes.web.fetch(req, env));
  const direct = graphqlDirect(deps, graphql, lifecycle, routes);
  const route = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!direct.accepts(req)) return void listener(req, res);
    direct.serve(req, res, () => void listener(req, res)).catch(() => {
      if (!res.headersSent) res.destroy();
    });
  };

  const answerFromShortcut = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    const started = performance.now();
    const stored = shortcut.answer(req, await shortcut.take(req));
    if (!stored || lifecycle.draining) return false;
    // The per-IP limit holds here too; a refused caller goes on to the route, which answers the 429.
    if (!(await graphql.ipLimiter.consume(clientIp(config, req))).ok) return false;
    const id = requestIdFrom(req.headers["x-request-id"] as string | undefined);
    res.writeHead(200, [...stored.headers, ["x-request-id", id], ["content-length", String(stored.body.length)]]);
    res.end(stored.body);
    withRequestId(id, () => recordRequest(deps, "POST", "/graphql", 200, started, { shortcut: true }));
    return true;
  };

  const server = http.createServer((req, res) => {
    lifecycle.track(res);
    if (lifecycle.draining || !shortcut.eligible(req)) return route(req, res);
    answerFromShortcut(req, res).then(
      (answered) => {
        if (!answered) route(req, res);
      },
      () => {
        if (!res.headersSent) res.destroy();
      },
    );
  });
  // An idle keep-alive connection is closed by the proxy in front, never by us first: a request the proxy
  // sends on a connection we closed at the same moment fails there, and a POST is not retried (nginx's
  // upstream keep-alive lasts 60 s, Node's default here 5 s: deploy/nginx/fanfare.conf). The headers'
  // timeout must be longer than the keep-alive's, or Node closes a reused connection early.
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.headersTimeout = config.http.keepAliveTimeoutMs + 1000;
  return server;
}
