import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kickConnections, users } from '../../db/schema';

export async function findKickConnectionOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(kickConnections).where(eq(kickConnections.userId, userId));
  return row;
}

export async function findKickConnectionByChannel(db: Database, kickUserId: string) {
  const [row] = await db
    .select({ connection: kickConnections, user: users })
    .from(kickConnections)
    .innerJoin(users, eq(users.id, kickConnections.userId))
    .where(eq(kickConnections.kickUserId, kickUserId))
    .limit(1);
  return row;
}
