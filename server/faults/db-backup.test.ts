import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { startServer } from '../start-server';
import { withDatabase } from '../test/global-setup';

// `npm run db:backup` and `db:restore` as an operator runs them, each in its own process, against a
// server that takes writes all the while: every write it acknowledged before the backup began is in
// the restored copy, and a server starts on that copy. On the embedded database (through the running
// server's backup socket) and, with DATABASE_URL, on PostgreSQL (pg_dump).
const run = promisify(execFile);
const ORIGIN = 'http://localhost:3000';
const { DATABASE_URL: pgUrl, ...envWithoutPg } = process.env;

async function command(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  return run('node', ['scripts/run-command.mjs', name, ...args], {
    env: { ...envWithoutPg, NODE_ENV: 'test', ...env },
  });
}

/** A command's refusal: its exit code and what it printed. */
async function refusal(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const failed = await command(name, args, env).then(
    () => null,
    (err: { code: number; stderr: string }) => err,
  );
  return { code: failed?.code, stderr: failed?.stderr.trim() };
}

function serve(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: ORIGIN,
    SMTP_URL: 'smtp://127.0.0.1:9', // nothing listens: the mail fails, the stored message stays
    IP_RATE_LIMIT: '100000',
    BLUESKY_API_URL: 'http://127.0.0.1:9/xrpc',
    ...env,
  });
  return startServer(config, { distDir: '/nonexistent' });
}

/**
 * Three clients sending contact messages, each from an address of its own (the form allows a few per
 * address), until stopped. `acknowledged` holds the subject of every message the server answered 201.
 */
function startWriters(app: FastifyInstance) {
  const acknowledged: string[] = [];
  let stopped = false;
  const writer = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const subject = `writer ${w} message ${i}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: `10.${w}.${(i >> 8) & 255}.${i & 255}`,
        headers: { origin: ORIGIN },
        payload: { name: 'Ada', email: 'ada@example.com', category: 'general', subject, message: 'Hello' },
      });
      if (res.statusCode !== 201) throw new Error(`${subject}: ${res.statusCode} ${res.body}`);
      acknowledged.push(subject);
    }
  };
  const all = Promise.all([0, 1, 2].map(writer));
  return {
    acknowledged,
    async reach(n: number) {
      while (acknowledged.length < n) await new Promise((r) => setTimeout(r, 20));
    },
    async stop() {
      stopped = true;
      await all;
    },
  };
}

async function storedSubjects(app: FastifyInstance): Promise<Set<string>> {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode, res.body).toBe(200);
  const rows = (await app.dbHandle.db.execute(sql`select subject from contact_messages`)) as unknown as {
    rows: { subject: string }[];
  };
  return new Set(rows.rows.map((r) => r.subject));
}

/** Backs up `app`'s database while it takes writes; the subjects acknowledged before the backup began. */
async function backUpUnderWrites(app: FastifyInstance, file: string, env: Record<string, string>) {
  const writers = startWriters(app);
  try {
    await writers.reach(15);
    const before = [...writers.acknowledged];
    const { stdout } = await command('db-backup', ['--to', file], env);
    const during = writers.acknowledged.length - before.length;
    return { before, during, stdout: stdout.trim() };
  } finally {
    await writers.stop();
  }
}

describe('backing up the embedded database while the server runs', () => {
  let dir: string;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-'));
    // The run's migrated dump written into the folder, as the server would have left it.
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const handle = await openDatabase({ dataDir: join(dir, 'live'), loadDataDir });
    if (!loadDataDir) await applyMigrations(handle);
    await handle.close();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds every acknowledged write and a server starts on its restore', { timeout: 240_000 }, async () => {
    const live = { DATA_DIR: join(dir, 'live') };
    app = await serve(live);
    const file = join(dir, 'live.tgz');
    const { before, during, stdout } = await backUpUnderWrites(app, file, live);
    expect(stdout).toContain('taken by the running server');
    expect(during).toBeGreaterThan(0); // the server kept taking writes while the backup ran
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await app.close();
    app = undefined;

    const fresh = { DATA_DIR: join(dir, 'fresh') };
    const restored = await command('db-restore', ['--from', file], fresh);
    expect(restored.stdout).toMatch(/^Restored .*: 0 accounts, 0 counters, \d+ migrations applied/);
    app = await serve(fresh);
    const subjects = await storedSubjects(app);
    expect(before.filter((s) => !subjects.has(s))).toEqual([]);
    expect(subjects.size).toBeGreaterThanOrEqual(before.length);
    await app.close();
    app = undefined;

    // A folder that holds something is never written over, nor is an earlier backup.
    expect(await refusal('db-restore', ['--from', file], fresh)).toEqual({
      code: 1,
      stderr: `${fresh.DATA_DIR} (DATA_DIR) is not empty; a restore fills only an empty or new folder. Move it aside first.`,
    });
    expect(await refusal('db-backup', ['--to', file], live)).toEqual({
      code: 1,
      stderr: `${file} already exists; give the backup a new name.`,
    });
    // With no server running the command opens the folder itself.
    const offline = await command('db-backup', ['--to', join(dir, 'offline.tgz')], fresh);
    expect(offline.stdout).toContain('no server running, taken from the folder');
  });
});

describe.skipIf(!pgUrl)('backing up PostgreSQL while the server runs', () => {
  const suffix = randomUUID().replace(/-/g, '').slice(0, 12);
  const source = `cs_backup_src_${suffix}`;
  const target = `cs_backup_dst_${suffix}`;
  let dir: string;
  let app: FastifyInstance | undefined;
  const onServer = async (text: string) => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-pg-'));
    const template = inject('pgTemplateDb');
    await onServer(`create database ${source}${template ? ` template ${template}` : ''}`);
    await onServer(`create database ${target}`);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
    await onServer(`drop database if exists ${source} with (force)`);
    await onServer(`drop database if exists ${target} with (force)`);
  });

  it('holds every acknowledged write and a server starts on its restore', { timeout: 240_000 }, async () => {
    const live = { DATABASE_URL: withDatabase(pgUrl!, source) };
    app = await serve(live);
    const file = join(dir, 'live.dump');
    const { before, during, stdout } = await backUpUnderWrites(app, file, live);
    expect(stdout).toContain('PostgreSQL, pg_dump');
    expect(during).toBeGreaterThan(0);
    await app.close();
    app = undefined;

    const fresh = { DATABASE_URL: withDatabase(pgUrl!, target) };
    // Nor is a PostgreSQL backup taken for an embedded one.
    expect(
      (await refusal('db-restore', ['--from', file], { DATA_DIR: join(dir, 'nothing') })).stderr,
    ).toContain('is not a backup of the embedded database');
    const restored = await command('db-restore', ['--from', file], fresh);
    expect(restored.stdout).toMatch(/^Restored .*: 0 accounts, 0 counters, \d+ migrations applied/);
    app = await serve(fresh);
    const subjects = await storedSubjects(app);
    expect(before.filter((s) => !subjects.has(s))).toEqual([]);
    await app.close();
    app = undefined;

    const again = await refusal('db-restore', ['--from', file], fresh);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^The database at DATABASE_URL is not empty \(\d+ tables, sequences or views\)/,
    );
  });
});
