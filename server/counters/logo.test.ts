import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@core/counter/logo';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { LOGO_PREMIUM_MESSAGE } from '@core/plan/plan-rules';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterLogos, pendingLogos, users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Real images, drawn and encoded by the server's canvas library.
async function image(format: 'png' | 'jpeg' | 'webp', colour = '#ff0000'): Promise<Buffer> {
  const canvas = createCanvas(40, 20);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 40, 20);
  return canvas.encode(format as 'png');
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const settings = (over: Record<string, unknown> = {}) => ({
  ...createFormDefaults(new Date(), 'UTC'),
  ...over,
});
const logosOf = (counterId: string) =>
  t.app.db.select().from(counterLogos).where(eq(counterLogos.counterId, counterId));

async function premiumUser() {
  const u = await signUp(t);
  await t.app.db
    .update(users)
    .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
    .where(eq(users.email, u.email));
  return u;
}

async function counterOf(cookie: string, over: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: { name: 'Logo', settings: settings(over) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const upload = (cookie: string, id: string, payload: Buffer | string, type = 'application/octet-stream') =>
  t.request({
    method: 'PUT',
    url: `/api/counters/${id}/logo`,
    cookie,
    payload,
    headers: { 'content-type': type },
  });

const save = (cookie: string, id: string, over: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/api/counters/${id}`,
    cookie,
    payload: { name: 'Logo', settings: settings(over) },
  });

describe('uploading a logo', () => {
  it('stores PNG, JPEG and WebP by their bytes, whatever type the request claims', async () => {
    const p = await premiumUser();
    const id = await counterOf(p.cookie);
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = await image(format);
      // The claimed type is a lie on purpose: only the bytes count.
      const res = await upload(p.cookie, id, bytes, 'text/plain');
      expect(res.statusCode, format).toBe(200);
      expect(res.json()).toEqual({ logo: sha(bytes), url: `/api/logos/${sha(bytes)}` });
      const served = await t.request({ method: 'GET', url: res.json().url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('serves a logo with long cache headers and answers a revalidation with 304', async () => {
    const p = await premiumUser();
    const id = await counterOf(p.cookie);
    const bytes = await image('png', '#00ff00');
    const { url } = (await upload(p.cookie, id, bytes)).json();
    const served = await t.request({ method: 'GET', url });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${sha(bytes)}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': `"${sha(bytes)}"` } });
    expect(again.statusCode).toBe(304);
    expect((await t.request({ method: 'GET', url: `/api/logos/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/logos/not-a-hash' })).statusCode).toBe(404);
  });

  it('refuses SVG, other files, an empty body and a file over the limit, and writes nothing', async () => {
    const p = await premiumUser();
    const id = await counterOf(p.cookie);
    const png = await image('png');
    const tooBig = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES + 1 - png.length)]);
    const atLimit = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES - png.length)]);
    const far = Buffer.concat([png, Buffer.alloc(2 * LOGO_MAX_BYTES)]);
    const cases: [Buffer | string, number, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 400, LOGO_MESSAGES.svg],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 400, LOGO_MESSAGES.type],
      [Buffer.from('%PDF-1.7 not an image'), 400, LOGO_MESSAGES.type],
      [Buffer.alloc(0), 400, LOGO_MESSAGES.empty],
      [tooBig, 413, LOGO_MESSAGES.tooLarge],
      [far, 413, 'Request body is too large (limit 512 KB).'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await upload(p.cookie, id, payload as Buffer, 'image/png');
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect(await logosOf(id)).toEqual([]);
    expect((await upload(p.cookie, id, atLimit)).statusCode).toBe(200);
  });

  it('is Premium: a Free owner gets 403 saying so, and nothing is stored', async () => {
    const f = await signUp(t);
    const id = await counterOf(f.cookie);
    const res = await upload(f.cookie, id, await image('png'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: LOGO_PREMIUM_MESSAGE });
    expect(res.json().message).toContain('Premium');
    expect(await logosOf(id)).toEqual([]);
  });

  it('answers 404 for another user’s counter, 401 signed out', async () => {
    const p = await premiumUser();
    const other = await premiumUser();
    const id = await counterOf(other.cookie);
    expect((await upload(p.cookie, id, await image('png'))).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'PUT', url: `/api/counters/${id}/logo`, payload: 'x' })).statusCode,
    ).toBe(401);
    expect(await logosOf(id)).toEqual([]);
  });
});

describe('a saved logo', () => {
  it('is named by the settings, keeps only that one on save, and goes with the counter', async () => {
    const p = await premiumUser();
    const id = await counterOf(p.cookie);
    const first = (await upload(p.cookie, id, await image('png', '#111111'))).json().logo;
    const second = (await upload(p.cookie, id, await image('png', '#222222'))).json().logo;
    const saved = await save(p.cookie, id, { logo: second });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.logo).toBe(second);
    expect((await logosOf(id)).map((l) => l.hash)).toEqual([second]);
    expect((await t.request({ method: 'GET', url: `/api/logos/${first}` })).statusCode).toBe(404);
    // Saving without a logo drops it.
    expect((await save(p.cookie, id, {})).statusCode).toBe(200);
    expect(await logosOf(id)).toEqual([]);
    // And deleting the counter drops its logo.
    const third = (await upload(p.cookie, id, await image('webp', '#333333'))).json().logo;
    expect((await save(p.cookie, id, { logo: third })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: p.cookie })).statusCode,
    ).toBe(200);
    expect(await logosOf(id)).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/logos/${third}` })).statusCode).toBe(404);
  });

  it('may name a logo of another of the owner’s counters (a copy), never one it does not hold', async () => {
    const p = await premiumUser();
    const id = await counterOf(p.cookie);
    const logo = (await upload(p.cookie, id, await image('jpeg'))).json().logo;
    const copy = await counterOf(p.cookie, { logo });
    expect((await logosOf(copy)).map((l) => l.hash)).toEqual([logo]);
    // Another owner cannot borrow it by its hash.
    const other = await premiumUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: other.cookie,
      payload: { name: 'Borrowed', settings: settings({ logo }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOGO_MESSAGES.missing);
    expect((await save(p.cookie, id, { logo: 'a'.repeat(64) })).json().message).toBe(LOGO_MESSAGES.missing);
  });

  it('is painted into the counter’s server image, where the icon goes', async () => {
    const p = await premiumUser();
    const id = await counterOf(p.cookie, { iconPosition: 'top', backgroundColor: '#000000' });
    const logo = (await upload(p.cookie, id, await image('png', '#ff0000'))).json().logo;
    const redIn = async () => {
      const res = await t.request({ method: 'GET', url: `/counter/${id}/image.png` });
      expect(res.statusCode).toBe(200);
      const png = await loadImage(res.rawPayload);
      const canvas = createCanvas(png.width, png.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(png, 0, 0);
      const px = ctx.getImageData(0, 0, png.width, png.height).data;
      let red = 0;
      for (let i = 0; i < px.length; i += 4) if (px[i]! > 240 && px[i + 1]! < 20 && px[i + 2]! < 20) red++;
      return red;
    };
    expect(await redIn()).toBe(0);
    expect(
      (await save(p.cookie, id, { logo, iconPosition: 'top', backgroundColor: '#000000' })).statusCode,
    ).toBe(200);
    expect(await redIn()).toBeGreaterThan(100);
  });

  it('is refused to a Free owner with 403 saying Premium is needed', async () => {
    const f = await signUp(t);
    const id = await counterOf(f.cookie);
    const res = await save(f.cookie, id, { logo: 'b'.repeat(64) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LOGO_PREMIUM_MESSAGE);
  });
});

describe('a logo for a counter not made yet', () => {
  const uploadPending = (cookie: string | undefined, payload: Buffer | string) =>
    t.request({
      method: 'PUT',
      url: '/api/logos',
      cookie,
      payload,
      headers: { 'content-type': 'application/octet-stream' },
    });
  const pendingOf = (userId: string) =>
    t.app.db.select().from(pendingLogos).where(eq(pendingLogos.userId, userId));
  const idOf = async (email: string) =>
    (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('is uploaded before the counter exists, served for the preview, and claimed by the creation', async () => {
    const p = await premiumUser();
    const userId = await idOf(p.email);
    const first = await uploadPending(p.cookie, await image('png', '#123456'));
    expect(first.statusCode).toBe(200);
    // A newer upload replaces it: one pending logo per user, never a pile.
    const png = await image('png', '#654321');
    const second = await uploadPending(p.cookie, png);
    expect(second.json()).toEqual({ logo: sha(png), url: `/api/logos/${sha(png)}` });
    expect((await pendingOf(userId)).map((l) => l.hash)).toEqual([sha(png)]);
    expect((await t.request({ method: 'GET', url: first.json().url })).statusCode).toBe(404);
    const served = await t.request({ method: 'GET', url: second.json().url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    const id = await counterOf(p.cookie, { logo: sha(png), iconPosition: 'top' });
    expect((await logosOf(id)).map((l) => l.hash)).toEqual([sha(png)]);
    expect(await pendingOf(userId)).toEqual([]);
    // Still served, now as the counter's.
    expect((await t.request({ method: 'GET', url: second.json().url })).statusCode).toBe(200);
  });

  it('is checked like any logo and stores nothing when refused', async () => {
    expect((await uploadPending(undefined, await image('png'))).statusCode).toBe(401);
    const f = await signUp(t);
    const free = await uploadPending(f.cookie, await image('png'));
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(LOGO_PREMIUM_MESSAGE);
    expect(await pendingOf(await idOf(f.email))).toEqual([]);
    const p = await premiumUser();
    const svg = await uploadPending(p.cookie, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe(LOGO_MESSAGES.svg);
    const big = await uploadPending(p.cookie, Buffer.alloc(LOGO_MAX_BYTES + 1, 0x89));
    expect(big.statusCode).toBe(413);
    expect(await pendingOf(await idOf(p.email))).toEqual([]);
  });

  it('is claimed only by its uploader; an upload replaced before the creation is refused by name', async () => {
    const p = await premiumUser();
    const png = await image('png', '#0a0b0c');
    await uploadPending(p.cookie, png);
    const other = await premiumUser();
    const borrowed = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: other.cookie,
      payload: { name: 'Borrowed', settings: settings({ logo: sha(png) }) },
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe(LOGO_MESSAGES.missing);
    // Replaced by a newer upload (another tab), the older one is gone: the form says to upload again.
    await uploadPending(p.cookie, await image('webp', '#0c0b0a'));
    const stale = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: p.cookie,
      payload: { name: 'Stale', settings: settings({ logo: sha(png) }) },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ 'settings.logo': [LOGO_MESSAGES.missing] });
    // Nothing was created.
    const list = await t.request({ method: 'GET', url: '/api/counters', cookie: p.cookie });
    expect(JSON.stringify(list.json())).not.toContain('Stale');
  });
});
