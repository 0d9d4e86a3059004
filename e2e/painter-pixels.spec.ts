import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { ImageJob } from '@core/painter/image-scene';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { build } from 'esbuild';
import { renderImage } from '../server/images/render-image';
import { createCounter } from './support/export-video';
import { expect, test } from './support/fixtures';

// One painter (issue 19): a frame painted by Chromium's canvas and the same frame painted by the
// server (@napi-rs/canvas) match within a small tolerance: same layout, same fonts, same colours.
const require = createRequire(import.meta.url);
const ORIGIN = 'http://painter.test';

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./support/paint-in-browser.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  });
  return out.outputFiles[0]?.text ?? '';
}

async function pixelsOf(png: Buffer) {
  const img = await loadImage(png);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  return { width: img.width, height: img.height, data: ctx.getImageData(0, 0, img.width, img.height).data };
}

/** Mean absolute difference per channel (0–255) and the share of pixels off by more than 64. */
async function compare(a: Buffer, b: Buffer) {
  const x = await pixelsOf(a);
  const y = await pixelsOf(b);
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let sum = 0;
  let far = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    let px = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0));
      sum += d;
      px = Math.max(px, d);
    }
    if (px > 64) far++;
  }
  return { mean: sum / ((x.data.length / 4) * 3), farShare: far / (x.data.length / 4) };
}

test.describe('server and browser paint the same frame', () => {
  let script = '';
  test.beforeAll(async () => {
    script = await bundle();
  });

  async function paintInBrowser(page: import('@playwright/test').Page, job: ImageJob): Promise<Buffer> {
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/')
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body></body>' });
      if (path === '/paint.js') return route.fulfill({ contentType: 'text/javascript', body: script });
      const file = decodeURIComponent(path.replace(/^\/fonts\//, ''));
      return route.fulfill({ contentType: 'font/woff2', body: readFileSync(require.resolve(file)) });
    });
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ url: `${ORIGIN}/paint.js` });
    const url = await page.evaluate(
      ([j, base]) =>
        (globalThis as unknown as { paintImage: (j: unknown, b: string) => Promise<string> }).paintImage(
          j,
          base,
        ),
      [job, `${ORIGIN}/fonts`] as const,
    );
    return Buffer.from(url.split(',')[1] ?? '', 'base64');
  }

  test('a countdown at a fixed instant, with title, watermark and the upgrade note', async ({ page }) => {
    const now = Date.parse('2026-12-20T09:41:07Z');
    const job: ImageJob = {
      settings: {
        ...createFormDefaults(new Date(now), 'UTC'),
        countdownType: 'datetime',
        endDateTime: '2026-12-24T18:00',
        timeZone: 'Europe/Berlin',
        title: 'Holiday sale ends in',
        backgroundType: 'gradient',
      },
      premium: false,
      format: 'gif',
      width: 600,
      scale: 1,
      now,
    };
    const browserPng = await paintInBrowser(page, job);
    const server = await renderImage(job);
    // The GIF is a still for a Free owner: compare its frame (decoded) with the browser's frame.
    const { GifReader } = await import('omggif');
    const gif = new GifReader(new Uint8Array(server));
    const rgba = new Uint8ClampedArray(gif.width * gif.height * 4);
    gif.decodeAndBlitFrameRGBA(0, rgba);
    const canvas = createCanvas(gif.width, gif.height);
    const ctx = canvas.getContext('2d');
    const data = ctx.createImageData(gif.width, gif.height);
    data.data.set(rgba);
    ctx.putImageData(data, 0, 0);
    const diff = await compare(browserPng, await canvas.encode('png'));
    // Anti-aliasing and the GIF palette cost a few levels; a wrong layout, font or second costs far more.
    expect(diff.mean).toBeLessThan(4);
    expect(diff.farShare).toBeLessThan(0.02);
  });

  test('a number counter: the served PNG matches the browser frame', async ({
    page,
    baseURL,
    premium: _premium,
  }) => {
    const patch = {
      startNumber: 0,
      endNumber: 12_500,
      title: 'Road to 12.5K',
      socialIcon: 'youtube',
      iconPosition: 'left',
    };
    const { id, settings } = await createCounter(page.request, baseURL!, patch);
    const res = await page.request.get(`${baseURL}/counter/${id}/image.png?w=800`);
    expect(res.status()).toBe(200);
    const job: ImageJob = {
      settings: settings as ImageJob['settings'],
      premium: true,
      format: 'png',
      width: 800,
      scale: 1,
      now: Date.now(),
    };
    const browserPng = await paintInBrowser(page, job);
    const diff = await compare(browserPng, await res.body());
    expect(diff.mean).toBeLessThan(3);
    expect(diff.farShare).toBeLessThan(0.02);
    // The comparison can fail: another design is far off.
    const other = await paintInBrowser(page, {
      ...job,
      settings: { ...job.settings, endNumber: 99_999 } as ImageJob['settings'],
    });
    expect((await compare(other, await res.body())).mean).toBeGreaterThan(diff.mean);
  });
});
