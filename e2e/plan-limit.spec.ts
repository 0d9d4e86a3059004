import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { standInPaddle } from './support/checkout-routes';
import { expect, expectSignedInAs, makePremium, sql, test } from './support/fixtures';
import { paddleCalls } from './support/paddle-stand-in';

// docs/product.md §5 'Plan limits': a Free user at the limit meets it before doing the work, with a way out.
const upgradeRequired = (page: Page) => page.getByRole('region', { name: 'Upgrade Required' });

async function createOne(page: Page, baseURL: string) {
  const res = await page.request.post(`${baseURL}/api/counters`, {
    data: { name: 'Only one', settings: createFormDefaults(new Date(), 'UTC') },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
}

test('a Free user at the limit opening /counter/new sees Upgrade Required, the price and checkout', async ({
  page,
  account,
  baseURL,
}) => {
  await expectSignedInAs(page, account);
  await createOne(page, baseURL!);
  // A known Paddle customer, so the click goes straight to the overlay (the fix-customer path has its own test).
  await sql("update users set paddle_customer_id = 'ctm_existing' where email = $1", [
    account.email.toLowerCase(),
  ]);
  await standInPaddle(page);
  await page.goto('/counter/new');
  await expect(upgradeRequired(page)).toContainText(
    'Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.',
  );
  const pricing = (await (await page.request.get(`${baseURL}/api/pricing`)).json()) as {
    currentPrice: number | string;
  };
  await expect(upgradeRequired(page)).toContainText(`$${Number(pricing.currentPrice).toFixed(2)}/month`);
  await expect(page.getByLabel('Counter Name')).toHaveCount(0);
  await upgradeRequired(page).getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
});

test('the back button into /counter/new after the first save lands on Upgrade Required', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/account');
  await page.getByRole('button', { name: 'New Counter' }).click();
  await expect(page).toHaveURL(/\/counter\/new$/);
  await page.getByLabel('Counter Name').fill('First');
  await page.getByRole('button', { name: 'Create Counter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('counter-card')).toContainText('First');
  await page.goBack();
  await expect(page).toHaveURL(/\/counter\/new$/);
  await expect(upgradeRequired(page)).toBeVisible();
  await expect(page.getByLabel('Counter Name')).toHaveCount(0);
});

test('Premium users go straight to the form whatever they own', async ({ page, account, baseURL }) => {
  await createOne(page, baseURL!);
  await makePremium(account.email);
  await page.goto('/counter/new');
  await expect(page.getByLabel('Counter Name')).toBeVisible();
  await expect(upgradeRequired(page)).toHaveCount(0);
});
