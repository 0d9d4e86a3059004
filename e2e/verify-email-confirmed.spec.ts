import { expect, linkFrom, test } from './support/fixtures';

// Issue 41 item 9: the confirmation link clicked again after it worked, in a browser that is not
// signed in, says the address is already confirmed (not "expired") and offers Sign In.
test('a used confirmation link opened signed out says the address is already confirmed', async ({
  page,
  mailbox,
  account,
}) => {
  const link = linkFrom(await mailbox.waitFor(account.email, { subject: 'Welcome' }), '/auth/verify');
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Your email is confirmed.');

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Your email is already confirmed.');
  await expect(page.getByText('This link was used before. Sign in to go on.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/expired/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
