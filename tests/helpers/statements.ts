// The SQL statements a piece of a test sends, counted at the pg driver, which every Prisma query of the
// in-process server goes through (a request over HTTP to it included). Only the test's own: the server's
// background jobs (the waiting room's tick every second, the hold sweep, the outbox…) are paused while it
// counts, so a busy machine that makes a tick land in the window cannot add to the count (issue 29).
import pg from "pg";
import type { App } from "../../server/src/app.ts";

type Query = (...args: unknown[]) => unknown;

/** Runs `run` with `app`'s jobs paused and returns its result with the text of every statement sent meanwhile. */
export async function statementsOf<T>(app: App, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  await app.jobs.pause();
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === "string" ? q : (q as { text?: string } | undefined)?.text;
    if (text) statements.push(text);
    return original.apply(this, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    proto.query = original;
    app.jobs.resume();
  }
}
