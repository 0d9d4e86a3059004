import type { Page } from '@playwright/test';
import { priceAnswer, routeCheckout, routeConfig, SETTINGS, standInPaddle } from './support/checkout-routes';
import {
  type Account,
  expect,
  expectSignedInAs,
  makePremium,
  proveAddress,
  sql,
  test,
} from './support/fixtures';
import {
  completeCheckout,
  PADDLE_JS_URL,
  paddleCalls,
  servePaddleStandIn,
  standInBehaviour,
} from './support/paddle-stand-in';

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
        settings: SETTINGS,
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

test('a user without a customer id is fixed first, refreshed, then checkout opens', async ({
  page,
  account,
}) => {
  await proveAddress(account);
  const apiCalls = recordApiCalls(page);
  await routeConfig(page);
  await servePaddleStandIn(page);
  // Stands in for the server, which would find or create the Paddle customer and store its id.
  await page.route('**/api/fix-paddle-customer', async (route) => {
    await giveCustomerId(account, 'ctm_fixed');
    await route.fulfill({ json: { customerId: 'ctm_fixed' } });
  });
  await routeCheckout(page, priceAnswer('pri_regular', 'ctm_fixed'));
  await page.goto('/account');
  await upgradeButton(page).click();

  await expect(toast(page)).toContainText('Account updated');
  await expect(toast(page)).toContainText('Your payment account has been set up. Continuing to checkout...');
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  const [open] = await paddleCalls(page, 'Checkout.open');
  expect(open?.args).toEqual({
    items: [{ priceId: 'pri_regular', quantity: 1 }],
    customer: { id: 'ctm_fixed' },
    customData: { userId: await userIdOf(page), userSig: expect.any(String) },
    settings: SETTINGS,
  });
  const fix = apiCalls.indexOf('POST /api/fix-paddle-customer');
  // The current-user query is read from /api/session (200 with null for visitors).
  const refresh = apiCalls.indexOf('GET /api/session', fix);
  const checkout = apiCalls.indexOf('POST /api/billing/checkout');
  expect(fix).toBeGreaterThanOrEqual(0);
  expect(refresh).toBeGreaterThan(fix);
  expect(checkout).toBeGreaterThan(refresh);
});

test('a failed fix-customer call shows Setup error and opens nothing', async ({ page, account }) => {
  await proveAddress(account);
  await expectSignedInAs(page, account);
  const apiCalls = recordApiCalls(page);
  await routeConfig(page);
  await servePaddleStandIn(page);
  await page.route('**/api/fix-paddle-customer', (route) =>
    route.fulfill({ status: 502, json: { message: 'Paddle did not answer' } }),
  );
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect(toast(page)).toContainText('Setup error');
  await expect(toast(page)).toContainText('Unable to set up payment account. Please try again.');
  expect(apiCalls).not.toContain('POST /api/billing/checkout');
  expect(await paddleCalls(page, 'Checkout.open')).toEqual([]);
});

test('an account that has not confirmed its address goes to checkout without a customer look-up', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  const apiCalls = recordApiCalls(page);
  await routeConfig(page);
  await servePaddleStandIn(page);
  await routeCheckout(page, priceAnswer('pri_regular', null));
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  const [open] = await paddleCalls(page, 'Checkout.open');
  // No customer: Paddle makes one at checkout, and the signed customData names this account.
  expect(open?.args).toEqual({
    items: [{ priceId: 'pri_regular', quantity: 1 }],
    customData: { userId: await userIdOf(page), userSig: expect.any(String) },
    settings: SETTINGS,
  });
  expect(apiCalls).not.toContain('POST /api/fix-paddle-customer');
});

// Paddle.js reports a checkout it cannot open as a checkout.error event, never as an exception.
test('a checkout.error for the customer id retries once without it', async ({ page, account }) => {
  await giveCustomerId(account);
  await standInBehaviour(page, { unknownCustomers: ['ctm_existing'] });
  await standInPaddle(page);
  await page.goto('/account');
  await upgradeButton(page).click();

  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(2);
  const userId = await userIdOf(page);
  const items = [{ priceId: 'pri_regular', quantity: 1 }];
  expect((await paddleCalls(page, 'Checkout.open')).map((c) => c.args)).toEqual([
    { items, customer: { id: 'ctm_existing' }, customData: { userId, userSig: 'sig' }, settings: SETTINGS },
    { items, customData: { userId, userSig: 'sig' }, settings: SETTINGS },
  ]);
  // The retry opened: no third attempt and no error toast.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __paddleCustomer: { isOpen: () => boolean } }).__paddleCustomer.isOpen(),
      ),
    )
    .toBe(true);
  expect(await paddleCalls(page, 'Checkout.open')).toHaveLength(2);
  await expect(toast(page)).toHaveCount(0);
});

test('when the retry gets a checkout.error too, Checkout error points to the console', async ({
  page,
  account,
}) => {
  await giveCustomerId(account);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await standInBehaviour(page, { failEveryOpen: true });
  await standInPaddle(page);
  await page.goto('/account');
  await upgradeButton(page).click();

  await expect(toast(page)).toContainText('Checkout error');
  await expect(toast(page)).toContainText(
    'Unable to open payment window. Check browser console for details.',
  );
  expect(await paddleCalls(page, 'Checkout.open')).toHaveLength(2);
  expect(errors.join('\n')).toContain('stand-in: the checkout could not be created.');
});

test('a checkout.error without a customer id is not retried', async ({ page, account }) => {
  await proveAddress(account);
  await expectSignedInAs(page, account);
  await routeConfig(page);
  await standInBehaviour(page, { failEveryOpen: true });
  await servePaddleStandIn(page);
  await page.route('**/api/fix-paddle-customer', (route) => route.fulfill({ json: { customerId: 'ctm_x' } }));
  await routeCheckout(page, priceAnswer('pri_regular', null));
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect(toast(page)).toContainText('Checkout error');
  expect(await paddleCalls(page, 'Checkout.open')).toHaveLength(1);
});

test('the discount price id is used while the discount is active', async ({ page, account }) => {
  await giveCustomerId(account);
  await routeConfig(page, { isDiscountActive: true });
  await servePaddleStandIn(page);
  await routeCheckout(page, priceAnswer('pri_discount'));
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  const [open] = await paddleCalls(page, 'Checkout.open');
  expect(open?.args).toMatchObject({ items: [{ priceId: 'pri_discount', quantity: 1 }] });
});

test('the price id is the one the server chose, not one from the cached config', async ({
  page,
  account,
}) => {
  await giveCustomerId(account);
  await routeConfig(page);
  await servePaddleStandIn(page);
  await routeCheckout(page, priceAnswer('pri_chosen_by_server'));
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  const [open] = await paddleCalls(page, 'Checkout.open');
  expect(open?.args).toMatchObject({ items: [{ priceId: 'pri_chosen_by_server', quantity: 1 }] });
});

test('a custom-price user gets checkout opened by transaction id', async ({ page, account }) => {
  await giveCustomerId(account);
  await routeConfig(page);
  await servePaddleStandIn(page);
  await routeCheckout(page, (userId) => ({
    kind: 'transaction',
    transactionId: 'txn_custom_price',
    customerId: 'ctm_existing',
    customData: { userId, userSig: 'sig' },
  }));
  await page.goto('/account');
  await upgradeButton(page).click();
  await expect.poll(() => paddleCalls(page, 'Checkout.open')).toHaveLength(1);
  const [open] = await paddleCalls(page, 'Checkout.open');
  expect(open?.args).toEqual({
    transactionId: 'txn_custom_price',
    customData: { userId: await userIdOf(page), userSig: expect.any(String) },
    settings: SETTINGS,
  });
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
