import { expect, resetLinkFrom, test, uniqueEmail } from './support/fixtures';

const LOGIN_INVALID = 'The email or password you entered is incorrect. Please double-check and try again.';
const RESET_SENT = 'Password reset link has been sent to your email address.';

test('register, log out, reset the password by e-mail and sign in with the new one', async ({
  page,
  mailbox,
}) => {
  test.slow(); // the longest journey: sign-up, sign-out, a refused sign-in, a reset by mail, two sign-ins
  const email = uniqueEmail('auth');
  const firstPassword = 'first-pass-1';
  const newPassword = 'second-pass-2';

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Welcome, Jordan')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page.getByRole('heading', { name: 'Free Counter Creator & Countdown Timer Maker' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(LOGIN_INVALID);

  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('tabpanel').getByText(RESET_SENT)).toBeVisible();

  const mail = await mailbox.waitFor(email, { subject: 'Reset' });
  await page.goto(resetLinkFrom(mail));
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(LOGIN_INVALID);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Welcome, Jordan')).toBeVisible();
});

test('a used reset link is refused', async ({ page, mailbox, request, baseURL }) => {
  const email = uniqueEmail('reset');
  const res = await request.post('/api/register', {
    data: { email, password: 'first-pass-1' },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  await page.goto('/auth?mode=forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const link = resetLinkFrom(await mailbox.waitFor(email, { subject: 'Reset' }));
  for (const attempt of [1, 2]) {
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill(`new-pass-${attempt}`);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(`new-pass-${attempt}`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    if (attempt === 1) await expect(page.getByText('Your password has been updated.')).toBeVisible();
  }
  await expect(page.getByRole('form', { name: 'Set a new password' }).getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Request a new one.',
  );
});

// The forms' client-side checks (validation messages, Back to Sign In) are component tests:
// web/src/features/auth/components/auth-screen.test.tsx.

test('registering an existing e-mail says so', async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('whatever-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('whatever-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'An account with this email already exists. Try signing in instead.',
  );
});

test('a signed-in user is sent from /auth and / to /account', async ({ page, account }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Welcome, ${account.firstName}`)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/account$/);
});
