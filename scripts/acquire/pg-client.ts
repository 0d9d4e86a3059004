import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { PgClient, PgState } from './postgres';

// The real PostgreSQL side of ensurePostgresServer: one short connection per question.
const CONNECT_TIMEOUT_MS = 3_000;
const DOWN_CODES = new Set(['ECONNREFUSED', 'ENOENT', 'ECONNRESET', '57P03']); // 57P03: starting up

async function withClient<T>(url: string, use: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export const realPg: PgClient = {
  probe: async (url): Promise<PgState> => {
    try {
      await withClient(url, (c) => c.query('select 1'));
      return 'up';
    } catch (err) {
      const { code, message } = err as { code?: string; message: string };
      if (code === '3D000') return 'no-database';
      if ((code && DOWN_CODES.has(code)) || /timeout/i.test(message)) return 'down';
      return { refused: message };
    }
  },
  createDatabase: async (url) => {
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1));
    target.pathname = '/postgres';
    await withClient(target.toString(), (c) => c.query(`create database "${name.replaceAll('"', '""')}"`));
  },
  sleep: (ms) => sleep(ms).then(() => undefined),
};
