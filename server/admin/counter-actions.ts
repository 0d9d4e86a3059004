import { AppError } from '@core/errors/app-error';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counters } from '../db/schema';

export async function deleteAnyCounter(db: Database, id: string): Promise<void> {
  const removed = await db.delete(counters).where(eq(counters.id, id)).returning({ id: counters.id });
  if (removed.length === 0) throw new AppError('not_found', 'Counter not found');
}
