import { mkdirSync } from 'node:fs';
import { LOGO_MESSAGES } from '@core/counter/logo';
import { createCanvas } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { createCounter } from './support/export-video';
import { expect, test } from './support/fixtures';

// A Premium creator's own logo: picked in the form (checked, uploaded with progress, shown in the
// preview), saved with the counter and shown on its public page, where the icon would be.

/** A word-mark logo, drawn and encoded as PNG by the server's canvas library. */
// Each call draws a logo of its own bytes (a pixel varies): logos are stored by content hash, so
// two tests uploading the same bytes at once would share one, and a removal would not end it.
let logoSeq = 0;
async function logoPng(): Promise<Buffer> {
  logoSeq += 1;
  const canvas = createCanvas(240, 96);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f59e0b';
  ctx.beginPath();
  ctx.roundRect(0, 0, 240, 96, 24);
  ctx.fill();
  ctx.fillStyle = '#111827';
  ctx.font = 'bold 56px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('ACME', 120, 50);
  ctx.fillStyle = `rgb(${process.pid % 256}, ${logoSeq % 256}, ${Math.floor(Math.random() * 256)})`;
  ctx.fillRect(0, 95, 1, 1);
  return canvas.encode('png');
}

const SHOTS = process.env.LOGO_SHOTS;

async function saveForm(page: Page, id: string) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/counters/${id}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Update Counter' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/edit$/);
}

test('a Premium creator uploads a logo, sees it in the preview and on the counter page', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  const { id } = await createCounter(page.request, baseURL!, {
    title: 'Road to 10K',
    endNumber: 10_000,
    iconPosition: 'top',
  });
  await page.goto(`/counter/${id}/edit`);
  const field = page.getByTestId('logo-field');
  await expect(field).toContainText('PNG, JPEG or WebP, up to 512 KB');

  // An SVG is refused before anything is sent, whatever its name says.
  await page.getByTestId('logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(field.getByRole('alert')).toHaveText(LOGO_MESSAGES.svg);

  // The upload button is a real button: the keyboard reaches it.
  const button = field.getByRole('button', { name: 'Upload logo' });
  await button.focus();
  await expect(button).toBeFocused();
  const png = await logoPng();
  const uploaded = page.waitForResponse((r) => r.url().endsWith(`/api/counters/${id}/logo`));
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: png });
  expect((await uploaded).status()).toBe(200);
  await expect(field.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  // The form's preview shows it where the icon goes.
  const previewLogo = page.getByLabel('Preview').getByTestId('counter-logo');
  await expect(previewLogo).toBeVisible();
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/form-logo-${width}.png` });
    }
  }

  await saveForm(page, id);

  await page.goto(`/counter/${id}`);
  const logo = page.getByTestId('counter-logo');
  await expect(logo).toBeVisible();
  // Decoded from our origin, by its content hash.
  const src = await logo.getAttribute('src');
  expect(src).toMatch(/^\/api\/logos\/[0-9a-f]{64}$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const served = await page.request.get(`${baseURL}${src}`);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  if (SHOTS)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/counter-logo-${width}.png` });
    }

  // Removing it and saving takes it off the page.
  await page.goto(`/counter/${id}/edit`);
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByLabel('Preview').getByTestId('counter-logo')).toHaveCount(0);
  await saveForm(page, id);
  expect((await page.request.get(`${baseURL}${src}`)).status()).toBe(404);
});

test('a Premium creator adds the logo while making a new counter, and the creation keeps it', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  await page.goto('/counter/new');
  const field = page.getByTestId('logo-field');
  await expect(field.getByRole('button', { name: 'Upload logo' })).toBeVisible();
  const png = await logoPng();
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/logos') && r.request().method() === 'PUT',
  );
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: png });
  expect((await uploaded).status()).toBe(200);
  await expect(field).toContainText('Saved with the counter when you create it.');
  await expect(page.getByLabel('Preview').getByTestId('counter-logo')).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByLabel('Preview')
        .getByTestId('counter-logo')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(240);

  await page.getByLabel('Counter Title').fill('Brand launch');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/counters') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Counter' }).click();
  expect((await created).status()).toBe(201);
  const { id } = (await (await created).json()) as { id: string };
  await page.goto(`/counter/${id}`);
  const logo = page.getByTestId('counter-logo');
  await expect(logo).toBeVisible();
  const served = await page.request.get(`${baseURL}${await logo.getAttribute('src')}`);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
});

test('a Free creator is told the logo is a Premium feature', async ({ page, baseURL, account: _account }) => {
  const { id } = await createCounter(page.request, baseURL!, {});
  await page.goto(`/counter/${id}/edit`);
  await expect(page.getByText('Your own logo is available for premium users only.')).toBeVisible();
  await expect(page.getByTestId('logo-input')).toHaveCount(0);
});
