import { expect, linkFrom, sql, test, uniqueEmail } from './support/fixtures';

// Issue 22: a quiet banner until the address is proven, and a way in by mail for a locked owner.

test('sign-up shows the confirm banner; the mailed link clears it', async ({ page, mailbox }) => {
  test.slow(); // a whole journey: sign-up, resend, dismiss, two links, a second tab
  const email = uniqueEmail('proof');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('proof-pass-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('proof-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText(`Please confirm your email: we sent a link to ${email}.`);
  const welcome = linkFrom(await mailbox.waitFor(email, { subject: 'Welcome' }), '/auth/verify');

  // Resend: a new link, and the one in the welcome mail stops working.
  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(banner.getByRole('status')).toHaveText('Sent! Check your inbox for the new link.');
  const fresh = linkFrom(
    await mailbox.waitFor(email, { subject: 'Confirm your email address' }),
    '/auth/verify',
  );

  // Dismissed, it stays away for the rest of the browser session.
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText('Welcome, Robin')).toBeVisible();
  await expect(banner).toBeHidden();

  await page.goto(welcome);
  await expect(page.getByRole('alert')).toHaveText('This confirmation link has expired or was already used.');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  await page.goto(fresh);
  await expect(page.getByRole('status')).toHaveText('Your email is confirmed.');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // A new tab has a new session storage: only the confirmed address keeps the banner away there.
  const tab = await page.context().newPage();
  await tab.goto('/account');
  await expect(tab.getByText('Welcome, Robin')).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Confirm your email' })).toBeHidden();
});

test('a locked account gets in by a mailed sign-in link', async ({ page, mailbox, account }) => {
  await page.context().clearCookies();
  // The attacker's wrong passwords have used up the account's attempts.
  await sql(
    'insert into login_throttles (key, attempts, window_started_at) values ($1, 100000, now()) on conflict (key) do update set attempts = 100000, window_started_at = now()',
    [`email:${account.email}`],
  );
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('alert')).toContainText('Too many sign-in attempts');

  await panel.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'If an account exists for that email, we sent a sign-in link. It works once, within 20 minutes.',
  );
  const link = linkFrom(await mailbox.waitFor(account.email, { subject: 'sign-in link' }), '/auth/link');

  await page.goto(link);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Welcome, ${account.firstName}`)).toBeVisible();

  // Single use: the same link again does not sign anyone in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link has expired or was already used. Request a new one.',
  );
});

test('a confirmation link opened signed out asks for the password first', async ({
  page,
  mailbox,
  account,
}) => {
  const link = linkFrom(await mailbox.waitFor(account.email, { subject: 'Welcome' }), '/auth/verify');
  await page.context().clearCookies();
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Confirm with your password' });
  await expect(form).toContainText('Enter the password of this account to confirm the address.');
  await expect(form.getByRole('link', { name: 'Reset its password' })).toHaveAttribute(
    'href',
    '/auth?mode=forgot',
  );

  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'That is not the password of this account. If you did not create it, reset its password instead.',
  );

  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByRole('status')).toHaveText('Your email is confirmed.');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
