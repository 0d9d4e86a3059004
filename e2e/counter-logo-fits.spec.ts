import { createCanvas } from '@napi-rs/canvas';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createCounter } from './support/export-video';
import { expect, test } from './support/fixtures';

// A logo above the title is the topmost part of the counter: wherever the counter is shown (the
// form's preview, the public page, an embed or OBS source of any size) it is shown whole.

/** A wide word mark, as creators upload them. */
async function wordMarkPng(): Promise<Buffer> {
  const canvas = createCanvas(300, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#22c55e';
  ctx.fillRect(0, 0, 300, 100);
  ctx.fillStyle = '#052e16';
  ctx.font = 'bold 60px sans-serif';
  ctx.fillText('LOGO', 60, 72);
  return canvas.encode('png');
}

async function counterWithLogo(request: APIRequestContext, baseURL: string): Promise<string> {
  const patch = {
    title: 'Road to 100K subscribers on every platform',
    startNumber: 99_850,
    endNumber: 100_000,
    iconPosition: 'top',
  };
  const { id, settings } = await createCounter(request, baseURL, patch);
  const upload = await request.put(`/api/counters/${id}/logo`, {
    data: await wordMarkPng(),
    headers: { origin: baseURL, 'content-type': 'application/octet-stream' },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { logo } = (await upload.json()) as { logo: string };
  const saved = await request.put(`/api/counters/${id}`, {
    data: { name: 'Road to 20', settings: { ...settings, logo } },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}

/** How far (px) the logo's box reaches outside the box that shows it: 0 on every side when whole. */
async function overflow(logo: Locator, container: Locator | 'viewport') {
  return logo.evaluate(
    (img, box) => {
      const r = img.getBoundingClientRect();
      const c = box
        ? box.getBoundingClientRect()
        : { top: 0, left: 0, right: innerWidth, bottom: innerHeight, height: innerHeight };
      const loaded = (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0;
      return {
        loaded,
        height: Math.round(r.height),
        top: Math.max(0, Math.round(c.top - r.top)),
        bottom: Math.max(0, Math.round(r.bottom - c.bottom)),
        left: Math.max(0, Math.round(c.left - r.left)),
        right: Math.max(0, Math.round(r.right - c.right)),
      };
    },
    container === 'viewport' ? null : await container.elementHandle(),
  );
}

async function expectWhole(page: Page, logo: Locator, container: Locator | 'viewport', where: string) {
  await expect(logo).toBeVisible();
  await expect
    .poll(
      async () => {
        const o = await overflow(logo, container);
        return o.loaded && o.height >= 12
          ? { top: o.top, bottom: o.bottom, left: o.left, right: o.right }
          : o;
      },
      { message: `${where}: the logo is cut` },
    )
    .toEqual({ top: 0, bottom: 0, left: 0, right: 0 });
  if (process.env.LOGO_SHOTS)
    await page.screenshot({ path: `${process.env.LOGO_SHOTS}/logo-${where.replace(/\W+/g, '-')}.png` });
}

test('a logo above the title shows whole in the preview, the public page and OBS sources', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  const id = await counterWithLogo(page.request, baseURL!);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/counter/${id}/edit`);
    const preview = page.getByTestId('counter-preview');
    await expectWhole(page, preview.getByTestId('counter-logo'), preview, `preview ${width}`);
  }

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/counter/${id}`);
    await expectWhole(page, page.getByTestId('counter-logo'), 'viewport', `public ${size.width}`);
  }

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1200, height: 360 },
    { width: 400, height: 150 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/embed/${id}?transparent=1&autostart=1`);
    await expectWhole(page, page.getByTestId('counter-logo'), 'viewport', `obs ${size.width}x${size.height}`);
  }
});
