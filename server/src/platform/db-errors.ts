// Prisma's known request errors, read the same way wherever a module needs to tell one apart.

/**
 * True when `e` is Prisma's unique-constraint violation (P2002). With `field`, only when the violated
 * constraint names that column: with the pg driver adapter the column sits in `meta.driverAdapterError`,
 * with the native engine in `meta.target`, so the whole `meta` is searched.
 */
export function isUniqueViolation(e: unknown, field?: string): boolean {
  const err = e as { code?: string; meta?: unknown } | null;
  if (typeof err !== "object" || err === null || err.code !== "P2002") return false;
  if (!field) return true;
  return JSON.stringify(err.meta ?? {}).includes(field);
}

const unavailableCodes = new Set([
  // Prisma: server unreachable, timed out, connection closed, no connection from the pool in time
  "P1001", "P1002", "P1008", "P1017", "P2024",
  // node-postgres and the socket under it
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE",
  // PostgreSQL: shutting down, cannot connect now, connection exceptions (class 08)
  "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006",
]);
const unavailableMessage = /connection terminated|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|can't reach database server|server has closed the connection|connection (?:is )?closed/i;

/**
 * True when `e` (or an error it wraps) says the database cannot be reached right now, as opposed to a
 * query that failed on a working database: the request can be answered with a typed UNAVAILABLE.
 */
export function isDatabaseUnavailable(e: unknown, depth = 0): boolean {
  if (typeof e !== "object" || e === null || depth > 5) return false;
  const err = e as { name?: string; code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; meta?: { driverAdapterError?: unknown } };
  if (err.name === "PrismaClientInitializationError") return true;
  if (typeof err.code === "string" && unavailableCodes.has(err.code)) return true;
  if (typeof err.message === "string" && unavailableMessage.test(err.message)) return true;
  return [err.cause, err.originalError, err.meta?.driverAdapterError].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
