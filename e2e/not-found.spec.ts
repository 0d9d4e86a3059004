import { expect, test } from './support/fixtures';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('signed-out visitors of signed-in pages go to /auth, which knows the way back', async ({ page }) => {
  // /counter/new is open to visitors (issue 41: build first, sign up to save; templates.spec.ts).
  for (const path of ['/account', '/dashboard', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }
});

test('/counter redirects to /account', async ({ page, account }) => {
  await page.goto('/counter');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Welcome, ${account.firstName}`)).toBeVisible();
});

test('a non-admin sees the 404 page at /admin', async ({ page, account }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${account.firstName}`)).toBeVisible();
});
