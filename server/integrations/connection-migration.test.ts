import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/migrate';

// The upgrade that put Twitch's and Kick's connections into the one table keyed by platform: a
// database migrated up to the release before it, holding a connection of each and a connect in
// flight, keeps all three, tokens and all, once the migration has run.

const TAG = '0020_platform_connections';
const work = mkdtempSync(join(tmpdir(), 'connection-migration-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before `TAG` (the same files, the journal cut before it). */
function migrationsBefore(tag: string): string {
  const folder = join(work, 'before');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

it('moves every Twitch and Kick connection and every connect in flight into the tables keyed by platform', {
  timeout: 120_000,
}, async () => {
  const pg = new PGlite();
  const db = drizzle({ client: pg });
  await migrate(db, { migrationsFolder: migrationsBefore(TAG) });
  const expires = '2026-12-01T10:00:00.000Z';
  await pg.exec(`
    INSERT INTO users (id, email, password_hash) VALUES ('u1', 'a@example.com', 'x'), ('u2', 'b@example.com', 'x');
    INSERT INTO sessions (id, user_id, expires_at) VALUES ('s1', 'u1', '${expires}');
    INSERT INTO twitch_connections (user_id, twitch_user_id, login, access_token, refresh_token, token_expires_at, status, broken_reason, subscription_ids, command_prefix)
      VALUES ('u1', '111', 'streamer', 'tw-access', 'tw-refresh', '${expires}', 'broken', 'authorization_revoked', '{a,b}', '?');
    INSERT INTO kick_connections (user_id, kick_user_id, name, access_token, refresh_token, subscription_ids)
      VALUES ('u1', '222', 'kicker', 'k-access', 'k-refresh', '{c}'), ('u2', '333', 'other', 'k2', NULL, '{}');
    INSERT INTO twitch_oauth_states (state_hash, session_id, user_id, return_to, expires_at, provider, code_verifier)
      VALUES ('h1', 's1', 'u1', '/dashboard', '${expires}', 'kick', 'verifier');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

  const rows = await pg.query<Record<string, unknown>>(
    `SELECT user_id, platform, account_id, name, access_token, refresh_token, status, broken_reason,
            subscription_ids, command_prefix, token_expires_at
       FROM platform_connections ORDER BY user_id, platform`,
  );
  expect(rows.rows).toMatchObject([
    {
      user_id: 'u1',
      platform: 'kick',
      account_id: '222',
      name: 'kicker',
      access_token: 'k-access',
      refresh_token: 'k-refresh',
      status: 'connected',
      subscription_ids: ['c'],
      command_prefix: '!',
    },
    {
      user_id: 'u1',
      platform: 'twitch',
      account_id: '111',
      name: 'streamer',
      access_token: 'tw-access',
      refresh_token: 'tw-refresh',
      status: 'broken',
      broken_reason: 'authorization_revoked',
      subscription_ids: ['a', 'b'],
      command_prefix: '?',
    },
    {
      user_id: 'u2',
      platform: 'kick',
      account_id: '333',
      name: 'other',
      access_token: 'k2',
      refresh_token: null,
    },
  ]);
  expect(new Date(String(rows.rows[1]?.token_expires_at)).toISOString()).toBe(expires);
  const states = await pg.query(`SELECT state_hash, provider, code_verifier, return_to FROM oauth_states`);
  expect(states.rows).toEqual([
    { state_hash: 'h1', provider: 'kick', code_verifier: 'verifier', return_to: '/dashboard' },
  ]);
  const old = await pg.query(
    `SELECT table_name FROM information_schema.tables WHERE table_name IN ('twitch_connections', 'kick_connections', 'twitch_oauth_states')`,
  );
  expect(old.rows).toEqual([]);
  // One of our users per platform account: a second user cannot hold the same Kick channel.
  await expect(
    pg.exec(
      `INSERT INTO platform_connections (user_id, platform, account_id, name, access_token) VALUES ('u2', 'kick', '222', 'x', 'y')`,
    ),
  ).rejects.toThrow(/duplicate key/);
  await pg.close();
});
