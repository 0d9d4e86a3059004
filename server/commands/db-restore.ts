import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isEmbeddedBackup, isEmptyFolder } from '../db/embedded-backup';
import { describeDatabase, readHead } from './backup-file';
import { CommandError, runOperatorCommand } from './exit-on-error';
import { isPostgresArchive, postgresRelations, restorePostgres } from './postgres-archive';

// npm run db:restore -- --from FILE: puts a db:backup back, into an empty DATA_DIR or, with
// DATABASE_URL, an empty PostgreSQL database; anything else is refused, untouched. The server then
// starts on it and applies the migrations the backup is missing, as at any start.

async function restoreEmbedded(dataDir: string, file: string): Promise<string> {
  if (!isEmptyFolder(dataDir))
    throw new CommandError(
      `${dataDir} (DATA_DIR) is not empty; a restore fills only an empty or new folder. Move it aside first.`,
    );
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    handle = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
    return await describeDatabase(handle);
  } catch (err) {
    await handle?.close().catch(() => {});
    handle = undefined;
    // It was empty: leave no half-restored folder (its contents only, the folder may be a mount).
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    throw new CommandError(`${file} could not be restored: ${(err as Error).message}`);
  } finally {
    await handle?.close();
  }
}

async function restoreToPostgres(url: string, file: string): Promise<string> {
  const relations = await postgresRelations(url);
  if (relations > 0)
    throw new CommandError(
      `The database at DATABASE_URL is not empty (${relations} tables, sequences or views); a restore ` +
        'fills only an empty database. Create a new one (createdb) and point DATABASE_URL at it.',
    );
  await restorePostgres(url, file);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    return await describeDatabase(handle);
  } finally {
    await handle.close();
  }
}

async function run() {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) {
    process.stderr.write('Usage: npm run db:restore -- --from FILE\n');
    process.exit(2);
  }
  const file = resolve(values.from);
  const head = readHead(file);
  const config = loadConfig();
  let summary: string;
  if (config.DATABASE_URL) {
    if (!isPostgresArchive(head))
      throw new CommandError(
        `${file} is not a PostgreSQL backup (pg_dump's custom format). An embedded backup is restored ` +
          'without DATABASE_URL; `npm run db:copy` then moves it into PostgreSQL.',
      );
    summary = await restoreToPostgres(config.DATABASE_URL, file);
  } else {
    if (!isEmbeddedBackup(head))
      throw new CommandError(
        `${file} is not a backup of the embedded database. A PostgreSQL backup is restored with DATABASE_URL set.`,
      );
    summary = await restoreEmbedded(config.DATA_DIR, file);
  }
  process.stdout.write(`Restored ${file}: ${summary}. Start the server on it.\n`);
}

runOperatorCommand(run);
