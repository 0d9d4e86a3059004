import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { CommandError } from './exit-on-error';

// What db:backup and db:restore share: the backup file, written whole or not at all, and the one
// line that says what a database holds.

/** Refuses to write over a file: an earlier backup is never replaced by mistake. */
export function checkNewFile(file: string): void {
  if (existsSync(file)) throw new CommandError(`${file} already exists; give the backup a new name.`);
}

/**
 * The backup is made under a temporary name and renamed when complete, so a file with the final
 * name is always a whole backup, even when the command is stopped halfway.
 */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    await write(partial);
    chmodSync(partial, 0o600); // it holds every account's data
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

export const writeBytes = (file: string, bytes: Uint8Array) =>
  writeWhole(file, async (partial) => writeFileSync(partial, bytes, { mode: 0o600 }));

/** The first bytes of a file, which say what kind of backup it is. */
export function readHead(file: string): Uint8Array {
  if (!existsSync(file)) throw new CommandError(`${file} does not exist.`);
  const fd = openSync(file, 'r');
  try {
    const head = new Uint8Array(8);
    const n = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** Accounts, counters and the newest migration: enough to see at a glance that the restore is whole. */
export async function describeDatabase(handle: DatabaseHandle): Promise<string> {
  const result = (await handle.db.execute(
    sql`select (select count(*) from users)::int as users, (select count(*) from counters)::int as counters,
               (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
  )) as unknown as { rows: { users: number; counters: number; migrations: number }[] };
  const row = result.rows[0];
  return `${row?.users} accounts, ${row?.counters} counters, ${row?.migrations} migrations applied`;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
