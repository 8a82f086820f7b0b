// lucia v3's Adapter over our Prisma client. @lucia-auth/adapter-prisma does not support Prisma 6,
// so this is the small piece it would have been. Session ids here are already SHA-256 hashes of the
// bearer token (see session.ts); the token itself never reaches the database.
import type { Adapter, DatabaseSession, DatabaseUser } from "lucia";
import { sqlPool, type Db } from "../../db.ts";

export interface SessionAttributes {
  ip: string | null;
  userAgent: string | null;
}

declare module "lucia" {
  interface Register {
    DatabaseSessionAttributes: SessionAttributes;
    DatabaseUserAttributes: Record<never, never>;
  }
}

type SessionRow = { id: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null };

function toDatabaseSession(row: SessionRow): DatabaseSession {
  return { id: row.id, userId: row.userId, expiresAt: row.expiresAt, attributes: { ip: row.ip, userAgent: row.userAgent } };
}

export class PrismaSessionAdapter implements Adapter {
  constructor(private readonly db: Db) {}

  async getSessionAndUser(sessionId: string): Promise<[DatabaseSession | null, DatabaseUser | null]> {
    // Every signed-in request asks this: straight through node-postgres, none of Prisma's per-query work.
    const { rows } = await sqlPool(this.db).query<SessionRow>(
      `select id, "userId", "expiresAt" at time zone 'UTC' as "expiresAt", ip, "userAgent" from "Session" where id = $1`,
      [sessionId],
    );
    const row = rows[0];
    if (!row) return [null, null];
    return [toDatabaseSession(row), { id: row.userId, attributes: {} }];
  }

  async getUserSessions(userId: string): Promise<DatabaseSession[]> {
    const rows = await this.db.session.findMany({ where: { userId } });
    return rows.map(toDatabaseSession);
  }

  async setSession(session: DatabaseSession): Promise<void> {
    await this.db.session.create({
      data: {
        id: session.id,
        userId: session.userId,
        expiresAt: session.expiresAt,
        ip: session.attributes.ip,
        userAgent: session.attributes.userAgent?.slice(0, 512) ?? null,
      },
    });
  }

  async updateSessionExpiration(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.session.updateMany({ where: { id: sessionId }, data: { expiresAt } });
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.session.deleteMany({ where: { id: sessionId } });
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.db.session.deleteMany({ where: { userId } });
  }

  async deleteExpiredSessions(): Promise<void> {
    await this.db.session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  }
}
