import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { KICK_PUBLISHED_KEY } from './kick-public-key';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.appUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.TRUST_PROXY).toBe(0);
    expect(c.cookieSecure).toBe(false);
  });

  it('treats empty strings as unset and https APP_URL as secure', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', APP_URL: 'https://countstream.app/' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.appUrl).toBe('https://countstream.app');
    expect(c.cookieSecure).toBe(true);
  });

  it('names the bad variable and what it expects', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*number.*"abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('believes only as many X-Forwarded-For hops as there are proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
  });

  it('never repeats a password or secret it rejects', () => {
    const run = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    const db = run({ DATABASE_URL: 'mysql://app:hunter2@db.internal/x' });
    expect(db).toMatch(/DATABASE_URL/);
    expect(db).not.toContain('hunter2');
    expect(db).toContain('app:***@');
    expect(run({ PADDLE_API_URL: 'not a url', PADDLE_API_KEY: '' })).toMatch(/PADDLE_API_URL/);
  });

  it('takes a 32-byte TOKEN_KEY in base64, and stops with a message for any other, never echoing it', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TOKEN_KEY: key.toString('base64') }).TOKEN_KEY).toBe(key.toString('base64'));
    expect(loadConfig({ TOKEN_KEY: key.toString('base64url') }).TOKEN_KEY).toBeDefined();
    const short = Buffer.alloc(16, 7).toString('base64');
    for (const bad of [short, Buffer.alloc(33, 7).toString('base64'), 'x'.repeat(44), 'not a key']) {
      const err = (() => {
        try {
          loadConfig({ TOKEN_KEY: bad });
        } catch (e) {
          return e as Error;
        }
        throw new Error('expected a ConfigError');
      })();
      expect(err).toBeInstanceOf(ConfigError);
      expect(err.message).toMatch(
        /TOKEN_KEY: 32 bytes in base64, e\.g\. the output of `openssl rand -base64 32`/,
      );
      expect(err.message).toContain('a hidden value');
      expect(err.message).not.toContain(bad);
    }
    expect(() => loadConfig({ TOKEN_KEY_PREVIOUS: `${key.toString('base64')},${short}` })).toThrow(
      /TOKEN_KEY_PREVIOUS: each key 32 bytes in base64/,
    );
  });

  it('asks for TOKEN_KEY in production on PostgreSQL, and only there', () => {
    const pg = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db.internal/countstream' };
    expect(() => loadConfig(pg)).toThrow(/TOKEN_KEY: required with DATABASE_URL in production/);
    expect(loadConfig({ ...pg, TOKEN_KEY: Buffer.alloc(32, 1).toString('base64') }).TOKEN_KEY).toBeDefined();
    expect(loadConfig({ NODE_ENV: 'production' }).TOKEN_KEY).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: pg.DATABASE_URL }).TOKEN_KEY).toBeUndefined();
  });

  it("takes Kick's published key by default and refuses a KICK_PUBLIC_KEY that is not an RSA public key", () => {
    expect(loadConfig({}).KICK_PUBLIC_KEY).toBe(KICK_PUBLISHED_KEY);
    expect(loadConfig({}).KICK_API_URL).toBe('https://api.kick.com/public/v1');
    expect(() => loadConfig({ KICK_PUBLIC_KEY: 'not a key' })).toThrow(/KICK_PUBLIC_KEY: an RSA public key/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    expect(() => loadConfig({ KICK_PUBLIC_KEY: ec.toString() })).toThrow(/KICK_PUBLIC_KEY/);
    // One-line env files write the PEM with \n escapes.
    const oneLine = KICK_PUBLISHED_KEY.replace(/\n/g, '\\n');
    expect(loadConfig({ KICK_PUBLIC_KEY: oneLine }).KICK_PUBLIC_KEY).toBe(oneLine);
  });
});
