// buildApp(): the server assembled from named parts, each in server/src/app/:
// the database (embedded or DATABASE_URL, migrated) → createDeps (what every service needs) → the data
// checks and demo seed → the background jobs → the GraphQL server (Yoga and its plugins) → the HTTP
// routes (Hono) → the Node HTTP server → graphql-ws on the same port → listen; stop() drains and closes
// them in reverse (lifecycle.ts).
import { loadConfig, type Config } from "./config.ts";
import type { Deps } from "./deps.ts";
import { poolStats } from "./db.ts";
import { createLogger } from "./platform/logger.ts";
import { watchProcessErrors } from "./platform/process-errors.ts";
import type { JobRunner } from "./platform/jobs.ts";
import { countActiveHolds } from "./modules/orders/index.ts";
import { openDatabase } from "./app/database.ts";
import { createDeps } from "./app/create-deps.ts";
import { prepareData } from "./app/startup.ts";
import { startJobs, stopJobs } from "./app/jobs.ts";
import { createGraphQLServer } from "./app/graphql-server.ts";
import { createHttpRoutes } from "./app/http-routes.ts";
import { createHttpServer } from "./app/http-server.ts";
import { attachGraphqlWs } from "./app/graphql-ws.ts";
import { Lifecycle, shutdown } from "./app/lifecycle.ts";

export interface App {
  deps: Deps;
  url: string;
  port: number;
  /** The background jobs, which a test may pause (JobRunner.pause) while it counts its own statements. */
  jobs: Pick<JobRunner, "pause" | "resume">;
  stop(): Promise<void>;
}

export function buildApp(overrides: Partial<Config> = {}) {
  const config: Config = { ...loadConfig(), ...overrides };
  const log = createLogger(config.logLevel);

  return {
    config,
    async start(): Promise<App> {
      const database = await openDatabase(config, log);
      const owned = await createDeps(config, { database: { url: database.url }, log });
      const { deps } = owned;
      // An error that escapes every handler is logged with its request id and counted, and the process goes on.
      const stopWatchingErrors = watchProcessErrors(log, (kind) => deps.metrics.processErrors.inc({ kind }));
      try {
        await prepareData(deps);
      } catch (e) {
        await owned.close();
        await database.stop();
        throw e;
      }
      const jobs = startJobs(deps, database.url);
      const graphql = createGraphQLServer(deps, owned.rateLimits);
      const lifecycle = new Lifecycle();
      const routes = createHttpRoutes(deps, graphql, lifecycle);
      const server = createHttpServer(deps, routes, graphql, lifecycle);
      const ws = attachGraphqlWs(server, deps, graphql, lifecycle);
      deps.metrics.setSources({
        activeHolds: () => countActiveHolds(deps),
        pool: () => poolStats(deps.db),
        websockets: () => ({ connections: ws.connections(), subscriptions: ws.subscriptions() }),
      });

      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const port = (server.address() as { port: number }).port;
      const url = `http://localhost:${port}`;
      if (config.publicUrlIsDefault) config.publicUrl = url;

      let stopping: Promise<void> | null = null;
      const stop = () =>
        shutdown(lifecycle, config.http.shutdownTimeoutMs, log, {
          server,
          websocketOperations: ws.operationsInFlight,
          websocketConnections: ws.connections,
          closeWebsockets: ws.close,
          stopJobs: () => stopJobs(jobs, deps),
          close: [graphql.close, owned.close, database.stop, async () => stopWatchingErrors()],
        });
      return {
        deps,
        url,
        port,
        jobs,
        stop() {
          stopping ??= stop();
          return stopping;
        },
      };
    },
  };
}
