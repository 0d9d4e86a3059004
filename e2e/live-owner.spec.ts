import type { Page } from '@playwright/test';
import { expect, expectSignedInAs, test } from './support/fixtures';
import { createSyncedCounter, digits, serverStatus } from './support/live';
import { afterTwoFrames } from './support/settle';

// The owner drives a synced counter from the viewer with the keyboard; visitors and embeds cannot.

const hint = (page: Page) => page.getByTestId('keyboard-hint');

// Counts the control calls a page makes: a visitor's page must make none.
function countControlCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/control')) calls += 1;
  });
  return () => calls;
}

test("the owner's viewer lists the shortcuts; Space starts and pauses, R restarts, F goes fullscreen; a visitor's keys do nothing", async ({
  page,
  syncedCounter,
  visitor,
}) => {
  const id = await syncedCounter({ countdownType: 'datetime' });
  const status = () => serverStatus(page.request, id);

  const visitorCalls = countControlCalls(visitor);
  await visitor.goto(`/counter/${id}`);
  await expect(digits(visitor)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/counter/${id}`);
  const start = page.getByRole('button', { name: 'Start Counter' });
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute('aria-keyshortcuts', 'Space');
  await expect(hint(page)).toBeVisible();
  await expect(hint(page)).toHaveText('Space start/pause R restart F fullscreen');

  await page.keyboard.press('Space');
  await expect.poll(status).toBe('running');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const atStart = (await digits(visitor).textContent()) ?? '';
  await expect(digits(visitor)).not.toHaveText(atStart, { timeout: 5000 });

  await page.keyboard.press('Space');
  await expect.poll(status).toBe('paused');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  const paused = (await digits(page).textContent()) ?? '';
  await expect(digits(visitor)).toHaveText(paused);

  // R: back to idle, as Restart does (docs/product.md §4); Space then starts a new run.
  await page.keyboard.press('r');
  await expect.poll(status).toBe('idle');
  await expect(start).toBeVisible();
  await page.keyboard.press('Space');
  await expect.poll(status).toBe('running');

  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Exit Fullscreen' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  expect(await status()).toBe('running');

  // The visitor gets no run controls and no shortcut list, and Space and R reach nothing; only
  // Fullscreen (button and F), which is not a run control.
  await expect(visitor.getByRole('button')).toHaveText(['Fullscreen']);
  await expect(hint(visitor)).toHaveCount(0);
  // Keys are handled in order: once F's fullscreen shows, Space and R have been handled too.
  await visitor.keyboard.press('Space');
  await visitor.keyboard.press('r');
  await visitor.keyboard.press('f');
  await expect.poll(() => visitor.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(visitor.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible();
  await afterTwoFrames(visitor);
  expect(visitorCalls()).toBe(0);
  expect(await status()).toBe('running');
});

test('an embed of a synced counter has no controls even for its signed-in owner; ?autostart=1 starts nothing; it follows the control page', async ({
  page,
  syncedCounter,
}) => {
  const id = await syncedCounter({
    startNumber: 0,
    endNumber: 1_000_000,
    speed: 200,
  });
  const status = () => serverStatus(page.request, id);
  const embedCalls = countControlCalls(page);

  // The page carries the owner's session, as the owner's own browser (or OBS) would.
  const stream = page.waitForRequest((r) => r.url().endsWith(`/api/counters/${id}/events`));
  await page.goto(`/embed/${id}?autostart=1`);
  await stream;
  await expect(digits(page)).toHaveText('0');
  await page.keyboard.press('Space');
  await page.keyboard.press('r');
  await afterTwoFrames(page);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(hint(page)).toHaveCount(0);
  await expect(digits(page)).toHaveText('0');
  expect(await status()).toBe('idle');
  expect(embedCalls()).toBe(0);

  // The owner drives it from the control page; the embed follows.
  const control = await page.context().newPage();
  await control.goto(`/counter/${id}/control`);
  await control.getByRole('button', { name: 'Start' }).click();
  await expect(control.getByTestId('control-status')).toHaveText('Running');
  expect(await status()).toBe('running');
  await expect(digits(page)).not.toHaveText('0');
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('a Free owner of a synced counter is told live control is Premium, and gets no buttons or keys that do nothing', async ({
  page,
  account,
  baseURL,
}) => {
  await expectSignedInAs(page, account, { subscriptionStatus: 'free' });
  const id = await createSyncedCounter(page.request, baseURL!, { countdownType: 'datetime' });
  const calls = countControlCalls(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/counter/${id}`);
  await expect(page.getByText('Live control is a Premium feature.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/account');
  await expect(page.getByRole('button', { name: 'Start Counter' })).toHaveCount(0);
  await expect(hint(page)).toHaveCount(0);
  await page.keyboard.press('Space');
  await afterTwoFrames(page);
  expect(calls()).toBe(0);
  expect(await serverStatus(page.request, id)).toBe('idle');
});
