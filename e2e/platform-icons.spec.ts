import { SOCIAL_ICON_REGISTRY } from '@core/counter/social-icons';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createCounter } from './support/export-video';
import { expect, expectSignedInAs, test } from './support/fixtures';

// Issue 41 item 5: the platform icons streamers use, from the icon registry, in the form and the viewer.
const NEW_ICONS = ['twitch', 'kick', 'tiktok', 'threads', 'bluesky', 'discord'] as const;

/** The share of an element's pixels within 40 levels of a #rrggbb colour. */
async function shareOfColour(element: Locator, hex: string): Promise<number> {
  const img = await loadImage(await element.screenshot());
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, img.width, img.height);
  const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let near = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (want.every((c, k) => Math.abs((data[i + k] ?? 0) - c) <= 40)) near++;
  }
  return near / (data.length / 4);
}

test('each new platform icon shows in the viewer, drawn in its brand colour', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  for (const icon of NEW_ICONS) {
    const { id } = await createCounter(page.request, baseURL!, {
      title: `${icon} followers`,
      socialIcon: icon,
      iconPosition: 'top',
      iconColor: SOCIAL_ICON_REGISTRY[icon].brand,
    });
    await page.goto(`/counter/${id}`);
    const display = page.getByTestId('counter-display');
    const glyph = display.getByRole('img', { name: SOCIAL_ICON_REGISTRY[icon].name, exact: true });
    await expect(glyph).toBeVisible();
    const box = await glyph.boundingBox();
    expect(box?.width, icon).toBeGreaterThanOrEqual(32);
    // The mark is drawn, not an empty box: a good part of it is in the brand colour.
    expect(await shareOfColour(glyph, SOCIAL_ICON_REGISTRY[icon].brand), icon).toBeGreaterThan(0.12);
  }
});

test('the form offers the platform marks; picking one shows it in the preview in its brand colour', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  const choice = page.getByRole('group', { name: 'Social Icon' });
  for (const { label } of Object.values(SOCIAL_ICON_REGISTRY)) {
    await expect(choice.getByRole('radio', { name: label, exact: true })).toBeVisible();
  }
  await expect(choice.getByRole('radio', { name: 'None' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the icon choice');

  await choice.getByText('Twitch', { exact: true }).click();
  await expect(choice.getByRole('radio', { name: 'Twitch' })).toBeChecked();
  const preview = page.getByTestId('counter-preview');
  await expect(preview.getByRole('img', { name: 'Twitch', exact: true })).toBeVisible();
  await expect(page.getByLabel('Icon Color', { exact: true })).toHaveValue('#9146ff');

  // Arrow keys move through the marks like any radio group.
  await choice.getByRole('radio', { name: 'Twitch' }).press('ArrowRight');
  await expect(choice.getByRole('radio', { name: 'Kick' })).toBeChecked();
  await expect(preview.getByRole('img', { name: 'Kick', exact: true })).toBeVisible();
  await expect(page.getByLabel('Icon Color', { exact: true })).toHaveValue('#53fc18');

  await page.getByLabel('Counter Name').fill('Kick subs');
  await page.getByRole('button', { name: 'Create Counter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const [summary] = (await (await page.request.get('/api/counters')).json()) as { id: string }[];
  const saved = (await (await page.request.get(`/api/counters/${summary?.id}`)).json()) as {
    settings: Record<string, unknown>;
  };
  expect(saved.settings).toMatchObject({ socialIcon: 'kick', iconColor: '#53fc18' });
});

for (const width of [390, 1280]) {
  test(`screenshots of the icon choice and the viewer at ${width} px`, async ({
    page,
    baseURL,
    account,
  }, testInfo) => {
    await expectSignedInAs(page, account);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/counter/new');
    const choice = page.getByRole('group', { name: 'Social Icon' });
    await choice.getByText('Bluesky', { exact: true }).click();
    await choice.scrollIntoViewIfNeeded();
    // The eleven marks fit the phone's width: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`icon-choice-${width}.png`) });
    const { id } = await createCounter(page.request, baseURL!, {
      title: 'Twitch followers',
      socialIcon: 'twitch',
      iconPosition: 'title-left',
      iconColor: '#9146ff',
    });
    await page.goto(`/counter/${id}`);
    await expect(page.getByRole('img', { name: 'Twitch', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`viewer-${width}.png`) });
  });
}
