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

/** Mean absolute difference per channel (0–255), and the pixels off by more than 64 (count, share). */
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
  return { mean: sum / ((x.data.length / 4) * 3), far, farShare: far / (x.data.length / 4) };
}

/** The first frame of a GIF, as a PNG (the browser paints a PNG to compare with). */
async function firstGifFrame(gifBytes: Buffer): Promise<Buffer> {
  const { GifReader } = await import('omggif');
  const gif = new GifReader(new Uint8Array(gifBytes));
  const rgba = new Uint8ClampedArray(gif.width * gif.height * 4);
  gif.decodeAndBlitFrameRGBA(0, rgba);
  const canvas = createCanvas(gif.width, gif.height);
  const ctx = canvas.getContext('2d');
  const data = ctx.createImageData(gif.width, gif.height);
  data.data.set(rgba);
  ctx.putImageData(data, 0, 0);
  return canvas.encode('png');
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
    const diff = await compare(browserPng, await firstGifFrame(server));
    // Anti-aliasing and the GIF palette cost a few levels (the e-mail layout's big translucent cards
    // over a gradient band in a 255-colour palette: about 4.4); a wrong layout or font costs far more.
    expect(diff.mean).toBeLessThan(5);
    expect(diff.farShare).toBeLessThan(0.02);
  });

  test('a live count shown versus: both sides, their icons and labels, and the gap', async ({ page }) => {
    const now = Date.parse('2026-12-20T09:41:07Z');
    const job: ImageJob = {
      settings: {
        ...createFormDefaults(new Date(now), 'UTC'),
        countdownType: 'number',
        startNumber: 1234,
        endNumber: 5000,
        title: 'Subscriber race',
        liveDisplay: 'versus',
      },
      versus: {
        sides: [
          { label: 'Team Alice', platform: 'twitch', value: 1234 },
          { label: 'Bob', platform: 'youtube', value: 1100 },
        ],
        leader: 0,
        gap: 134,
        rounded: false,
        lead: 1234,
      },
      premium: true,
      format: 'og',
      width: 1200,
      scale: 1,
      now,
    };
    const browserPng = await paintInBrowser(page, job);
    const server = await renderImage(job);
    const diff = await compare(browserPng, server);
    expect(diff.mean).toBeLessThan(3);
    expect(diff.farShare).toBeLessThan(0.02);
    // The comparison can fail: the number alone is far off.
    expect((await compare(browserPng, await renderImage({ ...job, versus: null }))).mean).toBeGreaterThan(
      diff.mean,
    );
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

  test('an emoji in the completion message: both paint it in colour, in the same place', async ({ page }) => {
    const now = Date.parse('2026-12-20T09:41:07Z');
    // A countdown past its end shows the completion message: the default '🎉 Complete!'.
    const job: ImageJob = {
      settings: {
        ...createFormDefaults(new Date(now), 'UTC'),
        countdownType: 'datetime',
        endDateTime: '2026-12-20T09:00',
        timeZone: 'UTC',
        title: 'Launch',
        completionMessage: '🎉 Complete!',
        backgroundType: 'solid',
        backgroundColor: '#000000',
        textColor: '#ffffff',
        titleColor: '#ffffff',
        counterColor: '#ffffff',
      },
      premium: true,
      format: 'png',
      width: 600,
      scale: 1,
      now,
    };
    const server = await renderImage(job);
    /** Saturated pixels (the emoji's colours; the text is white on black): count and box. */
    async function colourOf(png: Buffer) {
      const { width, data } = await pixelsOf(png);
      const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (Math.max(...rgb) - Math.min(...rgb) < 80) continue;
        count++;
        const p = i / 4;
        box.x0 = Math.min(box.x0, p % width);
        box.x1 = Math.max(box.x1, p % width);
        box.y0 = Math.min(box.y0, Math.floor(p / width));
        box.y1 = Math.max(box.y1, Math.floor(p / width));
      }
      return { count, box };
    }
    const onServer = await colourOf(server);
    // Colour, not a box with '1F389' in it: a tofu box is drawn in the text's white.
    expect(onServer.count).toBeGreaterThan(150);
    const inBrowser = await colourOf(await paintInBrowser(page, job));
    expect(inBrowser.count).toBeGreaterThan(150);
    // The same glyph in the same place: the boxes of colour agree within a few pixels.
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const)
      expect(Math.abs(onServer.box[k] - inBrowser.box[k]), k).toBeLessThanOrEqual(4);
    const diff = await compare(await paintInBrowser(page, job), server);
    expect(diff.mean).toBeLessThan(3);
    expect(diff.farShare).toBeLessThan(0.02);
    // The comparison can fail: without its emoji the message has no colour at all.
    const plain = await renderImage({
      ...job,
      settings: { ...job.settings, completionMessage: 'Complete!' },
    });
    expect((await colourOf(plain)).count).toBe(0);
  });

  test('e-mail layouts at 2×: cards, bare digits, the end text with an emoji, 00:00:00', async ({ page }) => {
    const now = Date.parse('2026-12-20T09:41:07Z');
    const base = {
      ...createFormDefaults(new Date(now), 'UTC'),
      countdownType: 'datetime' as const,
      timeZone: 'UTC',
      title: 'Flash sale ends in',
    };
    const jobOf = (settings: Partial<ImageJob['settings']>): ImageJob => ({
      settings: { ...base, ...settings },
      premium: true,
      format: 'gif',
      width: 600,
      scale: 2,
      now,
    });
    const layouts = {
      // Two hours left: hours, mins, secs in cards.
      cards: jobOf({ endDateTime: '2026-12-20T11:41' }),
      // Days left, bare digits, a narrow font and a gradient.
      digits: jobOf({
        endDateTime: '2026-12-24T18:00',
        emailLayout: 'digits',
        fontStyle: 'oswald',
        backgroundType: 'gradient',
      }),
      ended: jobOf({ endDateTime: '2026-12-20T09:00', emailEndText: 'Sale ended 🎉' }),
      zeros: jobOf({ endDateTime: '2026-12-20T09:00', emailEnd: 'zeros' }),
    };
    const served: Record<string, Buffer> = {};
    for (const [name, job] of Object.entries(layouts)) {
      const server = await firstGifFrame(await renderImage(job));
      served[name] = server;
      const { width, height } = await pixelsOf(server);
      // The 2× image: 1200 px wide, the e-mail layout's height (600 CSS pixels wide, digits filling it).
      expect(width, name).toBe(1200);
      expect(height, name).toBeLessThan(420);
      const diff = await compare(await paintInBrowser(page, job), server);
      // The GIF palette costs a few levels; a wrong layout, size or font costs far more.
      expect(diff.mean, name).toBeLessThan(4);
      expect(diff.farShare, name).toBeLessThan(0.02);
    }
    // The end text's emoji is in colour in both (the text is white on a dark solid background).
    const saturated = async (png: Buffer) => {
      const { data } = await pixelsOf(png);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) {
        const rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (Math.max(...rgb) - Math.min(...rgb) >= 80) n++;
      }
      return n;
    };
    expect(await saturated(served.ended!)).toBeGreaterThan(400);
    expect(await saturated(await paintInBrowser(page, layouts.ended))).toBeGreaterThan(400);
    expect(await saturated(served.zeros!)).toBe(0);
    // The comparison can fail: another moment of the same layout (00:00:00 for 01:59:53) is far apart.
    const other = await compare(served.cards!, served.zeros!);
    expect(other.farShare).toBeGreaterThan(0.02);
  });

  test('every platform icon: the browser and the server paint the same mark', async ({ page }) => {
    const now = Date.parse('2026-12-20T09:41:07Z');
    const base = createFormDefaults(new Date(now), 'UTC');
    const icons = ['twitch', 'kick', 'tiktok', 'threads', 'bluesky', 'discord'] as const;
    // A green found nowhere else in the frame marks where the icon is, so the comparison looks at
    // the mark alone (text edges differ a little between the two canvases and would drown it).
    const jobFor = (socialIcon: (typeof icons)[number]): ImageJob => ({
      settings: {
        ...base,
        startNumber: 0,
        endNumber: 5_000,
        title: 'Followers',
        completionMessage: 'Goal reached',
        socialIcon,
        iconPosition: 'top',
        iconColor: '#00ff00',
      },
      premium: true,
      format: 'png',
      width: 480,
      scale: 1,
      now,
    });
    /** Channel differences inside the box: the mean and the pixels off by more than 64. */
    async function compareIn(a: Buffer, b: Buffer, box: { x0: number; y0: number; x1: number; y1: number }) {
      const x = await pixelsOf(a);
      const y = await pixelsOf(b);
      let sum = 0;
      let far = 0;
      for (let py = box.y0; py <= box.y1; py++)
        for (let px = box.x0; px <= box.x1; px++) {
          const i = (py * x.width + px) * 4;
          let worst = 0;
          for (let c = 0; c < 3; c++) {
            const d = Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0));
            sum += d;
            worst = Math.max(worst, d);
          }
          if (worst > 64) far++;
        }
      const area = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
      return { mean: sum / (area * 3), far: far / area };
    }
    async function markBox(png: Buffer) {
      const { width, height, data } = await pixelsOf(png);
      const box = { x0: width, y0: height, x1: 0, y1: 0 };
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i + 1] ?? 0) < 200 || (data[i] ?? 0) > 90 || (data[i + 2] ?? 0) > 90) continue;
        const p = i / 4;
        box.x0 = Math.min(box.x0, p % width);
        box.x1 = Math.max(box.x1, p % width);
        box.y0 = Math.min(box.y0, Math.floor(p / width));
        box.y1 = Math.max(box.y1, Math.floor(p / width));
      }
      const pad = 3;
      return { x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad };
    }
    const painted: { server: Buffer; box: Awaited<ReturnType<typeof markBox>> }[] = [];
    for (const icon of icons) {
      const job = jobFor(icon);
      const server = await renderImage(job);
      const box = await markBox(server);
      // The mark is there, drawn at the icon's size (at least 32 px at the top).
      expect(box.x1 - box.x0, icon).toBeGreaterThanOrEqual(24);
      const diff = await compareIn(await paintInBrowser(page, job), server, box);
      expect(diff.mean, icon).toBeLessThan(3);
      expect(diff.far, icon).toBeLessThan(0.02);
      painted.push({ server, box });
    }
    // The comparison can fail: another mark in the same place is far off.
    const [twitch, kick] = painted;
    const other = await compareIn(kick!.server, twitch!.server, twitch!.box);
    expect(other.far).toBeGreaterThan(0.15);
  });
});
