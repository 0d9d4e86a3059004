import { createPaddleGateway } from '../billing/paddle-sdk-gateway';
import { reconcileAll } from '../billing/reconcile';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { runOperatorCommand } from './exit-on-error';

// npm run billing:reconcile: brings our records of every customer's subscriptions, transactions
// and adjustments in line with Paddle and prints each change; a second run prints none.
async function run() {
  const config = loadConfig();
  const paddle = createPaddleGateway(config, {
    warn: (obj, msg) => process.stderr.write(`${msg} ${JSON.stringify(obj)}\n`),
  });
  if (!paddle.configured)
    throw new ConfigError('PADDLE_API_KEY is not set: there is no Paddle to reconcile with.');
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await applyMigrations(handle);
    const report = await reconcileAll(handle.db, paddle);
    for (const change of report.changes) process.stdout.write(`${change}\n`);
    process.stdout.write(
      `${report.customers} customers checked, ${report.changes.length} records changed.\n`,
    );
  } finally {
    await handle.close();
  }
}

runOperatorCommand(run);
