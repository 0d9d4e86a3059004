import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: 'user' | 'admin';
  emailVerifiedAt?: Date | null;
}

export async function insertUser(db: Database, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      role: input.role ?? 'user',
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    })
    .returning();
  return row!;
}

export async function setUserRole(db: Database, id: string, role: 'user' | 'admin'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function setUserPassword(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** Records that the owner opened a link mailed to the address; the first proof's time is kept. */
export async function markEmailVerified(db: Database, id: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}
