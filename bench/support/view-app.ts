import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import pino from 'pino';
import { startFreshApp } from './fresh-app';

// The real app on a fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set),
// with one user and one counter. Announces {port, id} to bench/view.ts.
//
// The view is measured as shipped: LOG_LEVEL info, every request logged (BENCH_LOG_LEVEL=warn
// measures it without its log). The lines go to a file, written as the app writes standard
// output, so that reading them does not load the bench's own process, which makes the load.
const logFile = join(tmpdir(), `countstream-view-log-${process.pid}.jsonl`);
process.on('exit', () => rmSync(logFile, { force: true }));
const fresh = await startFreshApp(
  'bench',
  { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
  { logStream: pino.destination({ dest: logFile, sync: false }) },
);
const { cookie } = await fresh.register('bench@example.com', 'bench-password');
const id = await fresh.createCounter(cookie, 'Bench', createFormDefaults(new Date(), 'UTC'));
await fresh.announce({ id });
