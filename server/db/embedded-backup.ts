import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGliteThread } from './pglite-thread';

// A backup of the embedded database is PGlite's own dump of its data folder: a gzipped tar that a
// new PGlite loads as it starts (restore-backup.ts). Taken inside the process that holds the folder,
// since no second process may open it.

/**
 * The whole data folder as one gzipped tar, consistent: the dump waits for the transactions under
 * way and holds new ones back (it runs inside a transaction of its own, and PGlite runs one at a
 * time), and a checkpoint first writes every committed change into the tables' files, so the copy
 * needs no replay to hold all that was committed before it began.
 */
export async function dumpEmbedded(pglite: PGliteThread): Promise<Uint8Array> {
  const blob = await pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return pglite.dumpDataDir('gzip');
  });
  return new Uint8Array(await blob.arrayBuffer());
}

/** A gzip stream starts with these two bytes; PGlite's gzipped dump is one. */
export function isEmbeddedBackup(head: Uint8Array): boolean {
  return head[0] === 0x1f && head[1] === 0x8b;
}

/**
 * PostgreSQL writes its process file into the folder while it runs and removes it at a clean close,
 * so a folder that has one is open in some process now (or that process died).
 */
export function embeddedFolderInUse(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postmaster.pid'));
}

/** A folder a restore may fill: missing, or without a single entry. */
export function isEmptyFolder(dir: string): boolean {
  if (!existsSync(dir)) return true;
  return readdirSync(dir).length === 0;
}
