import { createFormDefaults } from '@core/counter/settings-defaults';
import { instantToZonedLocal } from '@core/counter/time-zone';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectSignedInAs, makePremium, test, uniqueEmail } from './support/fixtures';
import { releaseServerClock, serverClockFollowsPage } from './support/server-clock';

test.afterEach(releaseServerClock);

type Patch = Record<string, unknown>;

async function createCounter(request: APIRequestContext, baseURL: string, patch: Patch): Promise<string> {
  const settings = { ...createFormDefaults(new Date(), 'UTC'), ...patch };
  const res = await request.post('/api/counters', {
    data: { name: 'Viewer test', settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// An owner in its own request context, so the page itself stays signed out.
async function createAsVisitorOwner(
  request: APIRequestContext,
  baseURL: string,
  patch: Patch,
  premium = false,
) {
  const email = uniqueEmail('owner');
  await request.post('/api/register', {
    data: { email, password: 'correct-horse' },
    headers: { origin: baseURL },
  });
  if (premium) await makePremium(email);
  return createCounter(request, baseURL, patch);
}

// A paused fake clock: time moves only when the test says so, however slow the machine is.
async function pauseClock(page: Page, at = Date.now()) {
  await page.clock.install({ time: at - 1000 });
  await page.clock.pauseAt(at);
}

const digits = (page: Page) => page.getByTestId('counter-digits');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('walks idle → running → paused → resumed → completed → restart → idle', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const id = await createCounter(page.request, baseURL!, { startNumber: 0, endNumber: 5, speed: 1000 });
  await pauseClock(page);
  await page.goto(`/counter/${id}`);
  await expect(digits(page)).toHaveText('0');
  await button(page, 'Start Counter').click();
  await page.clock.runFor(2000);
  await expect(digits(page)).toHaveText('2');
  await button(page, 'Pause').click();
  await page.clock.runFor(5000);
  await expect(digits(page)).toHaveText('2');
  await button(page, 'Resume').click();
  await page.clock.runFor(3000);
  await expect(digits(page)).toHaveText('5');
  await expect(page.getByTestId('completion-message')).toHaveText('🎉 Complete!');
  await expect(page.getByText('100% of 5', { exact: true })).toBeVisible();
  await button(page, 'Restart Counter').click();
  await expect(button(page, 'Start Counter')).toBeVisible();
  await expect(digits(page)).toHaveText('0');
  await expect(page.getByTestId('completion-message')).toHaveCount(0);
});

test('counts down to the exact end, and random increments land exactly on it', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const down = await createCounter(page.request, baseURL!, {
    startNumber: 10,
    endNumber: 3,
    numberIncrement: 4,
    speed: 500,
    completionMessage: 'Done!',
  });
  await pauseClock(page);
  await page.goto(`/counter/${down}`);
  await expect(button(page, 'Start Counter')).toBeVisible();
  await page.keyboard.press('Space');
  await page.clock.runFor(500);
  await expect(digits(page)).toHaveText('6');
  await page.clock.runFor(500);
  await expect(digits(page)).toHaveText('3');
  await expect(page.getByTestId('completion-message')).toHaveText('Done!');
  // Number mode keeps the digits, with the message under them.
  await expect(digits(page)).toBeVisible();

  await page.request.put(`/api/counters/${down}`, {
    data: {
      name: 'Random',
      settings: {
        ...createFormDefaults(new Date(), 'UTC'),
        startNumber: 0,
        endNumber: 2500,
        useRandomIncrement: true,
        randomMin: 1,
        randomMax: 5,
        speed: 100,
      },
    },
    headers: { origin: baseURL! },
  });
  await page.goto(`/counter/${down}`);
  await button(page, 'Start Counter').click();
  await page.clock.runFor(2500 * 100);
  await expect(digits(page)).toHaveText('2,500');
  await expect(page.getByTestId('completion-message')).toBeVisible();
});

test('a datetime countdown ticks on the second and its message replaces the digits', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const end = Math.ceil(Date.now() / 60_000) * 60_000 + 120_000;
  const id = await createCounter(page.request, baseURL!, {
    countdownType: 'datetime',
    endDateTime: instantToZonedLocal(end, 'UTC'),
    timeZone: 'UTC',
    completionMessage: "Time's up!",
  });
  await pauseClock(page, end - 65_000);
  await serverClockFollowsPage(page);
  await page.goto(`/counter/${id}`);
  const unit = (label: string) => page.locator(`[data-unit="${label}"] .cs-digits`);
  await expect(unit('days')).toHaveText('00');
  await expect(unit('mins')).toHaveText('01');
  await expect(unit('secs')).toHaveText('05');
  await expect(page.locator('[data-unit="secs"] .cs-label')).toHaveText('secs');
  // It runs by itself (issue 41): no Start to press.
  await expect(button(page, 'Start Counter')).toHaveCount(0);
  await page.clock.runFor(5000);
  await expect(unit('secs')).toHaveText('00');
  await expect(unit('mins')).toHaveText('01');
  await page.clock.runFor(59_000);
  await expect(unit('secs')).toHaveText('01');
  await page.clock.runFor(1000);
  await expect(page.getByTestId('completion-message')).toHaveText("Time's up!");
  await expect(digits(page)).toHaveCount(0);
  // The end is the same for every viewer: nothing to restart, Fullscreen stays.
  await expect(button(page, 'Restart Counter')).toHaveCount(0);
  await expect(button(page, 'Fullscreen')).toBeVisible();
});

test('controls fade after 3 s without movement and return on mouse move', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const id = await createCounter(page.request, baseURL!, { speed: 1000 });
  await pauseClock(page);
  await page.goto(`/counter/${id}`);
  const bar = page.getByRole('toolbar', { name: 'Counter controls' }).locator('..');
  await button(page, 'Start Counter').click();
  await page.clock.runFor(2500);
  await expect(bar).toHaveCSS('opacity', '1');
  await page.clock.runFor(600);
  await expect(bar).toHaveCSS('opacity', '0');
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await expect(bar).toHaveCSS('opacity', '1');
  await button(page, 'Pause').click();
  await page.clock.runFor(5000);
  await expect(bar).toHaveCSS('opacity', '1');
});

test('Back to Settings shows only when signed in, stops the run and goes home', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const id = await createCounter(page.request, baseURL!, {});
  await page.goto(`/counter/${id}`);
  await button(page, 'Start Counter').click();
  await button(page, 'Back to Settings').click();
  await expect(page).not.toHaveURL(/\/counter\//);
});

test('signed out: no Back to Settings, no redirect; Free owners get the watermark', async ({
  page,
  baseURL,
  request,
}) => {
  const id = await createAsVisitorOwner(request, baseURL!, { startNumber: 0, endNumber: 1, speed: 100 });
  await page.goto(`/counter/${id}`);
  await expect(button(page, 'Start Counter')).toBeVisible();
  await expect(button(page, 'Back to Settings')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/counter/${id}$`));
  const mark = page.getByTestId('watermark');
  await expect(mark).toHaveText('Made with Countstream');
  await expect(mark).toHaveAttribute('href', '/');
  await button(page, 'Start Counter').click();
  await expect(mark).toHaveText(`Make yours at ${new URL(baseURL!).host}`);
  await expect(page.getByTestId('live-region')).toHaveText('🎉 Complete!');
});

test('Premium owners have no watermark', async ({ page, baseURL, request }) => {
  const id = await createAsVisitorOwner(request, baseURL!, {}, true);
  await page.goto(`/counter/${id}`);
  await expect(button(page, 'Start Counter')).toBeVisible();
  await expect(page.getByTestId('watermark')).toHaveCount(0);
});

test('an unknown id shows Counter not found', async ({ page }) => {
  await page.goto('/counter/doesNotExist123');
  await expect(page.getByRole('heading', { name: 'Counter not found' })).toBeVisible();
});

test('a title with HTML is shown as text and never runs', async ({ page, baseURL, request }) => {
  const title = '<img src=x onerror=window.__xss=1>';
  const id = await createAsVisitorOwner(request, baseURL!, { title });
  await page.goto(`/counter/${id}`);
  await expect(page.getByTestId('counter-title')).toHaveText(title);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByTestId('counter-digits'))
    .toHaveAttribute('aria-hidden', /.*/, { timeout: 100 })
    .catch(() => {});
  // The big digits are hidden from screen readers; the live region speaks instead.
  await expect(page.locator('[data-testid="counter-digits"] > [aria-hidden="true"]')).toHaveCount(1);
});
