import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// The dashboard's cards (issue 41): a still of the counter, its kind and state, only the figures
// that apply, search and sort past four counters; the counters before the figures and the upsell;
// the new API key's Copy; the control page's way to the keys.

type Made = { id: string; settings: Record<string, unknown> };

async function createCounter(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  over: Record<string, unknown> = {},
): Promise<Made> {
  const settings = { ...createFormDefaults(new Date(), 'UTC'), ...over };
  const res = await request.post(`${baseURL}/api/counters`, {
    data: { name, settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, settings };
}

const card = (page: Page, name: string) => page.getByTestId('counter-card').filter({ hasText: name });
const names = (page: Page) => page.getByTestId('counter-card').locator('h3').allTextContents();

test('each card shows a still of the counter, its kind, its state and only its figures', async ({
  page,
  premium: _premium,
  baseURL,
}) => {
  await createCounter(page.request, baseURL!, 'Road to 100K', { startNumber: 99_850, endNumber: 100_000 });
  await createCounter(page.request, baseURL!, 'Launch day', {
    countdownType: 'datetime',
    endDateTime: '2099-06-01T18:00',
    timeZone: 'UTC',
  });
  const sale = await createCounter(page.request, baseURL!, 'Spring sale', {
    countdownType: 'datetime',
    endDateTime: '2099-03-01T09:00',
    timeZone: 'UTC',
  });
  // A sale that has ended since (the form takes only future ends).
  await sql(
    `update counters set settings = jsonb_set(settings, '{endDateTime}', '"2020-03-01T09:00"') where id = $1`,
    [sale.id],
  );
  await page.goto('/account');

  const number = card(page, 'Road to 100K');
  await expect(number.getByTestId('counter-badges')).toHaveText('Number counter');
  await expect(number.getByTestId('counter-goal')).toHaveText('Goal 100,000');
  // E-mail timers are countdowns': a number counter without opens does not show "E-mail opens: 0".
  await expect(number.getByTestId('email-opens')).toHaveCount(0);

  const launch = card(page, 'Launch day');
  await expect(launch.getByTestId('counter-badges')).toHaveText('CountdownCounting down');
  await expect(launch.getByTestId('counter-end')).toContainText('Ends');
  await expect(launch.getByTestId('counter-end')).toContainText('2099');
  await expect(launch.getByTestId('email-opens')).toHaveText('E-mail opens: 0');
  await expect(launch.getByTestId('counter-goal')).toHaveCount(0);

  const ended = card(page, 'Spring sale');
  await expect(ended.getByTestId('counter-badges')).toHaveText('CountdownEnded');
  await expect(ended.getByTestId('counter-end')).toContainText('Ended');

  // The thumbnails are the server's stills of each counter, loaded and drawn, at their first frame:
  // a goal just made shows its start, not its end reached (image-scene.ts).
  for (const name of ['Road to 100K', 'Launch day', 'Spring sale']) {
    const img = card(page, name).getByRole('img', { name: `Preview of ${name}` });
    await expect(img).toHaveAttribute('src', /\/counter\/[\w-]+\/image\.png\?w=400&first=1&preview=1/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page, 'dashboard cards');
});

test('a live-control counter says so on its card', async ({ page, syncedCounter }) => {
  await syncedCounter({}, 'Subathon');
  await page.goto('/account');
  await expect(card(page, 'Subathon').getByTestId('counter-badges')).toContainText('Live control');
});

test('past four counters the list gets search and sort, with a no-match state', async ({
  page,
  premium: _premium,
  baseURL,
}) => {
  test.slow(); // five counters made and drawn, on a machine shared with other runs
  const made: Record<string, Made> = {};
  for (const name of ['Charlie goal', 'Alpha launch', 'Bravo launch', 'Delta goal']) {
    made[name] = await createCounter(page.request, baseURL!, name);
  }
  await page.goto('/account');
  await expect(page.getByTestId('counter-card')).toHaveCount(4);
  // Four fit in a glance: no search yet.
  await expect(page.getByRole('searchbox', { name: 'Search counters' })).toHaveCount(0);

  made['Echo sale'] = await createCounter(page.request, baseURL!, 'Echo sale');
  // The oldest is edited last: "Last edited" puts it first.
  const edit = made['Charlie goal']!;
  const put = await page.request.put(`${baseURL}/api/counters/${edit.id}`, {
    data: { name: 'Charlie goal', settings: { ...edit.settings, title: 'Edited' } },
    headers: { origin: baseURL! },
  });
  expect(put.status()).toBe(200);
  await page.reload();

  const search = page.getByRole('searchbox', { name: 'Search counters' });
  await expect(search).toBeVisible();
  expect(await names(page)).toEqual([
    'Echo sale',
    'Delta goal',
    'Bravo launch',
    'Alpha launch',
    'Charlie goal',
  ]);
  await page.getByLabel('Sort by').selectOption({ label: 'Name' });
  expect(await names(page)).toEqual([
    'Alpha launch',
    'Bravo launch',
    'Charlie goal',
    'Delta goal',
    'Echo sale',
  ]);
  await page.getByLabel('Sort by').selectOption({ label: 'Last edited' });
  await expect(page.getByTestId('counter-card').first()).toContainText('Charlie goal');

  await search.fill('LAUNCH');
  await expect(page.getByTestId('counter-card')).toHaveCount(2);
  await search.fill('zebra');
  await expect(page.getByTestId('counter-card')).toHaveCount(0);
  await expect(page.getByText('No counters match “zebra”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('counter-card')).toHaveCount(5);
  await expect(search).toHaveValue('');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`dashboard-${width}.png`) });
  }
});

test('on a phone the counters come before the figures and the upsell', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  const create = page.getByRole('button', { name: 'Create Your First Counter' });
  await expect(create).toBeInViewport({ ratio: 1 });
  // The figures and the upgrade card follow the list.
  const list = await page.getByRole('heading', { name: 'Your Counters' }).boundingBox();
  const summary = await page.getByRole('region', { name: 'Summary' }).boundingBox();
  const upsell = await page.getByRole('region', { name: 'Upgrade to Premium' }).boundingBox();
  expect(list!.y).toBeLessThan(summary!.y);
  expect(list!.y).toBeLessThan(upsell!.y);
});

test('a new API key has a Copy button, and the control page leads to the keys', async ({
  page,
  context,
  baseURL,
  syncedCounter,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const id = await syncedCounter({}, 'Keyed');
  await page.goto(`/counter/${id}/control`);
  const recipes = page.getByTestId('recipes');
  await expect(recipes).not.toContainText('Keys page');
  await recipes.getByRole('link', { name: "your dashboard's API keys" }).click();
  await expect(page).toHaveURL(/\/dashboard#api-keys$/);
  const keys = page.getByTestId('api-keys');
  await expect(keys).toBeInViewport();

  await keys.getByLabel('Key name').fill('Stream Deck');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const key = (await keys.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^cs_live_/);
  await keys.getByRole('button', { name: 'Copy key' }).click();
  await expect(keys.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(keys.getByText('The key is on your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await keys.getByTestId('new-key').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('api-key-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await keys.getByTestId('new-key').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('api-key-390.png') });
});
