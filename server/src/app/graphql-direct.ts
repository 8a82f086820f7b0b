// POST /graphql handed straight to Yoga's Node listener, past Hono. On the route, @hono/node-server builds
// a web Request, Yoga reads the body through it, and the answer goes back as a web Response and stream.
// The hot on-sale is bound by the server's CPU an answer (issue 33): a signed-in secure refused by its first
// check costs 0.42 ms of server CPU this way against 0.53 ms through the routes (paired runs of the two
// builds on one database, in alternating slices), and a seat race of 2,000 fans answers about a fifth faster.
//
// Only a request the routes would answer in the same way goes here: POST to /graphql exactly (no query, so
// no NUL in the address), JSON whose declared length is within MAX_BODY_BYTES (the body limit would let it
// through), not asking for a stream (SSE, multipart), not a read the public read shortcut may keep (it
// stores the routes' answer), while the server is not draining. It gets what the routes' middleware gives
// it: the security and CORS headers asked of that middleware (http-routes.ts, graphqlHeaders), the request
// id and the log lines scoped to it, the per-IP limit (a refused caller goes on to the route, which
// answers the 429), the metrics and the access line. Everything else takes the routes.
import type http from "node:http";
import type { Deps } from "../deps.ts";
import { requestIdFrom, withRequestId } from "../platform/logger.ts";
import type { GraphQLServer } from "./graphql-server.ts";
import { recordRequest, type HttpRoutes } from "./http-routes.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { clientIp } from "./client-ip.ts";

type NodeListener = (req: http.IncomingMessage, res: http.ServerResponse, context: { ip: string }) => Promise<void>;

/** A body the public read shortcut read already (platform/response-cache.ts), given to Yoga's adapter as the parsed body it takes. */
type ReadRequest = http.IncomingMessage & { rawBody?: Buffer; body?: unknown };

export interface GraphqlDirect {
  /** Whether the routes would answer this request as Yoga alone does, with their middleware's headers. */
  accepts(req: http.IncomingMessage): boolean;
  /** Answers an accepted request; `route` hands it to the routes instead (a caller over the per-IP limit). */
  serve(req: http.IncomingMessage, res: http.ServerResponse, route: () => void): Promise<void>;
}

export function graphqlDirect(deps: Deps, graphql: GraphQLServer, lifecycle: Lifecycle, routes: Pick<HttpRoutes, "graphqlHeaders">): GraphqlDirect {
  const { config } = deps;
  const { ipLimiter, responseCache } = graphql;
  const yoga = graphql.yoga as unknown as NodeListener;
  return {
    accepts(req) {
      if (req.method !== "POST" || req.url !== "/graphql" || lifecycle.draining) return false;
      const h = req.headers;
      if (!/^application\/json\b/i.test(h["content-type"] ?? "")) return false;
      const length = h["content-length"];
      if (h["transfer-encoding"] !== undefined || length === undefined || !/^\d+$/.test(length) || Number(length) > config.http.maxBodyBytes) return false;
      const accept = h.accept ?? "";
      if (accept.includes("text/event-stream") || accept.includes("multipart/mixed")) return false;
      return responseCache.shortcut.keepable(req) === null;
    },
    async serve(req, res, route) {
      const started = performance.now();
      const ip = clientIp(config, req);
      if (!(await ipLimiter.consume(ip)).ok) return route();
      const id = requestIdFrom(req.headers["x-request-id"] as string | undefined);
      for (const [name, value] of await routes.graphqlHeaders(req.headers.origin ?? "")) res.setHeader(name, value);
      res.setHeader("x-request-id", id);
      const read = req as ReadRequest;
      if (read.rawBody) read.body = read.rawBody;
      // The access line too is the request's (its request id), as the routes' is.
      await withRequestId(id, async () => {
        try {
          await yoga(req, res, { ip });
        } catch (e) {
          deps.log.error("graphql request failed", { error: String(e) });
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        }
        recordRequest(deps, "POST", "/graphql", res.statusCode, started, { direct: true });
      });
    },
  };
}
