import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, makeAdmin, sql, test, uniqueEmail } from './support/fixtures';
import { createSyncedCounter } from './support/live';

// Issue 8: the owner's edits of a synced counter reach open share pages and embeds without a reload.

type Patch = Record<string, unknown>;

const baseSettings = (): Patch => ({
  ...createFormDefaults(new Date(), 'UTC'),
  countdownType: 'number',
  title: 'Launch party',
  startNumber: 0,
  endNumber: 500,
  counterColor: '#ffffff',
  synced: true,
});

const createSynced = (request: APIRequestContext, baseURL: string) =>
  createSyncedCounter(request, baseURL, baseSettings(), 'Live design');

async function editCounter(request: APIRequestContext, baseURL: string, id: string, patch: Patch) {
  const res = await request.put(`/api/counters/${id}`, {
    data: { name: 'Live design', settings: { ...baseSettings(), ...patch } },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Set before the edit: still there afterwards only if the page never reloaded.
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const digitsColor = (page: Page) =>
  page.getByTestId('counter-digits').evaluate((el) => getComputedStyle(el).color);

test('an edit reaches a visitor tab and an embed without a reload; deleting shows Counter not found', async ({
  page,
  premium: _premium,
  baseURL,
  browser,
}) => {
  const id = await createSynced(page.request, baseURL!);

  const visitors = await browser.newContext();
  const share = await visitors.newPage();
  const embed = await visitors.newPage();
  await share.goto(`/counter/${id}`);
  await embed.goto(`/embed/${id}`);
  for (const tab of [share, embed]) {
    await expect(tab.getByTestId('counter-title')).toHaveText('Launch party');
    await expect(tab.getByTestId('counter-digits')).toHaveText('0');
    await markPage(tab);
  }
  await expect(share).toHaveTitle('Launch party · Countstream');
  expect(await digitsColor(share)).toBe('rgb(255, 255, 255)');

  await editCounter(page.request, baseURL!, id, { title: 'Launch day', counterColor: '#ff0000' });
  for (const tab of [share, embed]) {
    await expect(tab.getByTestId('counter-title')).toHaveText('Launch day');
    await expect.poll(() => digitsColor(tab)).toBe('rgb(255, 0, 0)');
    expect(await isSameDocument(tab)).toBe(true);
  }
  await expect(share).toHaveTitle('Launch day · Countstream');
  // Visitors still get no controls: the counter is still synced.
  await expect(share.getByRole('button', { name: /Start Counter/ })).toHaveCount(0);

  const deleted = await page.request.delete(`/api/counters/${id}`, { headers: { origin: baseURL! } });
  expect(deleted.status()).toBe(200);
  for (const tab of [share, embed]) {
    await expect(tab.getByRole('heading', { name: 'Counter not found' })).toBeVisible();
    expect(await isSameDocument(tab)).toBe(true);
  }
  await visitors.close();
});

test('a counter whose sync is turned off runs on the visitor’s own clock, without a reload', async ({
  page,
  premium: _premium,
  baseURL,
  visitor: tab,
}) => {
  const id = await createSynced(page.request, baseURL!);
  await tab.goto(`/counter/${id}`);
  await expect(tab.getByTestId('counter-digits')).toHaveText('0');
  await expect(tab.getByRole('button', { name: /Start Counter/ })).toHaveCount(0);
  await markPage(tab);

  await editCounter(page.request, baseURL!, id, { synced: false, speed: 100, title: 'Now local' });
  await expect(tab.getByTestId('counter-title')).toHaveText('Now local');
  // Unsynced counters are run by whoever watches: the visitor's own Start button appears.
  await tab.getByRole('button', { name: /Start Counter/ }).click();
  await expect(tab.getByTestId('counter-digits')).not.toHaveText('0');
  expect(await isSameDocument(tab)).toBe(true);
});

test('the phone control page follows an edit made elsewhere without a reload', async ({
  page,
  premium: _premium,
  baseURL,
}) => {
  const id = await createSynced(page.request, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/counter/${id}/control`);
  await expect(page.getByTestId('control-status')).toHaveText('Not started');
  await expect(page.getByTestId('control-readout')).toHaveText('0');
  await markPage(page);

  // Edited from the dashboard on another device: an idle number counter now starts at 250.
  await editCounter(page.request, baseURL!, id, { startNumber: 250 });
  await expect(page.getByTestId('control-readout')).toHaveText('250');
  expect(await isSameDocument(page)).toBe(true);
});

test('an upgrade of the owner removes the watermark from an open share page without a reload', async ({
  page,
  account: _signedIn, // the owner, on the Free plan
  baseURL,
  browser,
  visitor: tab,
}) => {
  // The owner is on the Free plan: visitors see the watermark.
  const id = await createSynced(page.request, baseURL!);
  const ownerId = ((await (await page.request.get('/api/user')).json()) as { id: string }).id;
  await tab.goto(`/counter/${id}`);
  await expect(tab.getByTestId('watermark')).toBeVisible();
  await markPage(tab);

  // An admin upgrades the owner from the admin screen's API.
  const adminEmail = uniqueEmail('live-admin');
  const adminContext = await browser.newContext({ baseURL });
  try {
    const registered = await adminContext.request.post('/api/register', {
      data: { email: adminEmail, password: 'correct-horse' },
      headers: { origin: baseURL! },
    });
    expect(registered.status()).toBe(201);
    await makeAdmin(adminEmail);
    const upgraded = await adminContext.request.post('/api/admin/upgrade-user', {
      data: { userId: ownerId },
      headers: { origin: baseURL! },
    });
    expect(upgraded.status(), await upgraded.text()).toBe(200);

    await expect(tab.getByTestId('watermark')).toHaveCount(0);
    expect(await isSameDocument(tab)).toBe(true);
  } finally {
    await adminContext.close();
    await sql('delete from users where email = $1', [adminEmail]);
  }
});
