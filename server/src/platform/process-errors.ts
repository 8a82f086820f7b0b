// An error that escaped every handler: a promise rejected with nobody waiting on it, or an exception
// thrown from a callback. Node's default is to end the process, and with it every fan's connection and
// every request in flight, for what went wrong in one request. Here it is logged (with the request id
// when the error was raised while a request was being handled) and counted in /metrics
// (fanfare_process_errors_total{kind}), and the process goes on: the error unwound only the callback it
// was thrown from. The counter is the alarm; an instance that is really broken fails /readyz and is
// replaced. The one known cause, a stream closed twice on a client's disconnect, is fixed where Yoga's
// answers are written (platform/web-streams.ts); the child-process test proves no hostile request gets here.
import type { Logger } from "./logger.ts";
import { currentRequestId } from "./logger.ts";

export type ProcessErrorKind = "unhandledRejection" | "uncaughtException";

interface Watcher {
  log: Logger;
  count(kind: ProcessErrorKind): void;
}

// Every app of the process (tests run several) hears of it; the process' handlers are installed once.
const watchers = new Set<Watcher>();

function report(kind: ProcessErrorKind, error: unknown): void {
  const reqId = currentRequestId();
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  for (const w of watchers) {
    w.count(kind);
    w.log.error(`${kind}: ${error instanceof Error ? error.message : String(error)}`, { kind, error: detail, ...(reqId ? { reqId } : {}) });
  }
}

const onRejection = (reason: unknown) => report("unhandledRejection", reason);
const onException = (error: unknown) => report("uncaughtException", error);

/** Logs and counts the process' escaped errors while the app runs; the returned function stops it. */
export function watchProcessErrors(log: Logger, count: (kind: ProcessErrorKind) => void): () => void {
  const watcher = { log, count };
  if (watchers.size === 0) {
    process.on("unhandledRejection", onRejection);
    process.on("uncaughtException", onException);
  }
  watchers.add(watcher);
  return () => {
    if (!watchers.delete(watcher) || watchers.size > 0) return;
    process.off("unhandledRejection", onRejection);
    process.off("uncaughtException", onException);
  };
}
