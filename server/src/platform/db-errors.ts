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
