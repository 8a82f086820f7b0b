// What one read costs the database: the SQL statements (and the round trips they take) of one home-page
// query and one event-page query, anonymous and signed in, with the statements' text, counted at the
// node-postgres client under a real server (in this process, one request at a time; a statement counts
// when it is sent from the request's own asynchronous context, so background jobs are left out). "cache miss" rows ask in a language no request has
// asked in yet (the response cache's key holds the language); "cache hit" rows repeat one just asked.
//   npm run bench -- read-path [--no-embedded] [--verbose]   (DATABASE_URL when set)
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { print } from "graphql";
import { seedDemoData } from "../../prisma/seed-data.ts";
import { EventDetailDocument, EventListDocument } from "../../client/src/gql/graphql.ts";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { benchDatabases, benchDeps, printTable } from "./lib/bench-env.ts";
import { createFans } from "./fans.ts";

interface Seen {
  statements: string[];
}

let current: Seen | null = null;
const inRequest = new AsyncLocalStorage<Seen>();

/** Every statement a pg client sends from a request's context (Prisma's adapter, and raw pool.query, both end here). */
function countStatements(): void {
  const server = http.Server.prototype as unknown as { emit: (event: string, ...a: unknown[]) => boolean };
  const emit = server.emit;
  server.emit = function (this: unknown, event: string, ...a: unknown[]) {
    const seen = current;
    if (event === "request" && seen) return inRequest.run(seen, () => emit.call(this, event, ...a));
    return emit.call(this, event, ...a);
  };
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const q = a[0] as string | { text?: string };
    const text = typeof q === "string" ? q : (q?.text ?? "?");
    inRequest.getStore()?.statements.push(text.replace(/\s+/g, " ").slice(0, 300));
    return query.apply(this, a);
  };
}

export async function main(argv: string[]): Promise<number> {
  const { values: args } = parseArgs({ args: argv, options: { "no-embedded": { type: "boolean", default: false }, verbose: { type: "boolean", default: false } } });
  const databaseUrl = process.env.DATABASE_URL;
  const [database, ...others] = await benchDatabases({ embedded: !databaseUrl && !args["no-embedded"], databaseUrl });
  for (const d of others) await d.close();
  const deps = await benchDeps(database.url);
  countStatements();
  const rows: (string | number)[][] = [["query", "viewer", "response cache", "statements", "answer bytes"]];
  try {
    await seedDemoData(deps.db);
    const [fan] = await createFans(deps, 1);
    const slug = (await deps.db.event.findFirstOrThrow({ where: { ticketTypes: { some: {} } }, orderBy: { startsAt: "asc" }, select: { slug: true } })).slug;
    const config = loadConfig({ DATABASE_URL: database.url, PORT: "0", HOST: "127.0.0.1", SERVE_CLIENT: "false", SEED_DEMO: "false", LOG_LEVEL: "silent" });
    const app = await buildApp({ ...config, graphql: { ...config.graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 } }).start();
    try {
      let n = 0;
      const ask = async (label: string, viewer: string, cached: string, document: string, variables: Record<string, unknown>, lang: string, token?: string) => {
        const seen: Seen = { statements: [] };
        current = seen;
        const res = await fetch(`${app.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", "accept-language": lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query: document, variables }),
        });
        const text = await res.text();
        current = null;
        if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
        rows.push([label, viewer, cached, seen.statements.length, text.length]);
        if (args.verbose) for (const s of seen.statements) console.log(`  [${label} / ${viewer} / ${cached}] ${s}`);
        n++;
      };
      const home = print(EventListDocument);
      const event = print(EventDetailDocument);
      for (const [label, document, variables] of [
        ["home (EventList)", home, { first: 10 }],
        ["event page (EventDetail)", event, { slug }],
      ] as const) {
        await ask(label, "anonymous", "miss", document, variables, "vi");
        await ask(label, "anonymous", "hit", document, variables, "vi");
        // The first signed-in request also looks its session up (then remembered for a few seconds).
        await ask(label, "signed in", "miss", document, variables, "zh", fan.token);
        await ask(label, "signed in", "miss", document, variables, "th", fan.token);
        await ask(label, "signed in", "hit", document, variables, "th", fan.token);
      }
      void n;
    } finally {
      await app.stop();
    }
  } finally {
    await deps.close();
    await database.close();
  }
  console.log("statements: every SQL statement a pg client sent from the request's own context (one request at a time; background jobs left out)");
  printTable(rows);
  return 0;
}
