// The real server in a process of its own, on a database the caller created (the crash tests kill it
// with SIGKILL and start another on the same database). Usage: node --import tsx child-server.ts <databaseUrl> [overrides]
// where overrides is a JSON object of configuration (e.g. redisUrl, port). Prints "READY <url>" once it listens.
import { buildApp } from "../../server/src/app.ts";
import { loadConfig, type Config } from "../../server/src/config.ts";

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error("usage: child-server.ts <databaseUrl> [overrides as JSON]");
const overrides = JSON.parse(process.argv[3] ?? "{}") as Partial<Config>;
const app = await buildApp({
  databaseUrl,
  port: 0,
  host: "127.0.0.1",
  serveClient: false,
  seedDemo: false,
  logLevel: "silent",
  dbPoolSize: 4,
  humanCheck: { maxNumber: 5000 },
  graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 },
  ...overrides,
}).start();
process.stdout.write(`READY ${app.url}\n`);
const stop = () => void app.stop().then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
