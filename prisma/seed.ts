// `npm run seed`: seeds an empty database (DATABASE_URL, or the embedded PostgreSQL in ./data/postgres).
import { buildApp } from "../server/src/app.ts";

const builder = buildApp({ seedDemo: true, serveClient: false, port: 0, logLevel: "warn" });
const app = await builder.start();
const events = await app.deps.db.event.count();
console.log(`database has ${events} events (seeding happens only when it has none)`);
await app.stop();
