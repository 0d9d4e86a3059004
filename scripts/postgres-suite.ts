import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { realPg } from './acquire/pg-client';
import { DEFAULT_PG_URL, ensurePostgresServer, ensurePostgresTools } from './acquire/postgres';
import { consoleIo, realSystem } from './acquire/system';

// `npm run test:api:pg` and `npm run test:faults`: get what the suite needs from PostgreSQL first
// (a running server at DATABASE_URL; the machine's initdb and pg_ctl), then run it. Extra
// arguments go to Vitest (test files, -t).
const [suite, ...rest] = process.argv.slice(2);
const sys = realSystem();
const env = { ...process.env };

try {
  if (suite === 'api') {
    env.DATABASE_URL ||= DEFAULT_PG_URL;
    await ensurePostgresServer(env.DATABASE_URL, sys, consoleIo, realPg);
  } else if (suite === 'faults') {
    await ensurePostgresTools(sys, consoleIo);
    // The backup round trip runs on PostgreSQL too (pg_dump and pg_restore against a running server).
    env.DATABASE_URL ||= DEFAULT_PG_URL;
    await ensurePostgresServer(env.DATABASE_URL, sys, consoleIo, realPg);
  } else {
    throw new Error(`usage: tsx scripts/postgres-suite.ts api|faults [vitest arguments]`);
  }
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
}

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
// The API suite is two Vitest projects: 'api' and the files that need a process each (vitest.config.ts).
const projects = suite === 'api' ? ['--project', 'api', '--project', 'api-isolated'] : ['--project', suite];
const result = spawnSync(process.execPath, [vitest, 'run', ...projects, ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
