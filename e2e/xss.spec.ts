import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { expect, expectSignedInAs, makeAdmin, sql, test, uniqueEmail } from './support/fixtures';

// Titles, completion messages, counter names and user names with HTML and script in them are shown
// as text everywhere: nothing runs (no flag set, no dialog), no element is made from them, and the
// text reads literally. CSP would block inline scripts anyway; these checks hold without it.
const TITLE = '<img src=x onerror="window.__xss=1;alert(1)">';
const MESSAGE = '<script>window.__xss=2;alert(2)</script>';
const NAME = '"><svg onload="window.__xss=3;alert(3)"></svg>';
const FIRST_NAME = '<iframe src="javascript:alert(4)"></iframe>';

// Fails the test on any dialog, and says whether a payload ran or became markup.
function watchForScripts(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"], svg[onload], iframe[src^="javascript"]')).toHaveCount(0);
    const injectedScript = await page.evaluate(() =>
      [...document.scripts].some((s) => s.textContent?.includes('__xss')),
    );
    expect(injectedScript).toBe(false);
  };
}

async function createHostileCounter(page: Page, baseURL: string): Promise<string> {
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    title: TITLE,
    completionMessage: MESSAGE,
    startNumber: 0,
    endNumber: 2,
    speed: 100,
  };
  const res = await page.request.post('/api/counters', {
    data: { name: NAME, settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('the viewer shows a hostile title and completion message as text', async ({
  page,
  baseURL,
  account,
}) => {
  await expectSignedInAs(page, account);
  const id = await createHostileCounter(page, baseURL!);
  const check = watchForScripts(page);
  await page.clock.install();
  await page.goto(`/counter/${id}`);
  await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start Counter', exact: true }).click();
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('completion-message')).toHaveText(MESSAGE);
  await check();
});

test('the dashboard shows a hostile counter name as text', async ({ page, baseURL, account }) => {
  await expectSignedInAs(page, account);
  await createHostileCounter(page, baseURL!);
  const check = watchForScripts(page);
  await page.goto('/account');
  await expect(page.getByTestId('counter-card').filter({ hasText: NAME })).toBeVisible();
  await check();
});

test('the admin lists show hostile user and counter names as text', async ({
  page,
  browser,
  baseURL,
  account,
}) => {
  await makeAdmin(account.email);
  const email = uniqueEmail('xss-target');
  const context = await browser.newContext({ baseURL });
  try {
    const res = await context.request.post('/api/register', {
      data: { email, password: 'correct-horse', firstName: FIRST_NAME, lastName: TITLE },
      headers: { origin: baseURL! },
    });
    expect(res.status()).toBe(201);
    await createHostileCounter(await context.newPage(), baseURL!);
  } finally {
    await context.close();
  }
  try {
    const check = watchForScripts(page);
    await page.goto('/admin');
    await page.getByPlaceholder('Search users...').fill(email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toContainText(FIRST_NAME);
    await row.getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'User Details & Management' })).toContainText(TITLE);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Counters' }).click();
    await page.getByPlaceholder('Search counters...').fill(email);
    await expect(page.getByTestId('counter-row').filter({ hasText: email })).toContainText(NAME);
    await check();
  } finally {
    await sql('delete from users where email = $1', [email]);
  }
});
