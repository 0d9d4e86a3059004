import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// Instagram as a connected live source in a real browser, against the e2e server's loopback
// Instagram: from the counter form, "Connect Instagram" goes through the authorization window and
// back, the connected account is picked (no paste field), and the saved counter's page shows its
// follower count. Phone width first, then the counter page at desktop width.

test('connect Instagram, pick it as a live source, and see its count on the counter page', async ({
  page,
  premium,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSignedInAs(page, premium);
  await page.goto('/counter/new');
  await page.getByRole('switch', { name: 'Follow a live count' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('instagram');
  await page.getByTestId('connect-instagram').click();

  // Back from Instagram on the form, with the account to pick.
  await expect(page).toHaveURL(/\/counter\/new\?instagram=connected/);
  // The form's draft may bring the live count back on by itself.
  const live = page.getByRole('switch', { name: 'Follow a live count' });
  await expect(live).toBeVisible();
  if ((await live.getAttribute('aria-checked')) !== 'true') await live.click();
  await page.getByLabel('Platform', { exact: true }).selectOption('instagram');
  const picker = page.getByLabel('Account', { exact: true });
  await expect(picker.locator('option', { hasText: 'countstream.creator' })).toHaveCount(1);
  await picker.selectOption({ label: 'countstream.creator' });
  await expect(page.getByTestId('account-preview-found')).toContainText('4,321 followers');
  await page.screenshot({ path: 'test-results/connect-instagram-390.png', fullPage: false });

  await page.getByLabel('Counter Name').fill('Instagram goal');
  await page.getByLabel('End Number').fill('5000');
  await page.getByRole('button', { name: 'Create Counter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByTestId('counter-card').filter({ hasText: 'Instagram goal' });
  await expect(card.getByTestId('live-count-value')).toHaveText('4,321');

  await page.setViewportSize({ width: 1280, height: 800 });
  const [counter] = await sql<{ id: string }>("select id from counters where name = 'Instagram goal'", []);
  await page.goto(`/counter/${counter!.id}`);
  await expect(page.getByText('4,321').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/connect-instagram-1280.png', fullPage: false });
});
