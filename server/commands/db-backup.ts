import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { requestBackup } from '../db/backup-socket';
import { openDatabase } from '../db/client';
import { dumpEmbedded, embeddedFolderInUse, isEmptyFolder } from '../db/embedded-backup';
import { checkNewFile, megabytes, writeBytes, writeWhole } from './backup-file';
import { CommandError, runOperatorCommand } from './exit-on-error';
import { dumpPostgres } from './postgres-archive';

// npm run db:backup -- --to FILE: a consistent backup while the server runs. The embedded database
// (DATA_DIR) is dumped by the running server, asked over its backup socket (decision 042a), or, with
// no server running, by this command opening the folder itself. With DATABASE_URL it is pg_dump of
// the server's major version. `npm run db:restore` puts it back.

async function backUpEmbedded(dataDir: string, file: string): Promise<string> {
  const fromServer = await requestBackup(dataDir);
  if (fromServer) {
    await writeBytes(file, fromServer);
    return 'taken by the running server';
  }
  if (isEmptyFolder(dataDir)) throw new CommandError(`There is no database in ${dataDir} (DATA_DIR).`);
  if (embeddedFolderInUse(dataDir))
    throw new CommandError(
      `${dataDir} is open in a process that offers no backup socket (an older server, or one that ` +
        'could not make its socket: see its log), or that process died. Start the server and run ' +
        'the backup again, or stop the process that holds the folder.',
    );
  const handle = await openDatabase({ dataDir });
  try {
    if (handle.kind !== 'pglite') throw new CommandError('Expected the embedded database.');
    await writeBytes(file, await dumpEmbedded(handle.pglite));
  } finally {
    await handle.close();
  }
  return 'no server running, taken from the folder';
}

async function run() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to) {
    process.stderr.write('Usage: npm run db:backup -- --to FILE\n');
    process.exit(2);
  }
  const file = resolve(values.to);
  checkNewFile(file);
  const config = loadConfig();
  let how: string;
  if (config.DATABASE_URL) {
    await writeWhole(file, (partial) => dumpPostgres(config.DATABASE_URL!, partial));
    how = 'PostgreSQL, pg_dump';
  } else {
    how = `embedded database in ${config.DATA_DIR}, ${await backUpEmbedded(config.DATA_DIR, file)}`;
  }
  process.stdout.write(`Backed up to ${file} (${megabytes(statSync(file).size)}; ${how}).\n`);
}

runOperatorCommand(run);
