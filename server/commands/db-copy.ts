import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { copyDatabase } from '../db/copy-database';
import { applyMigrations } from '../db/migrate';

// npm run db:copy -- --to postgres://user:pass@host:5432/countstream [--from ./data]
// Moves the embedded database (DATA_DIR, the server stopped) into an empty PostgreSQL: migrates
// it, copies every table in one transaction and checks the row counts. Then start the server
// with DATABASE_URL set to the same address.
async function run() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    process.stderr.write(
      'Usage: npm run db:copy -- --to postgres://user:pass@host:5432/db [--from DATA_DIR]\n',
    );
    process.exit(2);
  }
  const dataDir = values.from ?? loadConfig({ ...process.env, DATABASE_URL: '' }).DATA_DIR;
  const source = await openDatabase({ dataDir });
  const target = await openDatabase({ databaseUrl: values.to, poolSize: 2 });
  try {
    await applyMigrations(source); // the same schema version on both sides
    await applyMigrations(target);
    const report = await copyDatabase(source, target, (line) => process.stderr.write(`\r${line}   `));
    process.stderr.write('\n');
    for (const r of report) process.stdout.write(`${r.table}: ${r.rows} rows\n`);
    process.stdout.write(
      `Done. Start the server with DATABASE_URL=${values.to.replace(/:[^:@/]*@/, ':***@')}\n`,
    );
  } finally {
    await source.close();
    await target.close();
  }
}

run().catch((err: Error) => {
  process.stderr.write(`\ndb:copy failed: ${err.message}\n`);
  process.exit(1);
});
