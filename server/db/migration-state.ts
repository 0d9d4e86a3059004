import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

// Whether the database holds every migration this code was built with. Drizzle records each applied
// migration with its journal timestamp (`when`) in drizzle.__drizzle_migrations; the newest must be
// the journal's last.

let lastWhen: number | undefined;

/** The journal's newest migration timestamp, read once. */
export function newestMigration(): number {
  if (lastWhen === undefined) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    lastWhen = Math.max(...journal.entries.map((e) => e.when));
  }
  return lastWhen;
}

/** Answers whether every migration is applied; a database that does not answer throws. */
export async function migrationsApplied(db: Database): Promise<boolean> {
  // Both drivers answer raw statements as { rows } (node-postgres and PGlite alike).
  const result = (await db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { last: string | number | null }[];
  };
  const row = result.rows[0];
  return Number(row?.last ?? 0) >= newestMigration();
}
