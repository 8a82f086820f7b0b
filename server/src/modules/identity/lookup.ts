// Reads of audience identities that other modules need (a real-name transfer's recipient), so that no
// other module queries AudienceIdentity itself.
import type { Db, Tx } from "../../db.ts";

/** Whether the fan has at least one audience identity on file. */
export async function hasIdentity(db: Db | Tx, userId: string): Promise<boolean> {
  return (await db.audienceIdentity.count({ where: { userId } })) > 0;
}

/** The document-number hashes of these identities, by id (what a paid order's tickets record). */
export async function docNumberHashesOf(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.audienceIdentity.findMany({ where: { id: { in: ids } }, select: { id: true, docNumberHash: true } });
  return new Map(rows.map((i) => [i.id, i.docNumberHash]));
}
