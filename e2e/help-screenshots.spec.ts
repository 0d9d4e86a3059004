import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, proveAddress, test } from './support/fixtures';
import { createSyncedCounter } from './support/live';
import { seedBlueskyAccount } from './support/live-count-stand-ins';

// Not a test: makes the Help Center's screenshots (web/public/help/*.webp) from the real screens,
// run by `npx tsx scripts/help-screenshots.ts`. Skipped in every ordinary run.
test.skip(!process.env.HELP_SCREENSHOTS, 'makes the Help screenshots; run scripts/help-screenshots.ts');

const OUT = join(process.cwd(), 'web/public/help');

/** The element as WebP (drawn by Chromium's own encoder), scaled down to at most `width` px. */
async function save(page: Page, target: Locator | Page, name: string, width: number, clipHeight?: number) {
  const png =
    'screenshot' in target && target === page
      ? await page.screenshot(
          clipHeight ? { clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: clipHeight } } : {},
        )
      : await (target as Locator).screenshot();
  const webp = await page.evaluate(
    async ({ b64, width }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const scale = Math.min(1, width / img.naturalWidth);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      const ctx = canvas.getContext('2d')!;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      return { data: canvas.toDataURL('image/webp', 0.78).split(',')[1]!, w: canvas.width, h: canvas.height };
    },
    { b64: png.toString('base64'), width },
  );
  mkdirSync(OUT, { recursive: true });
  const bytes = Buffer.from(webp.data, 'base64');
  writeFileSync(join(OUT, `${name}.webp`), bytes);
  console.log(`${name}.webp ${webp.w}×${webp.h} ${(bytes.length / 1024).toFixed(1)} KB`);
}

test('help screenshots', async ({ page, premium, baseURL }) => {
  test.setTimeout(180_000);
  await proveAddress(premium); // no "confirm your email" banner in the pictures
  await page.setViewportSize({ width: 1100, height: 900 });
  const goal = await createSyncedCounter(
    page.request,
    baseURL!,
    { countdownType: 'number', startNumber: 9_850, endNumber: 10_000, title: 'Road to 10K' },
    'Road to 10K',
  );
  const endDateTime = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 16);
  const subathon = await createSyncedCounter(
    page.request,
    baseURL!,
    { countdownType: 'datetime', endDateTime, timeZone: 'UTC', title: 'Subathon' },
    'Subathon',
  );

  // Embed dialog: Website & OBS, then E-mail.
  await page.goto('/account');
  const card = page.getByTestId('counter-card').filter({ hasText: 'Subathon' });
  await card.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Browser source URL')).toBeVisible();
  // The pictures show the product's address, not the test server's.
  const publicHost = () =>
    page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        '[role=dialog] input, [role=dialog] textarea',
      ))
        el.value = el.value.replace(/http:\/\/localhost:\d+/g, 'https://countstream.app');
    });
  await publicHost();
  await save(page, dialog, 'obs-embed', 880);
  await dialog.getByRole('tab', { name: 'E-mail' }).click();
  const preview = dialog.getByTestId('email-image-preview');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  await save(page, dialog, 'email-timer', 880);
  await page.keyboard.press('Escape');

  // API keys, filled in as a creator would before Create key.
  const keys = page.getByTestId('api-keys');
  await keys.getByLabel('Key name').fill('Chat bot');
  await keys.scrollIntoViewIfNeeded();
  await save(page, keys, 'api-keys', 880);

  // Subathon: the standard preset and a cap on the control page.
  await page.goto(`/counter/${subathon}/control`);
  const rules = page.getByTestId('event-rules-card');
  await rules.getByRole('button', { name: /Standard subathon/ }).click();
  await expect(rules.getByTestId('rule-row')).toHaveCount(5);
  await rules.getByLabel('Cap (minutes)').fill('1440');
  await save(page, rules, 'subathon', 880);

  // Export.
  await page.goto(`/counter/${goal}/export`);
  await expect(page.getByRole('button', { name: 'Export video' })).toBeEnabled({ timeout: 20_000 });
  await save(page, page, 'export', 880, 900);

  // Live count in the form.
  const bluesky = await seedBlueskyAccount(48_210, 'Maya Streams');
  await page.goto('/counter/new');
  await page.getByRole('switch', { name: 'Follow a live count' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('bluesky');
  await page.getByLabel('Account', { exact: true }).fill(bluesky.handle);
  const found = page.getByTestId('account-preview-found');
  await expect(found).toContainText('48,210');
  const section = page
    .locator('section, fieldset, div')
    .filter({ has: page.getByRole('switch', { name: 'Follow a live count' }) })
    .filter({ has: found })
    .last();
  await save(page, section, 'live-counts', 880);

  // The phone remote.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/counter/${goal}/control`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await save(page, page, 'live-control', 390, 760);

  // The plans, as a visitor sees them.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1100, height: 1000 } });
  await visitor.goto(`${baseURL}/#pricing`);
  const plans = visitor.locator('#pricing .grid').first();
  await expect(plans.getByText('Most Popular')).toBeVisible();
  await expect(visitor.getByText('Loading...')).toHaveCount(0);
  await plans.scrollIntoViewIfNeeded();
  await save(visitor, plans, 'premium', 880);
  await visitor.close();
});
