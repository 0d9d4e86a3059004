import { ADMIN_MESSAGES } from '@core/api/admin';
import { RECONCILE_NOT_CONFIGURED } from '@core/api/billing-admin';
import type { Page } from '@playwright/test';
import { expect, expectSignedInAs, type OtherUser, sql, test } from './support/fixtures';

// The admin's billing views in the Subscriptions tab (issue 15): reconcile with Paddle, cancels
// waiting for Paddle, unmatched events, a user's subscription and payment states, and the refund
// answer. Paddle's API is not configured in the browser-test server, so the records are written
// the way the webhooks write them (SQL on the same database), and the actions meet an
// unconfigured Paddle: exactly the case where the admin must be told.

type Target = OtherUser;

/** A paying user as the webhooks leave one: an active subscription with a completed payment. */
async function seedSubscriber(user: Target, tag: string) {
  const sub = `sub_e2e_${tag}`;
  const txn = `txn_e2e_${tag}`;
  const now = new Date();
  await sql(
    `update users set subscription_status = 'active', premium_source = 'paddle', paddle_customer_id = $2 where id = $1`,
    [user.id, `ctm_e2e_${tag}`],
  );
  await sql(
    `insert into paddle_subscriptions (id, user_id, customer_id, status, current_period_end, event_at, event_id)
     values ($1, $2, $3, 'active', $4, $5, $6)`,
    [sub, user.id, `ctm_e2e_${tag}`, new Date(now.getTime() + 20 * 864e5), now, `evt_${tag}_1`],
  );
  await sql(
    `insert into paddle_transactions (id, user_id, subscription_id, customer_id, status, total, currency, billed_at, event_at, event_id)
     values ($1, $2, $3, $4, 'completed', '499', 'USD', $5, $5, $6)`,
    [txn, user.id, sub, `ctm_e2e_${tag}`, now, `evt_${tag}_2`],
  );
  return { sub, txn };
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'User Details & Management' });

async function openSubscriptionsTab(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  // Keyboard only: the tab list is a Radix tablist (arrow keys move between tabs).
  const users = page.getByRole('tab', { name: 'Users' });
  await users.focus();
  await page.keyboard.press('ArrowRight');
  // One tab at a time, as a person reads them: the next key once the Counters tab shows its panel
  // (a key pressed while that panel was still being mounted was once lost, CI at stop 31).
  await expect(page.getByRole('tab', { name: 'Counters' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Counters' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const subscriptions = page.getByRole('tab', { name: 'Subscriptions' });
  await expect(subscriptions).toBeFocused();
  await expect(subscriptions).toHaveAttribute('aria-selected', 'true');
}

async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test.use({ viewport: { width: 375, height: 812 } });

test('a 375 px admin sees cancels waiting for Paddle, unmatched events and each subscription’s state, by keyboard', async ({
  page,
  admin,
  makeUser,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const tag = Math.random().toString(36).slice(2, 8);
  const user = await makeUser();
  const { sub, txn } = await seedSubscriber(user, tag);
  // A second subscription we ended (downgrade) that Paddle has not confirmed yet: a retried job.
  const ended = `sub_e2e_ended_${tag}`;
  await sql(
    `insert into paddle_subscriptions (id, user_id, customer_id, status, ended_by_us_at, ended_reason, event_at, event_id)
     values ($1, $2, $3, 'active', now(), 'downgrade', now(), $4)`,
    [ended, user.id, `ctm_e2e_${tag}`, `evt_${tag}_3`],
  );
  await sql(
    `insert into billing_jobs (id, kind, target, user_id, attempts, next_run_at, last_error)
     values ($1, 'cancel_subscription', $2, $3, 3, now() + interval '2 minutes', 'The payment system did not answer as expected. Please try again in a moment.')`,
    [`job_${tag}`, ended, user.id],
  );
  // A refund the customer asked for, awaiting approval in Paddle.
  await sql(
    `insert into paddle_adjustments (id, user_id, transaction_id, subscription_id, action, type, status, event_at, event_id)
     values ($1, $2, $3, $4, 'refund', 'full', 'pending_approval', now(), $5)`,
    [`adj_e2e_${tag}`, user.id, txn, sub, `evt_${tag}_4`],
  );
  // An event for a customer we do not know.
  const orphan = `evt_e2e_orphan_${tag}`;
  await sql(
    `insert into payment_events (event_id, type, payload, occurred_at, outcome, customer_id, subscription_id)
     values ($1, 'subscription.created', '{}'::jsonb, now(), 'unmatched', $2, $3)`,
    [orphan, `ctm_unknown_${tag}`, `sub_unknown_${tag}`],
  );

  await openSubscriptionsTab(page);

  const jobs = region(page, 'Pending Paddle cancels');
  const job = jobs.getByRole('listitem').filter({ hasText: ended });
  await expect(job).toContainText('3 attempts · next try');
  await expect(job).toContainText('Last error: The payment system did not answer as expected.');

  const unmatched = region(page, 'Unmatched Paddle events');
  await expect(unmatched.getByRole('listitem').filter({ hasText: orphan })).toContainText(
    `customer ctm_unknown_${tag} · subscription sub_unknown_${tag}`,
  );

  const billing = region(page, 'User billing');
  const search = billing.getByRole('searchbox', { name: 'Search users for billing' });
  await search.focus();
  await page.keyboard.type(user.email);
  const picker = billing.getByRole('combobox', { name: 'User' });
  await expect(picker.locator('option', { hasText: user.email })).toHaveCount(1);
  await picker.focus();
  await picker.selectOption({ label: user.label });
  const subs = billing.getByRole('list', { name: 'Subscriptions' });
  await expect(subs.getByRole('listitem').filter({ hasText: sub })).toContainText('active');
  await expect(subs.getByRole('listitem').filter({ hasText: sub })).toContainText('Renews on');
  await expect(subs.getByRole('listitem').filter({ hasText: ended })).toContainText(
    'Ended by us after an admin downgrade; waiting for Paddle to confirm the cancel',
  );
  const payment = billing.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(payment).toContainText('$4.99');
  await expect(payment).toContainText('Refund requested, awaiting approval in Paddle');
  await expectNoSideways(page);
});

test('Reconcile with Paddle shows its progress, then what changed or why it could not', async ({
  page,
  admin,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  // The browser-test server has no Paddle API key: the button is disabled and says why.
  await openSubscriptionsTab(page);
  const card = region(page, 'Reconcile with Paddle');
  await expect(card.getByRole('button', { name: 'Reconcile with Paddle' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Reconcile with Paddle' })).toHaveAccessibleDescription(
    RECONCILE_NOT_CONFIGURED,
  );

  // With Paddle configured (Health says so), a report (the answer's documented shape,
  // core/api/billing-admin.ts) is listed after its progress shows.
  await page.route('**/api/admin/health', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({ json: { ...body, payments: { apiConfigured: true, missing: [] } } });
  });
  let release!: () => void;
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/billing/reconcile', async (route) => {
    await seen;
    await route.fulfill({
      json: {
        customers: 2,
        changes: ['ctm_01 subscription sub_01: past_due', 'ctm_01 transaction txn_02: completed'],
      },
    });
  });
  await page.reload();
  await openSubscriptionsTab(page);
  const button = card.getByRole('button', { name: 'Reconcile with Paddle' });
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Reconciling…' })).toHaveAttribute('aria-busy', 'true');
  release();
  const report = card.getByRole('status');
  await expect(report).toContainText('2 customers checked, 2 records changed:');
  await expect(report.getByRole('listitem')).toHaveText([
    'ctm_01 subscription sub_01: past_due',
    'ctm_01 transaction txn_02: completed',
  ]);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expectNoSideways(page);
});

test('Issue refund that Paddle cannot make downgrades, says a manual refund is needed and why', async ({
  page,
  admin,
  makeUser,
}) => {
  await expectSignedInAs(page, admin, { role: 'admin' });
  const tag = Math.random().toString(36).slice(2, 8);
  const user = await makeUser();
  const { sub } = await seedSubscriber(user, tag);
  await page.goto('/admin');
  await page.getByPlaceholder('Search users...').fill(user.email);
  await page
    .getByTestId('user-row')
    .filter({ hasText: user.email })
    .getByRole('button', { name: 'View' })
    .click();
  const dialog = detailsDialog(page);
  const answer = page.waitForResponse('**/api/admin/issue-refund');
  await dialog.getByRole('button', { name: 'Issue Refund' }).press('Enter');
  expect(await (await answer).json()).toEqual({
    message: ADMIN_MESSAGES.manualRefund,
    requiresManualRefund: true,
    reason: 'Payment system not configured',
  });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(ADMIN_MESSAGES.manualRefund);
  await expect(alert).toContainText('Paddle said: Payment system not configured');
  await dialog.getByRole('button', { name: 'Close' }).press('Enter'); // the refund's toast may cover it

  // The subscription's cancel could not reach Paddle either: it waits as a job the admin can see.
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(
    region(page, 'Pending Paddle cancels').getByRole('listitem').filter({ hasText: sub }),
  ).toContainText('1 attempt · next try');
  await sql('delete from billing_jobs where target = $1', [sub]);
});
