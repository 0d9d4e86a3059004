import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, expectSignedInAs, makeAdmin, sql, test, uniqueEmail } from './support/fixtures';
import { digits } from './support/live';

// Every page and dialog of the app, checked by axe (WCAG 2.x A/AA and best practices) in the state
// a person sees it: no serious or critical violation anywhere (issue 20). Each step first waits
// for the content that makes the state, so axe never measures a loading screen by mistake.

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

test.describe('a visitor', () => {
  const pages: [string, string, (page: Page) => Promise<void>][] = [
    ['landing', '/', async (p) => expect(p.getByRole('link', { name: /Get Started/ }).first()).toBeVisible()],
    [
      'sign in',
      '/auth',
      async (p) => expect(p.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible(),
    ],
    ['demo', '/counter/demo', async (p) => expect(digits(p)).toBeVisible()],
    ['help', '/help', async (p) => expect(heading(p, 'Help Center')).toBeVisible()],
    ['contact', '/contact', async (p) => expect(heading(p, 'Contact Support')).toBeVisible()],
    ['privacy', '/privacy', async (p) => expect(heading(p, 'Privacy Policy')).toBeVisible()],
    ['terms', '/terms', async (p) => expect(heading(p, 'Terms of Service')).toBeVisible()],
    ['refund policy', '/refund-policy', async (p) => expect(heading(p, 'Refund Policy')).toBeVisible()],
    ['404', '/no-such-page', async (p) => expect(p.getByText('Page Not Found').first()).toBeVisible()],
    [
      'counter not found',
      '/counter/nosuchcounter1',
      async (p) => expect(p.getByText(/not found/i).first()).toBeVisible(),
    ],
    [
      'embed of a counter not found',
      '/embed/nosuchcounter1?transparent=1',
      async (p) => expect(p.getByText(/not found/i).first()).toBeVisible(),
    ],
    [
      'reset password, without its token',
      '/auth/reset',
      async (p) => expect(p.getByRole('heading').first()).toBeVisible(),
    ],
    [
      'address confirmation, link incomplete',
      '/auth/verify',
      async (p) => expect(p.getByText('This confirmation link is incomplete.')).toBeVisible(),
    ],
    [
      'sign-in link, without its token',
      '/auth/link',
      async (p) => expect(p.getByRole('heading').first()).toBeVisible(),
    ],
  ];
  // Seven pages a test, one after another in one tab: a fresh context and a first page load cost
  // about a CPU second of the browser's each, for nothing axe needs. Each page is a step of its own,
  // and a violation on one does not stop the others from being checked.
  const PARTS = 2;
  for (let part = 0; part < PARTS; part++) {
    const mine = pages.filter((_, i) => i % PARTS === part);
    test(`public pages, part ${part + 1} of ${PARTS}: ${mine.map(([name]) => name).join(', ')}`, async ({
      page,
    }) => {
      for (const [name, path, shown] of mine)
        await test.step(`${name} (${path})`, async () => {
          await page.goto(path);
          await shown(page);
          await expectNoSeriousA11yViolations(page, name, { soft: true });
        });
    });
  }

  test('the sign-up form and a refused sign-in', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'refused sign-in');
    await page.getByRole('tab', { name: /Sign Up/ }).click();
    await expect(page.getByRole('button', { name: /Create Account|Sign Up/ }).last()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-up form');
  });

  test('the demo at 390 px, running', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/counter/demo');
    await expect(digits(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'demo at 390 px');
  });
});

test.describe('a Free owner', () => {
  test('the dashboard with its upgrade banner and toast, and the form', async ({ page, account }) => {
    await expectSignedInAs(page, account, { subscriptionStatus: 'free' });
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Upgrade to Premium' })).toContainText('/month');
    await expect(page.getByText('No counters yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Free dashboard, empty');
    // Upgrade Now on a server without Paddle says so in a toast (the checkout itself is Paddle's).
    await page
      .getByRole('region', { name: 'Upgrade to Premium' })
      .getByRole('button', { name: 'Upgrade Now' })
      .click();
    await expect(page.locator('.toast-root')).toContainText('Payment system not configured');
    await expectNoSeriousA11yViolations(page, 'upgrade toast');
    await page.goto('/counter/new');
    await expect(page.getByRole('heading', { name: 'Create New Counter' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new counter form');
  });
});

test.describe('a Premium owner', () => {
  test('dashboard, its dialogs and its API keys', async ({ page, syncedCounter }) => {
    // Six full scans, one of them over the embed dialog's live preview (a whole viewer in a frame).
    test.slow();
    const id = await syncedCounter({}, 'Axe counter');
    await page.goto('/account');
    const card = page.getByTestId('counter-card').filter({ hasText: 'Axe counter' });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Premium dashboard');

    await card.getByRole('button', { name: 'Embed' }).click();
    const embed = page.getByRole('dialog', { name: 'Embed Your Counter' });
    await expect(embed.getByRole('textbox', { name: 'Embed code' })).toHaveValue(new RegExp(id));
    await expectNoSeriousA11yViolations(page, 'embed dialog');
    await embed.getByRole('button', { name: 'Close' }).click();
    await expect(embed).toHaveCount(0);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toHaveText('Delete “Axe counter”?');
    await expectNoSeriousA11yViolations(page, 'delete counter dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    const keys = page.getByTestId('api-keys');
    await keys.getByLabel('Key name').fill('Overlay');
    await keys.getByRole('button', { name: 'Create key' }).click();
    await expect(keys.getByTestId('new-api-key')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a new API key');
    await keys
      .getByTestId('api-key-row')
      .filter({ hasText: 'Overlay' })
      .getByRole('button', { name: 'Edit access' })
      .click();
    const access = page.getByRole('dialog', { name: /Access of/ });
    await expect(access.getByRole('button', { name: 'Save access' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'API key access dialog');
    await access.getByRole('button', { name: 'Close' }).click();
    await expect(access).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const leave = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(leave).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete account dialog');
  });

  test('edit form, viewer, embed, control and export pages', async ({ page, syncedCounter }) => {
    // Five full scans, the edit form's the largest page of the app: on two shared cores running
    // four browsers, more than the default 30 s.
    test.slow();
    const id = await syncedCounter({}, 'Axe counter');

    await page.goto(`/counter/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Counter' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edit form');

    await page.goto(`/counter/${id}`);
    await expect(digits(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'viewer');

    await page.goto(`/embed/${id}`);
    await expect(digits(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'embed');

    await page.goto(`/counter/${id}/control`);
    await expect(page.getByTestId('control-status')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'control page');

    await page.goto(`/counter/${id}/export`);
    await expect(page.getByRole('heading', { name: /Export/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'export page');
  });
});

test.describe('an admin', () => {
  test('every tab, the user details dialog and a delete confirmation', async ({
    page,
    account,
    request,
    baseURL,
  }) => {
    // A scan per tab, the dialog's and the confirmation's: more than the default 30 s on a busy machine.
    test.slow();
    await makeAdmin(account.email);
    // Another user, registered in a context of its own, whose deletion the admin starts.
    const other = uniqueEmail('a11y');
    const made = await request.post(`${baseURL}/api/register`, {
      data: { email: other, password: 'correct-horse', firstName: 'Other' },
      headers: { origin: baseURL! },
    });
    expect(made.status()).toBe(201);
    await page.goto('/admin');
    await expect(heading(page, 'Admin Dashboard')).toBeVisible();
    const users = page.getByTestId('user-row');
    await expect(users.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin, users');

    await page.getByPlaceholder('Search users...').fill(account.email);
    await users.filter({ hasText: account.email }).getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'User Details & Management' });
    await expect(details).toContainText(account.email);
    await expectNoSeriousA11yViolations(page, 'user details dialog');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toHaveCount(0);

    await page.getByPlaceholder('Search users...').fill(other);
    await users.filter({ hasText: other }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toHaveText('Delete “Other”?');
    await expectNoSeriousA11yViolations(page, 'delete user confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    for (const tab of ['Counters', 'Subscriptions']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `admin, ${tab.toLowerCase()}`);
    }
    await sql('delete from users where email = $1', [other]);
  });
});
