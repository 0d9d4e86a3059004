import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { expect, expectSignedInAs, makePremium, sql, test } from './support/fixtures';

const toast = (page: Page) => page.locator('.toast-root');
const submit = (page: Page, name = 'Create Counter') => page.getByRole('button', { name }).click();

test('creating a number counter validates the form, then lands on the dashboard', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await expect(page.getByRole('heading', { name: 'Create New Counter' })).toBeVisible();
  // The preview shows the counter as it will start (issue 41), not a sample.
  await expect(page.getByTestId('counter-preview').getByTestId('counter-digits')).toHaveText('0');
  await expect(page.getByTestId('counter-preview')).toContainText('0.0% of 1M');

  await page.getByLabel('Counter Name').fill('');
  await page.getByLabel('Counter Title').fill('   ');
  await submit(page);
  await expect(page.getByText('Counter name is required')).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByLabel('Counter Name').fill('Road to 100K');
  await page.getByLabel('Counter Title').fill('Instagram Followers');
  await expect(page.getByTestId('counter-preview')).toContainText('Instagram Followers');
  await page.getByLabel('Start Number').fill('5');
  await page.getByLabel('End Number').fill('5');
  await submit(page);
  // The field says what is wrong; the toast's title is not repeated under it (issue 41).
  await expect(
    page.locator('form').getByText('Start and end numbers cannot be the same.', { exact: true }),
  ).toBeVisible();
  await expect(toast(page)).toContainText('Invalid Configuration');

  // Text that is not a number falls back to 0 (docs/product.md §5), which now differs from the end.
  await page.getByLabel('Start Number').fill('');
  await page.getByLabel('End Number').fill('100000');
  await submit(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page)).toContainText('Counter created');
  await expect(page.getByTestId('counter-card')).toContainText('Road to 100K');
});

test('random increments swap the increment field for a range', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await expect(page.getByLabel('Increment', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Random Min')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Use Random Increment' }).click();
  await expect(page.getByLabel('Increment', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Random Min')).toHaveValue('1');
  await expect(page.getByLabel('Random Max')).toHaveValue('5');
});

test('a countdown in the past is refused, a future one is saved', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByText('Date and time countdown', { exact: true }).click();
  // The time left to the new counter's end, a day ahead (issue 41), not the sample 15:30:45.
  await expect(page.getByTestId('counter-preview').locator('[data-unit="hours"] .cs-digits')).toHaveText(
    /^2[34]$/,
  );
  const end = page.getByLabel('End Date & Time');
  await expect(end).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).not.toHaveValue('');

  await end.fill('2020-01-01T10:00');
  await submit(page);
  await expect(
    page.locator('form').getByText('End date and time must be in the future.', { exact: true }),
  ).toBeVisible();
  await expect(toast(page)).toContainText('Invalid Date');

  await end.fill('2099-12-31T23:30');
  await page.getByLabel('Counter Name').fill('New Year 2100');
  await submit(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('counter-card')).toContainText('New Year 2100');
});

test('an invalid value in a hidden field is still reported', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByLabel('Increment', { exact: true }).fill('0');
  await page.getByText('Date and time countdown', { exact: true }).click();
  await submit(page);
  await expect(toast(page)).toContainText('Increment must be a number above 0');
  await expect(page).toHaveURL(/\/counter\/new$/);
});

test('colour text fields must be #rrggbb', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByLabel('Text Color', { exact: true }).fill('white');
  await submit(page);
  await expect(page.getByText('Colour must be # followed by 6 hex digits')).toBeVisible();
  await expect(page).toHaveURL(/\/counter\/new$/);
});

test('gradients are disabled for Free users and come with templates for Premium', async ({
  page,
  account,
}) => {
  await page.goto('/counter/new');
  await expect(page.getByLabel('Gradient (Premium Only)')).toBeDisabled();
  await expect(page.getByText('Gradient backgrounds are available for premium users only.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Background Type' }).getByRole('link', { name: 'Upgrade to Premium' }),
  ).toHaveAttribute('href', '/account');
  await expect(page.getByLabel('Background Color', { exact: true })).toBeVisible();

  await makePremium(account.email);
  await page.reload();
  // Premium users own gradients: no '(Premium Only)' note for them (issue 41).
  await expect(page.getByLabel('Gradient (Premium Only)')).toHaveCount(0);
  const gradient = page.getByLabel('Gradient', { exact: true });
  await expect(gradient).toBeEnabled();
  await gradient.check({ force: true });
  await expect(page.getByLabel('Background Color', { exact: true })).toHaveCount(0);
  for (const name of ['Instagram', 'Sunset', 'Ocean', 'Forest']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Ocean' }).click();
  await expect(page.getByLabel('Gradient Start', { exact: true })).toHaveValue('#2193b0');
  await expect(page.getByLabel('Gradient End', { exact: true })).toHaveValue('#6dd5ed');
  await expect(page.getByLabel('Gradient Direction')).toHaveValue('135deg');
  await page.getByLabel('Counter Name').fill('Gradient counter');
  await submit(page);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('counter-card')).toContainText('Gradient counter');
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
