// graphql-ws on the HTTP server's port and path, with the same context and plugins as HTTP
// (yoga.getEnveloped, as in Yoga's graphql-ws example), per-IP connection and per-connection subscription
// limits, persisted operations, and the public subscriptions shared by all their subscribers
// (platform/shared-subscriptions.ts).
import type http from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import type { Context as WsContext } from "graphql-ws";
import { useServer } from "graphql-ws/use/ws";
import { GraphQLError, getOperationAST } from "graphql";
import type { Deps } from "../deps.ts";
import type { Context } from "../context.ts";
import { createContext } from "../request-context.ts";
import { websocketOriginAllowed } from "../platform/http-security.ts";
import { paramsProblem } from "../platform/graphql-guards.ts";
import { LiveSubscriptions } from "../platform/live-subscriptions.ts";
import { endedAccess } from "../modules/organisations/index.ts";
import { schema } from "../schema.ts";
import { createSharedSubscriptions, nextMessagesTo, sendOrShed, type Deliver } from "../platform/shared-subscriptions.ts";
import { mayRunAnyDocument, persistedNotFoundError, persistedOnlyError, persistedOperationId } from "../platform/trusted-documents.ts";
import type { GraphQLServer } from "./graphql-server.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { clientIp } from "./client-ip.ts";

export interface GraphqlWs {
  connections(): number;
  subscriptions(): number;
  /** Queries and mutations in flight (shutdown waits for them; subscriptions it closes). */
  operationsInFlight(): number;
  /** Closes every connection with 1001 Going Away (clients reconnect to another instance), then the server. */
  close(): Promise<void>;
}

export function attachGraphqlWs(server: http.Server, deps: Deps, graphql: GraphQLServer, lifecycle: Lifecycle): GraphqlWs {
  const { config, metrics } = deps;
  const { yoga, trustedDocuments } = graphql;
  const contexts = new Set<WsContext>();
  const operations = new Map<WsContext, Set<string>>(); // queries and mutations over graphql-ws in flight
  const byIp = new Map<string, number>();

  const wss = new WebSocketServer({
    server,
    path: yoga.graphqlEndpoint,
    maxPayload: config.graphql.wsMaxPayloadBytes,
    verifyClient: (info, done) => {
      if (lifecycle.draining) return done(false, 503, "Shutting down");
      if (!websocketOriginAllowed(config, info.origin || undefined, info.req.headers.host)) return done(false, 403, "Origin not allowed");
      const ip = clientIp(config, info.req);
      if ((byIp.get(ip) ?? 0) >= config.graphql.wsMaxConnectionsPerIp) {
        metrics.rateLimited.inc({ limit: "ws-connections" });
        return done(false, 429, "Too many connections");
      }
      done(true);
    },
  });
  const shared = createSharedSubscriptions();
  // A revoked key, an ended membership or session ends its live subscriptions (platform/live-subscriptions.ts).
  const live = new LiveSubscriptions(schema, endedAccess(deps.db), deps.log);
  const stopFollowingEndings = deps.sessionCache?.onEnded((ended) => live.accessEnded(ended)) ?? (() => {});
  wss.on("connection", (socket, req) => {
    const ip = clientIp(config, req);
    byIp.set(ip, (byIp.get(ip) ?? 0) + 1);
    socket.once("close", () => {
      const n = (byIp.get(ip) ?? 1) - 1;
      if (n > 0) byIp.set(ip, n);
      else byIp.delete(ip);
    });
  });
  type EnvelopedRoot = Pick<ReturnType<typeof yoga.getEnveloped>, "execute" | "subscribe"> & { query: string; deliver: Deliver };
  const cleanup = useServer(
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
        if (lifecycle.draining) return false;
        contexts.add(ctx);
        return true;
      },
      onClose: (ctx) => {
        contexts.delete(ctx);
        operations.delete(ctx);
        live.forgetConnection(ctx);
      },
      onComplete: (ctx, id) => {
        operations.get(ctx)?.delete(id);
        live.forget(ctx, id);
      },
      onSubscribe: async (ctx, id, params) => {
        if (lifecycle.draining) return [new GraphQLError("The server is restarting, please reconnect", { extensions: { code: "SHUTTING_DOWN" } })];
        // ctx.subscriptions already holds this one.
        if (Object.keys(ctx.subscriptions).length > config.graphql.wsMaxSubscriptionsPerConnection) {
          metrics.rateLimited.inc({ limit: "ws-subscriptions" });
          return [new GraphQLError(`At most ${config.graphql.wsMaxSubscriptionsPerConnection} subscriptions per connection`, { extensions: { code: "TOO_MANY_SUBSCRIPTIONS" } })];
        }
        const problem = paramsProblem(params, config.graphql.maxListSize);
        if (problem) return [problem];
        const req = ctx.extra.request;
        const auth = (ctx.connectionParams?.authorization as string | undefined) ?? req.headers.authorization ?? null;
        const enveloped = yoga.getEnveloped({ ...ctx, req, socket: ctx.extra.socket, params });
        const contextValue = await createContext(deps, {
          authorization: auth,
          organisation: (ctx.connectionParams?.["x-fanfare-organisation"] as string | undefined) ?? null,
          acceptLanguage: (ctx.connectionParams?.["accept-language"] as string | undefined) ?? req.headers["accept-language"] ?? null,
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
          if (!operations.has(ctx)) operations.set(ctx, new Set());
          operations.get(ctx)!.add(id);
        }
        await live.track(ctx, id, args.document, args.operationName, contextValue);
        return args;
      },
    },
    wss,
  );

  return {
    connections: () => contexts.size,
    subscriptions: () => [...contexts].reduce((n, ctx) => n + Object.keys(ctx.subscriptions).length, 0),
    operationsInFlight: () => [...operations.values()].reduce((n, ids) => n + ids.size, 0),
    async close() {
      // Subscriptions end with 1001 Going Away: clients reconnect (to another instance).
      for (const ctx of contexts) (ctx.extra as { socket: WebSocket }).socket.close(1001, "Server restarting");
      stopFollowingEndings();
      live.close();
      await cleanup.dispose();
      wss.close();
    },
  };
}
