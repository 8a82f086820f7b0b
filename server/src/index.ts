// Reads config, calls buildApp().start(), and stops cleanly on SIGINT/SIGTERM.
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
  console.log(`Fanfare is running at ${app.url}  (GraphQL: ${app.url}/graphql)`);
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
