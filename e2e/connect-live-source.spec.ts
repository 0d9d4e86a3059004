import { CONNECT_PLATFORM_NAMES } from '@core/live-sources/platforms';
import { disconnectByApi, followPlatform } from './support/connections';
import {
  expect,
  expectSignedInAs,
  STAND_IN_ACCOUNTS,
  sql,
  test,
  waitForChannelFree,
} from './support/fixtures';

// A connected live source in a real browser, against the e2e server's loopback platform: from the
// counter form, "Connect <platform>" goes through the platform's authorization page and back, the
// connected account is picked (no paste field), and the saved counter's page shows its follower
// count. Phone width first, then the counter page at desktop width. Each stand-in has one account,
// held by one user at a time: the test waits for it and lets it go at the end.

const CASES = [
  { platform: 'instagram', followers: '4,321' },
  { platform: 'tiktok', followers: '1,234' },
] as const;

for (const { platform, followers } of CASES) {
  const name = CONNECT_PLATFORM_NAMES[platform];
  const account = STAND_IN_ACCOUNTS[platform]!.name;

  test(`connect ${name}, pick it as a live source, and see its count on the counter page`, async ({
    page,
    premium,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectSignedInAs(page, premium);
    await waitForChannelFree(platform, premium.email);
    await page.goto('/counter/new');
    await followPlatform(page, platform);
    await page.getByTestId(`connect-${platform}`).click();

    // Back from the platform on the form, with the account to pick.
    await expect(page).toHaveURL(new RegExp(`/counter/new\\?${platform}=connected`));
    const row = await followPlatform(page, platform);
    const picker = row.getByLabel('Account', { exact: true });
    await expect(picker.locator('option', { hasText: account })).toHaveCount(1);
    await picker.selectOption({ label: account });
    await expect(page.getByTestId('account-preview-found')).toContainText(`${followers} followers`);
    await page.screenshot({ path: `test-results/connect-${platform}-390.png`, fullPage: false });

    const counterName = `${name} goal`;
    await page.getByLabel('Counter Name').fill(counterName);
    await page.getByLabel('End Number').fill('5000');
    await page.getByRole('button', { name: 'Create Counter' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const card = page.getByTestId('counter-card').filter({ hasText: counterName });
    await expect(card.getByTestId('live-count-value')).toHaveText(followers);

    await page.setViewportSize({ width: 1280, height: 800 });
    const [counter] = await sql<{ id: string }>('select id from counters where name = $1', [counterName]);
    await page.goto(`/counter/${counter!.id}`);
    await expect(page.getByText(followers).first()).toBeVisible();
    await page.screenshot({ path: `test-results/connect-${platform}-1280.png`, fullPage: false });
    await disconnectByApi(page, platform, baseURL!);
  });
}
