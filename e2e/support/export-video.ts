import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Browser, Download, Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { expect } from './fixtures';

// Making a clip through the export screen and reading it back: in Node (container, codec, size,
// frames) and, decoded in Chromium with WebCodecs, as pixels to compare with PNGs of the same moment.
// The package's own browser build (a script that defines window.Mediabunny), next to its Node entry.
const MEDIABUNNY_BUNDLE = join(
  dirname(createRequire(import.meta.url).resolve('mediabunny')),
  'mediabunny.min.cjs',
);

export async function createCounter(
  request: APIRequestContext,
  baseURL: string,
  patch: Record<string, unknown>,
) {
  const settings = { ...createFormDefaults(new Date(), 'UTC'), title: 'Road to 20', ...patch };
  const res = await request.post(`${baseURL}/api/counters`, {
    data: { name: 'Road to 20', settings },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, settings };
}

export const bytesOf = async (download: Download) => readFileSync((await download.path()) ?? '');

// Chromium starts at most about ten downloads a second from a page and drops the rest without a
// word: clicking a link for an eleventh within the second gives no download at all (measured on
// Chromium 156: back-to-back downloads lost every eleventh; 110 ms apart, none of 40). Only a test
// downloads that fast. A spec that asks for a run of PNGs keeps its page under nine a second, so a
// quick machine does not lose one and wait out the test's limit for it.
const DOWNLOADS_PER_SECOND = 9;
const downloadsOf = new WeakMap<Page, number[]>();

async function paceDownload(page: Page): Promise<void> {
  const recent = (downloadsOf.get(page) ?? []).filter((at) => Date.now() - at < 1000);
  // The earliest of the last nine must be a second old before another starts.
  const ninthLast = recent[recent.length - DOWNLOADS_PER_SECOND];
  if (ninthLast !== undefined) await page.waitForTimeout(ninthLast + 1010 - Date.now());
  downloadsOf.set(page, [...recent, Date.now()].slice(-DOWNLOADS_PER_SECOND));
}

/** Clicks what downloads a file and returns the download, keeping the page's downloads paced. */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  await paceDownload(page);
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

// Encoding runs at the machine's pace: a CI box with four browsers on two cores (and the full-depth
// export-frames pass beside it) has taken over 90 s for a 390-frame 1080×1080 VP9 clip.
export async function exportVideo(page: Page, timeout = 240_000): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Export video' }).click();
  await expect(page.getByTestId('export-progress')).toBeVisible();
  await expect(page.getByTestId('export-done')).toBeVisible({ timeout });
  const download = await downloadFrom(page, () => page.getByText('Download video').click());
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

export async function pngAt(page: Page, ms: number): Promise<Buffer> {
  await page.getByLabel('Preview position').fill(String(ms));
  const download = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PNG' }).click());
  return bytesOf(download);
}

export async function readVideo(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('no video track');
  return {
    mime: await input.getMimeType(),
    codec: track.codec,
    width: await track.getDisplayWidth(),
    height: await track.getDisplayHeight(),
    duration: await input.computeDuration(),
    frames: (await track.computePacketStats()).packetCount,
  };
}

// Mean absolute difference (0..255) between decoded video frames and PNGs, decoded with
// mediabunny's CanvasSink in a bare page on our origin (WebCodecs needs a secure context; the
// app's CSP rightly forbids injected scripts, so the page is served by Playwright itself).
export async function frameDiffs(
  browser: Browser,
  baseURL: string,
  video: Buffer,
  pairs: { at: number; png: Buffer }[],
) {
  const page = await browser.newPage();
  const url = `${baseURL}/__export-decode-test`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>decode</title>' }),
  );
  await page.goto(url);
  await page.addScriptTag({ path: MEDIABUNNY_BUNDLE });
  const diffs = await page.evaluate(
    async ({ video, pairs }) => {
      const M = (window as unknown as { Mediabunny: typeof import('mediabunny') }).Mediabunny;
      const bytes = Uint8Array.from(atob(video), (c) => c.charCodeAt(0));
      const input = new M.Input({ source: new M.BufferSource(bytes), formats: M.ALL_FORMATS });
      const track = await input.getPrimaryVideoTrack();
      if (!track) throw new Error('no track');
      const sink = new M.CanvasSink(track, { poolSize: 0 });
      const pixels = (source: CanvasImageSource, w: number, h: number) => {
        const c = new OffscreenCanvas(w, h);
        const g = c.getContext('2d');
        if (!g) throw new Error('no 2d');
        g.drawImage(source, 0, 0, w, h);
        return g.getImageData(0, 0, w, h).data;
      };
      const out: number[] = [];
      for (const { at, png } of pairs) {
        const frame = await sink.getCanvas(at);
        if (!frame) throw new Error(`no frame at ${at}`);
        const { width: w, height: h } = frame.canvas;
        const img = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))]));
        const a = pixels(frame.canvas, w, h);
        const b = pixels(img, w, h);
        let sum = 0;
        for (let i = 0; i < a.length; i += 4) {
          sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
        }
        out.push(sum / ((a.length / 4) * 3));
      }
      return out;
    },
    {
      video: video.toString('base64'),
      pairs: pairs.map((p) => ({ at: p.at, png: p.png.toString('base64') })),
    },
  );
  await page.close();
  return diffs;
}
