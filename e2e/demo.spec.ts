import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const digits = (page: Page) => page.getByTestId('counter-digits');

// A fixed start, so the New Year countdown's units are plural whatever the day CI runs on (at
// 23:00 its "hours" reads "hour"). Mid-year, mid-morning in UTC: 1 < hours < 23 in any zone.
const FIXED_NOW = new Date('2026-06-10T10:30:20Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: FIXED_NOW });
  await page.goto('/counter/demo');
});

test('the follower demo runs to 100K, celebrates, and offers Start Again after 2 s', async ({ page }) => {
  await expect(page.getByText('Interactive Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('counter-title')).toHaveText('Instagram Followers');
  await expect(digits(page)).toHaveText('99,930');
  await expect(page.getByText('99.9% to 100K')).toBeVisible();

  await button(page, 'Start Counter').click();
  await page.clock.runFor(800);
  const first = Number((await digits(page).innerText()).replace(/\D/g, ''));
  expect(first - 99_930).toBeGreaterThanOrEqual(1);
  expect(first - 99_930).toBeLessThanOrEqual(3);
  // The page clock still flows in real time between calls: on a loaded machine a tick or more may
  // pass before the pause lands, so what must hold is the value shown once it has (Resume offered).
  await button(page, 'Pause').click();
  await expect(button(page, 'Resume')).toBeVisible();
  const held = Number((await digits(page).innerText()).replace(/\D/g, ''));
  expect(held).toBeGreaterThanOrEqual(first);
  await page.clock.runFor(5000);
  await expect(digits(page)).toHaveText(held.toLocaleString('en-US'));
  await button(page, 'Resume').click();

  // At most 70 ticks of 800 ms.
  await page.clock.runFor(70 * 800);
  await expect(digits(page)).toHaveText('100,000');
  await expect(page.getByTestId('completion-message')).toHaveText('🎉 100K Followers! Thank you!');
  await expect(page.getByText('100% to 100K')).toBeVisible();
  await expect(button(page, 'Start Again')).toHaveCount(0);
  await page.clock.runFor(2000);
  await button(page, 'Start Again').click();
  await expect(digits(page)).toHaveText('99,930');
  await expect(button(page, 'Pause')).toBeVisible();
  await expect(page.getByTestId('completion-message')).toHaveCount(0);
});

test('the switch shows the New Year countdown with its banner', async ({ page }) => {
  await page.getByRole('tab', { name: 'New Year countdown' }).click();
  await expect(page.getByText('Interactive Demo - Try the controls below!')).toBeVisible();
  const year = FIXED_NOW.getFullYear() + 1;
  await expect(page.getByTestId('counter-title')).toHaveText(`Countdown to ${year}`);
  for (const label of ['days', 'hours', 'mins', 'secs']) {
    await expect(page.locator(`[data-unit="${label}"] .cs-label`)).toHaveText(label);
  }
  // A date countdown runs by itself (issue 41): nothing to start or pause, only Fullscreen.
  const secs = page.locator('[data-unit="secs"] .cs-digits');
  const before = await secs.innerText();
  await page.clock.runFor(1000);
  await expect(secs).not.toHaveText(before);
  await expect(button(page, 'Start Counter')).toHaveCount(0);
  await expect(button(page, 'Pause')).toHaveCount(0);
  await expect(button(page, 'Fullscreen')).toBeVisible();
  await page.getByRole('tab', { name: 'Follower counter' }).click();
  await expect(digits(page)).toHaveText('99,930');
});
