import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { type Account, expect, expectSignedInAs, makeAdmin, sql, test } from './support/fixtures';

// Issue 23 item 2: nothing typed is lost when the session ends; signing in returns to the form.
const ENDED = 'Your session has ended — sign in again to save';

async function endSession(account: Account) {
  await sql('delete from sessions where user_id = (select id from users where email = $1)', [
    account.email.toLowerCase(),
  ]);
}

const draftEntries = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('countstream.draft.v1:'))
      .map((k) => `${k}=${localStorage.getItem(k)}`),
  );

async function signInAgain(page: Page, account: Account) {
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('an edit refused for an ended session survives sign-in and is saved after it', async ({
  page,
  account,
  baseURL,
}) => {
  const res = await page.request.post(`${baseURL}/api/counters`, {
    data: { name: 'Mine', settings: { ...createFormDefaults(new Date(), 'UTC'), title: 'Old' } },
    headers: { origin: baseURL! },
  });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/counter/${id}/edit`);
  await page.getByLabel('Counter Title').fill('Typed before the session ended');
  await expect.poll(() => draftEntries(page)).toEqual([expect.stringContaining('Typed before the session')]);

  await endSession(account);
  await page.getByRole('button', { name: 'Update Counter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ENDED })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/edit$`));

  await signInAgain(page, account);
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/edit$`));
  await expect(page.getByLabel('Counter Title')).toHaveValue('Typed before the session ended');
  await expect(page.getByText('Restored your unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Update Counter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const saved = await (await page.request.get(`${baseURL}/api/counters/${id}`)).json();
  expect(saved.settings.title).toBe('Typed before the session ended');
  expect(await draftEntries(page)).toEqual([]);
});

test('a new counter draft survives a reload, and Discard goes back to the defaults', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByLabel('Counter Name').fill('Half-finished');
  await expect.poll(() => draftEntries(page)).toEqual([expect.stringContaining('Half-finished')]);
  await page.reload();
  await expect(page.getByLabel('Counter Name')).toHaveValue('Half-finished');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Counter Name')).toHaveValue('My Counter');
  expect(await draftEntries(page)).toEqual([]);
});

test('the admin price form keeps its input through an ended session', async ({ page, account }) => {
  await makeAdmin(account.email);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const card = page.getByRole('region', { name: 'Pricing Settings' });
  await card.getByPlaceholder('4.99').fill('6.49');
  await expect.poll(() => draftEntries(page)).toEqual([expect.stringContaining('"6.49"')]);
  await endSession(account);
  await card.getByRole('button', { name: 'Update Price' }).click();
  await expect(card.getByRole('alert').filter({ hasText: ENDED })).toBeVisible();

  await signInAgain(page, account);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(card.getByPlaceholder('4.99')).toHaveValue('6.49');
});

test('the contact form keeps a long message across a reload until it is sent', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Message').fill('A long story about my counter');
  await expect.poll(() => draftEntries(page)).toEqual([expect.stringContaining('A long story')]);
  await page.reload();
  await expect(page.getByLabel('Message')).toHaveValue('A long story about my counter');
});
