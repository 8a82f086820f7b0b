// Reads of audience identities that other modules need (a real-name transfer's recipient), so that no
// other module queries AudienceIdentity itself.
import type { Db, Tx } from "../../db.ts";

/** Whether the fan has at least one audience identity on file. */
export async function hasIdentity(db: Db | Tx, userId: string): Promise<boolean> {
  return (await db.audienceIdentity.count({ where: { userId } })) > 0;
}
