import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertUser } from '../auth/user-queries';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { users } from '../db/schema';
import { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { PADDLE_ENV } from './testing/test-support';

// `npm run billing:reconcile` as an operator runs it: its own process, our embedded database, and
// Paddle (the API stand-in). It prints each change, and nothing the second time.
const run = promisify(execFile);
let dataDir: string;
let paddle: PaddleApiStandIn;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reconcile-'));
  // The run's migrated dump written into the folder, as every other file starts: a new folder would
  // run initdb and every migration first (about 8 CPU s; under load past this hook's 60 s).
  const template = inject('pgliteTemplate');
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  const handle = await openDatabase({ dataDir, loadDataDir });
  if (!loadDataDir) await applyMigrations(handle);
  await insertUser(handle.db, { email: 'script@example.com', passwordHash: 'x' });
  await handle.db.update(users).set({ paddleCustomerId: 'ctm_script' });
  await handle.close();
  paddle = await new PaddleApiStandIn().start();
  paddle.seedSubscription({ id: 'sub_script', status: 'active', customerId: 'ctm_script' });
  paddle.seedTransaction({
    id: 'txn_script',
    status: 'completed',
    customerId: 'ctm_script',
    subscriptionId: 'sub_script',
  });
}, 60_000);
afterAll(async () => {
  await paddle?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const reconcile = async () => {
  const { DATABASE_URL: _pg, ...env } = process.env;
  const { stdout } = await run('node', ['scripts/run-command.mjs', 'billing-reconcile'], {
    env: { ...env, ...PADDLE_ENV, PADDLE_API_URL: paddle.url, DATA_DIR: dataDir, NODE_ENV: 'test' },
  });
  return stdout.trim().split('\n');
};

describe('npm run billing:reconcile', () => {
  it('prints what it changed, then nothing the second time', { timeout: 120_000 }, async () => {
    expect((await reconcile()).sort()).toEqual(
      [
        '1 customers checked, 2 records changed.',
        'ctm_script subscription sub_script: active',
        'ctm_script transaction txn_script: completed',
      ].sort(),
    );
    expect(await reconcile()).toEqual(['1 customers checked, 0 records changed.']);
  });
});
