import { createFormDefaults } from '@core/counter/settings-defaults';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { analyzeEmbedded } from '../../server/db/maintenance';
import { applyMigrations } from '../../server/db/migrate';
import { fillDatabase, runSql } from '../../server/test/scale-fill';

// npx tsx bench/scale/fill-keep.ts <users> <postgres-url-of-a-new-db | pglite-dir>: fills a database
// the way bench:scale does and keeps it, for timing statements directly (bench/scale/explain.ts).
const [usersArg, target] = process.argv.slice(2);
const users = Number(usersArg);
if (!Number.isInteger(users) || !target) {
  console.error('usage: fill-keep.ts <users> <postgres://…/db | pglite-dir>');
  process.exit(2);
}
if (target.startsWith('postgres')) {
  const u = new URL(target);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
}
const handle = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
);
await applyMigrations(handle);
const counterSettings = createFormDefaults(new Date(), 'UTC') as unknown as Record<string, unknown>;
await fillDatabase(handle, { users, counterSettings, progress: (l) => console.error(l) });
if (handle.kind === 'pglite') await analyzeEmbedded(handle);
else await runSql(handle, 'vacuum (analyze)');
await handle.close();
console.error('done');
