import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';
import { seedBlueskyAccount } from './support/live-count-stand-ins';

// The counter form's Live count in a real browser, against the e2e server's loopback Bluesky: a
// pasted profile link is looked up once typing pauses (name, handle, count; the preview panel shows
// the count), the counter is saved following it and its dashboard card shows the count; an account
// Bluesky does not know is refused with the server's words beside its row, and nothing is saved.

const liveRow = (page: Page) => page.getByTestId('live-source-row');

async function followOnBluesky(page: Page, text: string) {
  await page.getByRole('switch', { name: 'Follow a live count' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('bluesky');
  await expect(page.getByLabel('Account', { exact: true })).toHaveAttribute(
    'placeholder',
    'name.bsky.social or profile link',
  );
  await page.getByLabel('Account', { exact: true }).fill(text);
}

const countersOf = (email: string) =>
  sql<{ settings: { liveSources?: unknown } }>(
    'select c.settings from counters c join users u on u.id = c.user_id where u.email = $1',
    [email.toLowerCase()],
  );

test('a pasted Bluesky profile is previewed, saved, and its count shows on the dashboard', async ({
  page,
  account,
}) => {
  // Two whole-page accessibility scans (the form, the dashboard with its history panel): on a
  // shared two-core machine running four browsers they take much of the default 30 s.
  test.slow();
  await expectSignedInAs(page, account);
  const bluesky = await seedBlueskyAccount(1234, 'Form Stream');
  await page.goto('/counter/new');
  await page.getByLabel('Counter Name').fill('Bluesky goal');
  await followOnBluesky(page, `https://bsky.app/profile/${bluesky.handle}`);

  const found = liveRow(page).getByTestId('account-preview-found');
  await expect(found).toContainText('Form Stream');
  await expect(found).toContainText(`@${bluesky.handle}`);
  await expect(found).toContainText('1,234 followers');
  // The form's preview shows the live count instead of its sample, with what no longer applies gone.
  await expect(page.getByTestId('counter-preview')).toHaveAttribute('data-live-sum', '1234');
  await expect(page.getByTestId('counter-preview')).toContainText('1,234');
  await expect(page.getByLabel('Start Number')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Synced (live control)' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'counter form following a live count');

  await page.getByLabel('End Number').fill('2000');
  await page.getByRole('button', { name: 'Create Counter' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByTestId('counter-card').filter({ hasText: 'Bluesky goal' });
  await expect(card.getByTestId('live-count-value')).toHaveText('1,234');
  await expect(card.getByTestId('live-count-words')).toContainText(/Updated (just now|\d+ s ago)/);
  await expectNoSeriousA11yViolations(page, 'dashboard card with a live count');
  const [saved] = await countersOf(account.email);
  expect(saved?.settings.liveSources).toEqual([
    { platform: 'bluesky', account: `https://bsky.app/profile/${bluesky.handle}` },
  ]);
});

test('an account Bluesky does not know shows the server’s words, and nothing is saved', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  const unknown = `nobody-${Date.now().toString(36)}.bsky.social`;
  const message = `Bluesky has no account "${unknown}".`;
  await page.goto('/counter/new');
  await followOnBluesky(page, unknown);
  await expect(liveRow(page).getByTestId('account-preview-problem')).toHaveText(message);

  await page.getByRole('button', { name: 'Create Counter' }).click();
  await expect(liveRow(page).getByRole('alert')).toHaveText(message);
  await expect(page.getByLabel('Account', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The toast before the accessibility scan: on a busy machine the scan outlasts the toast.
  await expect(page.locator('.toast-root')).toContainText('Check your live count');
  await expectNoSeriousA11yViolations(page, 'live count refused on save');
  await expect(page).toHaveURL(/\/counter\/new$/);
  expect(await countersOf(account.email)).toEqual([]);
});
