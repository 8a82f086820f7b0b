// "A store the server depends on is out of reach right now" told apart from a real failure, for PostgreSQL
// and Redis alike: such a request is answered with the typed UNAVAILABLE (GraphQL) or the contract's system
// code with the same words (/fanapih5), which clients show in the fan's language and retry, instead of a
// masked "Unexpected error".
import { isDatabaseUnavailable } from "./db-errors.ts";

/**
 * ioredis's own errors for a command it could not send or get answered: the command connection runs
 * without an offline queue (platform/redis.ts), so while it reconnects every command fails at once with
 * "Stream isn't writeable…"; a reply that never came is "Command timed out"; a Redis still loading its
 * append-only file answers LOADING; one sent on a connection that has ended is "Connection is closed.".
 */
const redisUnavailableMessage = /^Stream isn't writeable|^Connection is closed\.$|^Command timed out$|^LOADING |^Ready check failed/;

export function isRedisUnavailable(e: unknown): boolean {
  if (typeof e !== "object" || e === null) return false;
  const err = e as { name?: unknown; message?: unknown };
  if (err.name === "MaxRetriesPerRequestError") return true;
  return typeof err.message === "string" && redisUnavailableMessage.test(err.message);
}

/** True when `e` says PostgreSQL or Redis cannot be reached right now (see the file's head). */
export function isServiceUnavailable(e: unknown): boolean {
  return isDatabaseUnavailable(e) || isRedisUnavailable(e);
}
