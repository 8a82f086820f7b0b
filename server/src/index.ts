// Reads config, calls buildApp().start(), and shuts down gracefully on SIGINT/SIGTERM: new work is
// refused (/readyz answers 503), in-flight requests finish within SHUTDOWN_TIMEOUT_MS, subscriptions
// are closed with 1001 Going Away, jobs stop. A second signal exits at once.
import { buildApp } from "./app.ts";
import { ConfigError } from "./config.ts";

async function main() {
  let builder;
  try {
    builder = buildApp();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const app = await builder.start();
  const log = app.deps.log;
  log.info(`Fanfare is running at ${app.url}  (GraphQL: ${app.url}/graphql)`);
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    signalled = true;
    log.info(`${signal}: shutting down`);
    app.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        log.error("shutdown failed", { error: String(e) });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
