import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { platformConnections, users } from '../db/schema';
import { TOKEN_KEY_FILE } from '../platform-apis/token-key';
import { SEALED_PREFIX } from '../platform-apis/token-seal';
import { startServer } from '../start-server';

// The real start (startServer, as main.ts runs it) on an embedded database in a data folder with no
// TOKEN_KEY: the key is made there; a row an older release left in clear is sealed by the next
// start; and a start with a TOKEN_KEY that opens none of the stored tokens stops with a message
// saying what to set, before serving anything.

const dataDir = mkdtempSync(join(tmpdir(), 'start-up-seal-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '', ...env });
const start = (env?: Record<string, string>) => startServer(config(env), { distDir: '/nonexistent' });

it('seals what an older release stored in clear at the next start, and stops on a key that opens nothing', {
  timeout: 240_000,
}, async () => {
  const first = await start();
  expect(existsSync(join(dataDir, TOKEN_KEY_FILE))).toBe(true);
  await first.db.insert(users).values({ id: 'u-old', email: 'old@example.com', passwordHash: 'x' });
  await first.db.insert(platformConnections).values({
    userId: 'u-old',
    platform: 'twitch',
    accountId: '77',
    name: 'oldrelease',
    accessToken: 'clear-access-token-of-an-older-release',
    refreshToken: 'clear-refresh-token-of-an-older-release',
  });
  await first.close();

  const second = await start();
  const raw = async () =>
    (
      (await second.db.execute(
        sql`select access_token, refresh_token from platform_connections where user_id = 'u-old'`,
      )) as unknown as { rows: { access_token: string; refresh_token: string }[] }
    ).rows[0]!;
  const row = await raw();
  expect(row.access_token.startsWith(`${SEALED_PREFIX}${second.tokenSeal.keyId}:`)).toBe(true);
  expect(JSON.stringify(row)).not.toContain('clear-');
  expect(second.tokenSeal.open(row.refresh_token)).toBe('clear-refresh-token-of-an-older-release');
  await second.close();

  await expect(start({ TOKEN_KEY: randomBytes(32).toString('base64') })).rejects.toThrow(
    /neither TOKEN_KEY nor one of TOKEN_KEY_PREVIOUS\. Set TOKEN_KEY_PREVIOUS to the key it was sealed with/,
  );
});
