import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadTokenSeal, TOKEN_KEY_FILE } from './token-key';
import { tokenKeyId } from './token-seal';

// Where the key comes from: TOKEN_KEY (and the keys it replaced), or, unset, a key made once in
// the data folder, said in the log at every start.

const work = mkdtempSync(join(tmpdir(), 'token-key-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function logged() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
}

describe('the token key', () => {
  it('is TOKEN_KEY when set, with TOKEN_KEY_PREVIOUS opening what the earlier keys sealed', () => {
    const key = randomBytes(32);
    const old = [randomBytes(32), randomBytes(32)];
    const { lines, log } = logged();
    const dir = join(work, 'set');
    const config = loadConfig({
      DATA_DIR: dir,
      TOKEN_KEY: key.toString('base64'),
      TOKEN_KEY_PREVIOUS: old.map((k) => k.toString('base64url')).join(','),
    });
    const seal = loadTokenSeal(config, log);
    expect(seal.keyId).toBe(tokenKeyId(key));
    expect(lines).toEqual([]);
    expect(() => statSync(dir)).toThrow(); // no key file made
    for (const k of old) {
      const earlier = loadTokenSeal(loadConfig({ DATA_DIR: dir, TOKEN_KEY: k.toString('base64') }), log);
      expect(seal.open(earlier.seal('tok'))).toBe('tok');
    }
  });

  it('unset, is made once in the data folder (readable by its owner only) and said at every start', () => {
    const dir = join(work, 'unset', 'data');
    const config = loadConfig({ DATA_DIR: dir });
    const first = logged();
    const seal = loadTokenSeal(config, first.log);
    const file = join(dir, TOKEN_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(seal.keyId).toBe(tokenKeyId(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')));
    expect(first.lines).toEqual([
      expect.stringMatching(/TOKEN_KEY is not set: made a new token key in .*token-key/),
    ]);
    const again = logged();
    const reopened = loadTokenSeal(config, again.log);
    expect(reopened.keyId).toBe(seal.keyId);
    expect(reopened.open(seal.seal('tok'))).toBe('tok');
    expect(again.lines).toEqual([expect.stringMatching(/TOKEN_KEY is not set: using the token key in/)]);
    // On PostgreSQL (outside production) it says that every instance needs the same key.
    const shared = logged();
    loadTokenSeal(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://db/x' }), shared.log);
    expect(shared.lines[0]).toMatch(/Every instance on this PostgreSQL database must use the same key/);
  });

  it('stops with a clear message when the data folder holds a damaged key', () => {
    const dir = join(work, 'damaged');
    loadTokenSeal(loadConfig({ DATA_DIR: dir }), logged().log);
    writeFileSync(join(dir, TOKEN_KEY_FILE), 'not a key\n');
    expect(() => loadTokenSeal(loadConfig({ DATA_DIR: dir }), logged().log)).toThrow(
      /token-key does not hold a token key \(32 bytes in base64\)/,
    );
  });
});
