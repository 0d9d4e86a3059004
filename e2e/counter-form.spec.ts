import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// The counter form against the real server: saving lands on the dashboard, a stored counter is
// edited, the server refuses what the form could not know about, and the back button goes home.
// The form's own rules need no browser and are component tests in
// web/src/features/counter-form/components/counter-form.test.tsx, which also checks what is sent:
// - the required name and title, a start equal to the end, an empty start sent as 0 (from
//   'creating a number counter validates the form, then lands on the dashboard');
// - an end in the past refused beside its field (from 'a countdown in the past is refused, a
//   future one is saved');
// - 'random increments swap the increment field for a range', 'an invalid value in a hidden field
//   is still reported', 'colour text fields must be #rrggbb' and 'gradients are disabled for Free
//   users and come with templates for Premium', whole (the server's own gradient rule has API tests).
// The preview stays here: it is the viewer's rendering.

const toast = (page: Page) => page.locator('.toast-root');
const submit = (page: Page, name = 'Create Counter') => page.getByRole('button', { name }).click();

test('a new number counter is saved and lands on the dashboard', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await expect(page.getByRole('heading', { name: 'Create New Counter' })).toBeVisible();
  // The preview shows the counter as it will start (issue 41), not a sample.
  await expect(page.getByTestId('counter-preview').getByTestId('counter-digits')).toHaveText('0');
  await expect(page.getByTestId('counter-preview')).toContainText('0.0% of 1M');

  await page.getByLabel('Counter Name').fill('Road to 100K');
  await page.getByLabel('Counter Title').fill('Instagram Followers');
  await expect(page.getByTestId('counter-preview')).toContainText('Instagram Followers');
  await page.getByLabel('End Number').fill('100000');
  await submit(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page)).toContainText('Counter created');
  await expect(page.getByTestId('counter-card')).toContainText('Road to 100K');
});

test('a countdown in the future is saved and lands on the dashboard', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByText('Date and time countdown', { exact: true }).click();
  // The time left to the new counter's end, a day ahead (issue 41), not the sample 15:30:45.
  await expect(page.getByTestId('counter-preview').locator('[data-unit="hours"] .cs-digits')).toHaveText(
    /^2[34]$/,
  );
  // The zone is the browser's own.
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).not.toHaveValue('');

  await page.getByLabel('End Date & Time').fill('2099-12-31T23:30');
  await page.getByLabel('Counter Name').fill('New Year 2100');
  await submit(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('counter-card')).toContainText('New Year 2100');
});

test('editing loads the counter and updates it', async ({ page, account, baseURL }) => {
  await expectSignedInAs(page, account);
  const res = await page.request.post(`${baseURL}/api/counters`, {
    data: { name: 'Before', settings: { ...createFormDefaults(new Date(), 'UTC'), title: 'Old title' } },
    headers: { origin: baseURL! },
  });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/counter/${id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Counter' })).toBeVisible();
  await expect(page.getByLabel('Counter Name')).toHaveValue('Before');
  await expect(page.getByLabel('Counter Title')).toHaveValue('Old title');
  await page.getByLabel('Counter Name').fill('After');
  await submit(page, 'Update Counter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page)).toContainText('Counter updated');
  await expect(page.getByTestId('counter-card')).toContainText('After');

  await page.goto(`/counter/${id}/edit`);
  await expect(page.getByLabel('Counter Name')).toHaveValue('After');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('the server still refuses a second counter made while the form was open', async ({
  page,
  account,
  baseURL,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await expect(page.getByLabel('Counter Name')).toBeVisible();
  // Another tab creates the free counter meanwhile.
  const other = await page.request.post(`${baseURL}/api/counters`, {
    data: { name: 'Only one', settings: createFormDefaults(new Date(), 'UTC') },
    headers: { origin: baseURL! },
  });
  expect(other.status()).toBe(201);
  await submit(page);
  await expect(toast(page)).toContainText('Upgrade Required');
  await expect(toast(page)).toContainText('Free users are limited to 1 counter.');
  await expect(page).toHaveURL(/\/counter\/new$/);
});

test('an ended countdown can be retitled without moving its end', async ({ page, account, baseURL }) => {
  await expectSignedInAs(page, account);
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'datetime',
    endDateTime: '2099-01-01T00:00',
  };
  const res = await page.request.post(`${baseURL}/api/counters`, {
    data: { name: 'Launch', settings },
    headers: { origin: baseURL! },
  });
  const { id } = (await res.json()) as { id: string };
  // It ended: the stored end is now in the past, as it would be after the day came.
  await sql('update counters set settings = $1 where id = $2', [
    JSON.stringify({ ...settings, endDateTime: '2020-01-01T00:00' }),
    id,
  ]);
  await page.goto(`/counter/${id}/edit`);
  await page.getByLabel('Counter Title').fill('We launched');
  await submit(page, 'Update Counter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page)).toContainText('Counter updated');

  await page.goto(`/counter/${id}/edit`);
  await expect(page.getByLabel('Counter Title')).toHaveValue('We launched');
  await page.getByLabel('End Date & Time').fill('2021-01-01T00:00');
  await submit(page, 'Update Counter');
  await expect(
    page.locator('form').getByText('End date and time must be in the future.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
});

test('the back button goes home', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/account$/);
});
