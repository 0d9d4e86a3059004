import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectSignedInAs, makePremium, test, uniqueEmail } from './support/fixtures';

// Issue 41 item 2: an embed or OBS browser source fits its frame, whatever its size: every part of
// the counter lies inside the viewport, and the digits stay big enough to read.

type Patch = Record<string, unknown>;

async function createEmbeddable(request: APIRequestContext, baseURL: string, patch: Patch): Promise<string> {
  const email = uniqueEmail('fits');
  await request.post('/api/register', {
    data: { email, password: 'correct-horse' },
    headers: { origin: baseURL },
  });
  await makePremium(email);
  const settings = { ...createFormDefaults(new Date(), 'UTC'), ...patch };
  const res = await request.post('/api/counters', {
    data: { name: 'Fits', settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const FRAMES = [
  { name: 'lower third', width: 1200, height: 360 },
  { name: 'corner', width: 400, height: 150 },
  { name: 'full screen', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PARTS = [
  '[data-testid="counter-title"]',
  '[data-testid="counter-digits"]',
  '.cs-digits',
  '.cs-label',
  '.cs-progress',
  '[data-testid="completion-message"]',
  '[role="toolbar"]',
  '[data-testid="watermark"]',
].join(',');

/** The parts whose box leaves the viewport (none when the display fits), and the digits' height. */
function measure(page: Page) {
  return page.evaluate((selector) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        out.push(
          `${el.className || el.getAttribute('data-testid')} ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
    }
    const digits = document.querySelector('.cs-digits')?.getBoundingClientRect().height ?? 0;
    return { outside: out, digits };
  }, PARTS);
}

async function expectFits(page: Page, frame: (typeof FRAMES)[number]) {
  await expect
    .poll(async () => (await measure(page)).outside, { message: `${frame.name}: parts cut` })
    .toEqual([]);
  const { digits } = await measure(page);
  // Readable: in a small frame the digits take at least a fifth of its smaller side; a big one has
  // room to spare, and its digits are as wide as the frame allows.
  const side = Math.min(frame.width, frame.height);
  expect(digits, `${frame.name}: digits ${digits}px`).toBeGreaterThanOrEqual(
    (side < 600 ? 0.2 : 0.15) * side,
  );
}

test('a date countdown in OBS fits sources of every size', async ({ page, request, baseURL }) => {
  const end = new Date(Date.now() + 40 * 86_400_000);
  const id = await createEmbeddable(request, baseURL!, {
    countdownType: 'datetime',
    title: 'Summer launch',
    endDateTime: end.toISOString().slice(0, 16),
    timeZone: 'UTC',
    socialIcon: 'youtube',
    iconPosition: 'top',
  });
  for (const frame of FRAMES) {
    await page.setViewportSize({ width: frame.width, height: frame.height });
    await page.goto(`/embed/${id}?transparent=1&autostart=1`);
    await expect(page.locator('.cs-label')).toHaveCount(4);
    await expectFits(page, frame);
    await page.screenshot({ path: test.info().outputPath(`countdown-${frame.width}x${frame.height}.png`) });
  }
});

test('a number counter with its progress and controls fits an iframe of every size', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createEmbeddable(request, baseURL!, {
    title: 'Road to 100K subscribers',
    startNumber: 99_850,
    endNumber: 100_000,
  });
  for (const frame of FRAMES) {
    await page.setViewportSize({ width: frame.width, height: frame.height });
    await page.goto(`/embed/${id}`);
    await expect(page.getByRole('button', { name: 'Start Counter' })).toBeVisible();
    await expect(page.locator('.cs-progress')).toBeVisible();
    await expectFits(page, frame);
    await page.screenshot({ path: test.info().outputPath(`number-${frame.width}x${frame.height}.png`) });
  }
});

test('the embed dialog previews the browser source at the chosen size', async ({
  page,
  premium,
  baseURL,
}) => {
  await expectSignedInAs(page, premium, { subscriptionStatus: 'active' });
  const res = await page.request.post('/api/counters', {
    data: { name: 'Preview me', settings: { ...createFormDefaults(new Date(), 'UTC'), title: 'Preview me' } },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto('/account');
  await page
    .getByTestId('counter-card')
    .filter({ hasText: 'Preview me' })
    .getByRole('button', { name: 'Embed' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Embed Your Counter' });
  // The suggested size first, as before.
  await expect(dialog.getByTestId('browser-source-size')).toHaveText(/^Suggested size: \d+ × \d+ px$/);
  await dialog.locator('label', { hasText: 'Lower third' }).click();
  await expect(dialog.getByRole('radio', { name: /Lower third/ })).toBeChecked();
  await expect(dialog.getByTestId('browser-source-size')).toHaveText('Size: 1200 × 360 px');
  await expect(dialog.getByRole('listitem').nth(5)).toContainText('Width to 1200 and Height to 360');
  const preview = dialog.locator('iframe[title="Preview at 1200 × 360"]');
  await expect(preview).toHaveAttribute('width', '1200');
  await expect(preview).toHaveAttribute('height', '360');
  await expect(preview).toHaveAttribute('src', `${baseURL}/embed/${id}?transparent=1&autostart=1`);
  // Live: the counter itself draws in the frame, and the frame is drawn whole inside the dialog.
  await expect(
    page.frameLocator('iframe[title="Preview at 1200 × 360"]').getByTestId('counter-title'),
  ).toHaveText('Preview me');
  const box = (await dialog.getByTestId('source-preview').boundingBox())!;
  const dialogBox = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(dialogBox.width);
  expect(box.width / box.height).toBeCloseTo(1200 / 360, 1);
  // The keyboard moves between the sizes too (native radios).
  await dialog.getByRole('radio', { name: /Lower third/ }).press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: /Corner/ })).toBeChecked();
  await expect(dialog.locator('iframe[title="Preview at 400 × 150"]')).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('embed-dialog.png') });
});

test('on a phone the embed dialog shows the OBS address in a full-height field and the sizes in two columns', async ({
  page,
  premium,
  baseURL,
}) => {
  await expectSignedInAs(page, premium, { subscriptionStatus: 'active' });
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.request.post('/api/counters', {
    data: { name: 'On a phone', settings: { ...createFormDefaults(new Date(), 'UTC'), title: 'On a phone' } },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  await page.goto('/account');
  await page.getByTestId('counter-card').getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed Your Counter' });
  const url = dialog.getByRole('textbox', { name: 'Browser source URL' });
  await url.scrollIntoViewIfNeeded();
  // The field stacked over Copy URL keeps its 40 px, not squeezed to a sliver under its text.
  expect((await url.boundingBox())!.height).toBeGreaterThanOrEqual(38);
  const chips = dialog.locator('fieldset label');
  const [a, b] = [(await chips.nth(0).boundingBox())!, (await chips.nth(1).boundingBox())!];
  // Suggested and Lower third side by side, as wide as each other.
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
  expect(Math.abs(a.width - b.width)).toBeLessThan(1);
  await dialog.screenshot({ path: test.info().outputPath('embed-dialog-390.png') });
});
