import type { Page } from '@playwright/test';
import { CHECKOUT_SETTINGS } from '@web/features/dashboard/testing/billing-config';
import { priceAnswer, routeCheckout, routeConfig, standInPaddle } from './support/checkout-routes';
import { type Account, expect, expectSignedInAs, makePremium, sql, test } from './support/fixtures';
import { completeCheckout, PADDLE_JS_URL, paddleCalls, servePaddleStandIn } from './support/paddle-stand-in';

// Upgrade Now in a real browser: Paddle's loader injects the CDN script (served here by the
// stand-in), the page waits for it, survives its failure, loads it once across visits, and picks
// Premium up from the server after a payment. What the click does between our API and Paddle.js
// (fixing the customer, retrying a checkout.error, the price or transaction the server chose) is
// in web/src/features/dashboard/components/upgrade-checkout.test.tsx.

const toast = (page: Page) => page.locator('.toast-root');
const banner = (page: Page) => page.getByRole('region', { name: 'Upgrade to Premium' });
const upgradeButton = (page: Page) => banner(page).getByRole('button', { name: 'Upgrade Now' });

async function userIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/user')).json()) as { id: string }).id;
}

async function giveCustomerId(account: Account, customerId = 'ctm_existing') {
  await sql('update users set paddle_customer_id = $1 where email = $2', [
    customerId,
    account.email.toLowerCase(),
  ]);
}

// Which of our API calls the page made, in order, to check the fix-customer sequence.
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${req.method()} ${path}`);
  });
  return calls;
}

test('not configured: no Paddle.js is loaded and Upgrade Now says so', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  const cdnRequests: string[] = [];
  page.on('request', (req) => req.url().startsWith('https://cdn.paddle.com') && cdnRequests.push(req.url()));
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect(toast(page)).toContainText('Configuration error');
  await expect(toast(page)).toContainText('Payment system not configured. Please contact support.');
  expect(cdnRequests).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="paddle"]').length)).toBe(0);
});

test('opens the overlay with the exact arguments for a user with a customer id', async ({
  page,
  account,
}) => {
  await giveCustomerId(account);
  const apiCalls = recordApiCalls(page);
  await standInPaddle(page);
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);

  expect(await paddleCalls(page)).toEqual([
    { method: 'Environment.set', args: 'sandbox' },
    { method: 'Initialize', args: { token: 'test_client_token', eventCallback: 'function' } },
    {
      method: 'Checkout.open',
      args: {
        items: [{ priceId: 'pri_regular', quantity: 1 }],
        customer: { id: 'ctm_existing' },
        customData: { userId: await userIdOf(page), userSig: expect.any(String) },
        settings: CHECKOUT_SETTINGS,
      },
    },
  ]);
  expect(apiCalls).not.toContain('POST /api/fix-paddle-customer');
  await expect(toast(page)).toHaveCount(0);
});

test('reads Loading... until Paddle.js is ready, and a click meanwhile asks to wait', async ({
  page,
  account,
}) => {
  await giveCustomerId(account);
  let release = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await routeConfig(page, { environment: 'production' });
  await servePaddleStandIn(page, { until: scriptHeld });
  await routeCheckout(page, priceAnswer());
  await page.goto('/account');

  const loading = banner(page).getByRole('button', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-disabled', 'true');
  // A real pointer can still press it; Playwright would otherwise wait for it to be enabled.
  await loading.click({ force: true });
  await expect(toast(page)).toContainText('Payment system loading');
  await expect(toast(page)).toContainText('Please wait a moment and try again.');

  release();
  await expect(upgradeButton(page)).toBeEnabled();
  await expect(upgradeButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  // Production: no Environment.set, so Paddle.js keeps its production default.
  expect(await paddleCalls(page, 'Environment.set')).toEqual([]);
});

test('a script that fails to load shows Payment system error', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await routeConfig(page);
  await servePaddleStandIn(page, { abort: true });
  await page.goto('/account');
  await expect(toast(page)).toContainText('Payment system error');
  await expect(toast(page)).toContainText('Unable to load payment system. Please try again later.');
  // The button stops reading Loading... and says the same on a click.
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toHaveCount(0);
  await upgradeButton(page).click();
  await expect(toast(page)).toContainText('Payment system error');
});

test('Paddle is initialised once across dashboard visits', async ({ page, account }) => {
  await giveCustomerId(account);
  const scriptRequests: string[] = [];
  page.on('request', (req) => req.url() === PADDLE_JS_URL && scriptRequests.push(req.url()));
  await standInPaddle(page);
  await page.goto('/account');
  await expect(upgradeButton(page)).toBeVisible();
  // Leave and come back inside the single-page app: the banner unmounts and mounts again.
  await page.getByRole('button', { name: 'Create Your First Counter' }).click();
  await expect(page).toHaveURL(/\/counter\/new$/);
  await page.goBack();
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  expect(await paddleCalls(page, 'Initialize')).toHaveLength(1);
  expect(scriptRequests).toHaveLength(1);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="paddle.js"]').length)).toBe(1);
});

test('checkout.completed shows the confirming state and picks Premium up from the user', async ({
  page,
  account,
}) => {
  await giveCustomerId(account);
  await standInPaddle(page);
  await page.goto('/account');
  await upgradeButton(page).click();
  await completeCheckout(page);

  await expect(page.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible();
  // The webhook lands a moment later; the dashboard notices it without a reload.
  await makePremium(account.email);
  await expect(banner(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
  await expect(toast(page)).toContainText('Premium is active');
});
