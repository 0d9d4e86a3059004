import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, tokenKeyBytes } from '../config';
import { createTokenSeal, type TokenSeal, TokenSealError } from './token-seal';

// Where the token key comes from: TOKEN_KEY when set (with TOKEN_KEY_PREVIOUS for a rotation), or
// else a key this installation makes once in its data folder, so a first start needs no setting
// and still never stores a token in clear. The data-folder key is said at every start: it sits
// beside the embedded database, so it only guards a database copied out without it.

/** The file in DATA_DIR holding the key made when TOKEN_KEY is not set (base64, one line). */
export const TOKEN_KEY_FILE = 'token-key';

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

function keyFromDataDir(config: Config, log: Log): Buffer {
  const file = join(config.DATA_DIR, TOKEN_KEY_FILE);
  let made = false;
  try {
    mkdirSync(config.DATA_DIR, { recursive: true });
    // 'wx': two instances starting on one folder cannot both make one; the second reads the first's.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    made = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = tokenKeyBytes(readFileSync(file, 'utf8'));
  if (!key)
    throw new TokenSealError(
      `${file} does not hold a token key (32 bytes in base64). Restore it from a backup, or set TOKEN_KEY.`,
    );
  const where = made ? `made a new token key in ${file}` : `using the token key in ${file}`;
  const shared = config.DATABASE_URL
    ? ' Every instance on this PostgreSQL database must use the same key: set TOKEN_KEY to it.'
    : '';
  log.warn(
    `TOKEN_KEY is not set: ${where} to seal platform tokens. Keep it with the database's backups (without it the ` +
      `connected accounts must reconnect), or set TOKEN_KEY to its contents.${shared}`,
  );
  return key;
}

/** The installation's token seal: TOKEN_KEY and TOKEN_KEY_PREVIOUS, or the data folder's key. */
export function loadTokenSeal(config: Config, log: Log): TokenSeal {
  const previous = (config.TOKEN_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((k) => k.trim() !== '')
    .map((k) => tokenKeyBytes(k)!);
  const current = config.TOKEN_KEY ? tokenKeyBytes(config.TOKEN_KEY)! : keyFromDataDir(config, log);
  return createTokenSeal(current, previous);
}
