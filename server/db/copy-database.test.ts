import { randomUUID } from 'node:crypto';
import { createFormDefaults } from '@core/counter/settings-defaults';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { fillDatabase, runSql } from '../test/scale-fill';
import { type DatabaseHandle, openDatabase } from './client';
import { copyDatabase } from './copy-database';
import { applyMigrations } from './migrate';

// npm run db:copy's work, from an embedded database of 300 users into the local PostgreSQL.
const url = process.env.DATABASE_URL;
const name = `cs_copy_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let source: DatabaseHandle;
let target: DatabaseHandle;

async function onServer(text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(text);
  await c.end();
}
const rowsOf = async (h: DatabaseHandle, text: string) =>
  h.pglite ? (await h.pglite.query<Record<string, unknown>>(text)).rows : (await h.pool!.query(text)).rows;

describe.skipIf(!url)('copying the embedded database to PostgreSQL', () => {
  beforeAll(async () => {
    source = await openDatabase({});
    await applyMigrations(source);
    const counterSettings = createFormDefaults(new Date(), 'UTC') as unknown as Record<string, unknown>;
    await fillDatabase(source, { users: 300, counterSettings, progress: () => {} });
    await runSql(
      source,
      `insert into settings (key, value) values ('subscription', '{"generalPrice":"5.49"}');
       insert into contact_messages (id, name, email, category, subject, message)
         values ('m1', 'Ada', 'ada@example.com', 'general', 'Hi', 'Ünïcode ✓ and ''quotes''')`,
    );
    await onServer(`create database ${name}`);
    target = await openDatabase({ databaseUrl: withDatabase(url!, name), poolSize: 2 });
    await applyMigrations(target);
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
    if (url) await onServer(`drop database if exists ${name} with (force)`);
  });

  it('copies every table row for row, and the day totals come out the same', async () => {
    const report = await copyDatabase(source, target);
    expect(report.find((r) => r.table === 'users')).toEqual({ table: 'users', rows: 300 });
    expect(report.find((r) => r.table === 'counters')).toEqual({ table: 'counters', rows: 600 });
    expect(report.map((r) => r.table).indexOf('users')).toBeLessThan(
      report.map((r) => r.table).indexOf('counters'),
    );
    for (const text of [
      `select id, email, first_name, subscription_status, premium_until, custom_price, created_at from users order by id`,
      `select id, user_id, name, settings, created_at from counters order by id`,
      `select * from daily_counts order by table_name, day`,
      `select key, value from settings order by key`,
      `select id, message from contact_messages`,
    ]) {
      // As JSON text, so both drivers' ways of returning bigint and dates compare alike.
      const asJson = `select coalesce(json_agg(q), '[]')::text as j from (${text}) q`;
      const copied = await rowsOf(target, asJson);
      expect(copied[0]?.j, text).toEqual((await rowsOf(source, asJson))[0]?.j);
      expect(JSON.parse(String(copied[0]?.j)).length, text).toBeGreaterThan(0);
    }
  });

  it('refuses a target that already has users, and changes nothing there', async () => {
    await expect(copyDatabase(source, target)).rejects.toThrow('already has users');
    expect(await rowsOf(target, 'select count(*)::int as n from counters')).toEqual([{ n: 600 }]);
  });
});
