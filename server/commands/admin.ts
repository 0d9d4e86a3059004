import { parseArgs } from 'node:util';
import { ensureAdmin } from '../auth/admin-bootstrap';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { runOperatorCommand } from './exit-on-error';

// npm run admin -- --email X [--password Y]: creates the account or promotes it to admin.
async function run() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) {
    process.stderr.write('Usage: npm run admin -- --email you@example.com [--password secret]\n');
    process.exit(2);
  }
  if (values.password !== undefined && values.password.length < 6) {
    process.stderr.write('The password must be at least 6 characters long.\n');
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await applyMigrations(handle);
    const result = await ensureAdmin(handle.db, values.email, values.password);
    process.stdout.write(`${values.email}: ${result.replace('-', ' ')}\n`);
  } finally {
    await handle.close();
  }
}

runOperatorCommand(run);
