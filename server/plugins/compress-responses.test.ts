import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { chooseEncoding } from './compress-responses';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const page = `<html><body><div id="root"></div>${'MAIN '.repeat(400)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'cs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets', 'abc.js'), script);
  writeFileSync(join(dist, 'assets', 'abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'abc.js.gz'), gzipSync(script));
  app = await buildApp({ config: t.config, database: t.app.dbHandle, logger: false, distDir: dist });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressed delivery', () => {
  it('sends hashed assets precompressed, cached for a year, varying on Accept-Encoding', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(br.headers['content-type'])).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses pages on the fly; pages are no-cache with an ETag that answers 304', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({ method: 'GET', url: '/help', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses JSON answers on the fly for clients that accept it', async () => {
    const owner = await signUp(t);
    const settings = {
      ...createFormDefaults(new Date(), 'UTC'),
      title: 'é'.repeat(120), // two bytes each: the answer passes the 1 KB threshold
      completionMessage: 'C'.repeat(200),
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: owner.cookie,
      payload: { name: 'x', settings },
    });
    const url = `/api/counters/${created.json().id}/view`;
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).settings.title).toBe(settings.title);
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().settings.title).toBe(settings.title);
  });
});
