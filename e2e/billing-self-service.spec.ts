import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { standInPaddle } from './support/checkout-routes';
import { type Account, expect, mailbox, proveAddress, sql, test } from './support/fixtures';
import { completeCheckout } from './support/paddle-stand-in';
import { paddleSubscription } from './support/paddle-webhooks';

// The dashboard's billing against the real server: Paddle's webhooks are delivered signed
// (support/paddle-webhooks.ts), Paddle.js is the stand-in, and only the portal call that would reach
// Paddle's API is answered here. What stays here needs the server or a browser: the payment
// confirmation waiting for a real webhook (and its mail), one past_due webhook through to Paddle's
// card form, and account deletion (the session really ended, the subscription queued to cancel).
//
// What /account draws for an API answer needs neither, so it is tested without a browser in
// web/src/features/dashboard/components/billing-section.test.tsx, which answers the screen's calls
// with the server's JSON: 'cancelled at period end: Premium until {date}, and Resume with loading
// and error states', 'Manage billing opens the Paddle portal session; a failure says why', 'a second
// checkout while subscribed shows the server 409 message', and the past_due banner's own states
// ('past_due shows the billing-problem banner, which opens the update-card session'). The server's
// side of each is in the API tests: server/billing/billing-status.test.ts, resume.test.ts,
// checkout.test.ts and billing-routes.test.ts.

const CUSTOMER = 'ctm_e2e_billing';
const PORTAL_URL = 'https://sandbox-customer-portal.paddle.com/cpl_e2e_overview';
const UPDATE_CARD_URL = 'https://sandbox-customer-portal.paddle.com/cpl_e2e_update_card';

const toast = (page: Page) => page.locator('.toast-root');
const upgradeBanner = (page: Page) => page.getByRole('region', { name: 'Upgrade to Premium' });
const billing = (page: Page) => page.getByRole('region', { name: 'Billing' });
const problem = (page: Page) => page.getByRole('region', { name: 'Your last payment did not go through' });

async function userIdOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/user')).json()) as { id: string }).id;
}

async function giveCustomerId(account: Account) {
  await sql('update users set paddle_customer_id = $1 where email = $2', [
    CUSTOMER,
    account.email.toLowerCase(),
  ]);
}

// Paddle's portal is Paddle's page: answered here, so the test sees where the browser went.
async function servePortal(page: Page, answer: { url: string; updatePaymentMethodUrl: string | null }) {
  await page.route('**/api/billing/portal', (route) => route.fulfill({ json: answer }));
  await page.route('https://sandbox-customer-portal.paddle.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Paddle customer portal</title><h1>Portal</h1>' }),
  );
}

// Moves the fake clock on and waits for the poll it lets run (the page re-reads the signed-in user).
async function pollAfter(page: Page, time: string) {
  const read = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/session');
  await page.clock.fastForward(time);
  await read;
}

async function subscribe(page: Page, account: Account) {
  await proveAddress(account);
  await giveCustomerId(account);
  const sub = paddleSubscription(test.info().project.use.baseURL!, await userIdOf(page));
  await sub.created(CUSTOMER);
  return sub;
}

test('webhook late: confirming, then the e-mail promise; the webhook then mails and shows Premium', async ({
  page,
  account,
  baseURL,
}) => {
  await page.clock.install();
  await giveCustomerId(account);
  await standInPaddle(page);
  // The answer, not the request: the check below reads what the call wrote, once it has been written.
  const notify = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith('/api/billing/notify-when-active'),
  );
  await page.goto('/account');
  await upgradeBanner(page).getByRole('button', { name: 'Upgrade Now' }).click();
  await completeCheckout(page);

  const status = page.getByRole('status').filter({ hasText: /payment/ });
  await expect(status).toHaveText('Confirming your payment…');
  // Still waiting just before the promised 60 s. Two polls run, so the first one's outcome has
  // been rendered before the text is read; the message changes once the 60 s are over.
  await pollAfter(page, '00:50');
  await pollAfter(page, '00:02');
  await expect(status).toHaveText('Confirming your payment…');
  await page.clock.fastForward('00:10');
  await expect(status).toHaveText(
    'Your payment is being confirmed; we will e-mail you when Premium is active',
  );
  await notify;
  expect(
    (
      await sql<{ n: boolean }>('select notify_when_premium as n from users where email = $1', [
        account.email.toLowerCase(),
      ])
    )[0]?.n,
  ).toBe(true);

  await paddleSubscription(baseURL!, await userIdOf(page)).created(CUSTOMER);
  const mail = await mailbox.waitFor(account.email, { subject: 'Your Countstream Premium is active' });
  expect(mail.text).toContain('Premium is now active');
  // The page still looks now and then, so Premium shows without a reload.
  await page.clock.fastForward('00:16');
  await expect(toast(page)).toContainText('Premium is active');
  await expect(upgradeBanner(page)).toHaveCount(0);
  await expect(status).toHaveCount(0);
  await expect(billing(page).getByRole('button', { name: 'Manage billing' })).toBeVisible();
});

test('webhook in time: Premium without the e-mail promise', async ({ page, account, baseURL }) => {
  await giveCustomerId(account);
  await standInPaddle(page);
  const notifies: string[] = [];
  page.on('request', (req) => req.url().endsWith('/notify-when-active') && notifies.push(req.url()));
  await page.goto('/account');
  await upgradeBanner(page).getByRole('button', { name: 'Upgrade Now' }).click();
  await completeCheckout(page);
  await expect(page.getByText('Confirming your payment…')).toBeVisible();
  await paddleSubscription(baseURL!, await userIdOf(page)).created(CUSTOMER);
  // The page polls every 2 s; the wait allows for a loaded CI machine.
  await expect(toast(page)).toContainText('Premium is active', { timeout: 25_000 });
  await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
  await expect(upgradeBanner(page)).toHaveCount(0);
  expect(notifies).toEqual([]);
});

test('checkout completed on Upgrade Required shows the wait there too', async ({
  page,
  account,
  baseURL,
}) => {
  const res = await page.request.post(`${baseURL}/api/counters`, {
    data: { name: 'Only one', settings: createFormDefaults(new Date(), 'UTC') },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  await giveCustomerId(account);
  await standInPaddle(page);
  await page.goto('/counter/new');
  await page
    .getByRole('region', { name: 'Upgrade Required' })
    .getByRole('button', { name: 'Upgrade to Premium' })
    .click();
  await completeCheckout(page);
  await expect(page.getByRole('status').filter({ hasText: 'Confirming your payment…' })).toBeVisible();
  await paddleSubscription(baseURL!, await userIdOf(page)).created(CUSTOMER);
  // The page polls every 2 s; the wait allows for a loaded CI machine.
  await expect(toast(page)).toContainText('Premium is active', { timeout: 25_000 });
  await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
});

// The one billing state kept here from end to end: a signed past_due webhook the server applies,
// the banner the page draws from the real status, and the browser really leaving for Paddle's card form.
test('past_due from a signed webhook shows the billing-problem banner, which opens the update-card session', async ({
  page,
  account,
}) => {
  const sub = await subscribe(page, account);
  await sub.pastDue(CUSTOMER);
  await servePortal(page, { url: PORTAL_URL, updatePaymentMethodUrl: UPDATE_CARD_URL });
  await page.goto('/account');
  await problem(page).getByRole('button', { name: 'Update payment method' }).click();
  await expect(page).toHaveURL(UPDATE_CARD_URL);
});

test('Delete account: type-to-confirm by keyboard, then signed out on the landing page', async ({
  page,
  account,
}) => {
  await page.goto('/account');
  const open = page.getByRole('button', { name: 'Delete account' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  // Escape backs out and nothing is deleted.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELET');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await dialog.getByLabel('Type DELETE to confirm').press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Account deleted');
  await expect(toast(page)).toContainText('you are signed out');
  const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();
  expect(await sql('select id from users where email = $1', [account.email.toLowerCase()])).toEqual([]);
});

test('Delete account of a subscriber: done at once, its subscription queued for cancelling in Paddle', async ({
  page,
  account,
}) => {
  const sub = await subscribe(page, account);
  await page.goto('/account');
  await expect(billing(page)).toBeVisible();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page)).toContainText('Account deleted');
  // Paddle is unreachable here (no API key): the user does not wait for it beyond a few seconds.
  expect(Date.now() - started).toBeLessThan(6_000);
  await expect(page).toHaveURL(/\/$/);
  const jobs = await sql<{ target: string }>(
    "select target from billing_jobs where kind = 'cancel_subscription' and done_at is null and target = $1",
    [sub.id],
  );
  expect(jobs).toEqual([{ target: sub.id }]);
});
