import { randomBytes } from 'node:crypto';
import type { ContactBody } from '@core/api/contact';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';

export async function insertContactMessage(db: Database, body: ContactBody, userId: string | null) {
  const id = randomBytes(9).toString('base64url');
  const [row] = await db
    .insert(contactMessages)
    .values({ id, ...body, userId })
    .returning();
  return row!;
}
