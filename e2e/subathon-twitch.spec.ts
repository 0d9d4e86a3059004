import { expect, makePremium, test } from './support/fixtures';
import { createSyncedCounter } from './support/live';

// Issue 18, source 1: connecting Twitch from the control page. The server's Twitch is a loopback
// stand-in (support/serve.ts); the browser really goes to its authorize page and back.

test('Connect Twitch from the control page, by keyboard, then disconnect', async ({
  page,
  account,
  baseURL,
}) => {
  await makePremium(account.email);
  const id = await createSyncedCounter(page.request, baseURL!, { countdownType: 'datetime' });
  await page.goto(`/counter/${id}/control`);
  const card = page.getByTestId('twitch-card');
  const connect = card.getByRole('button', { name: 'Connect Twitch' });
  await connect.focus();
  await page.keyboard.press('Enter');

  // Back on the same page, connected; the flag is taken out of the address.
  await expect(card.getByText('Twitch is connected.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/control$`));
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card).toContainText('Channel twitchdev · 7 event subscriptions');

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByRole('button', { name: 'Connect Twitch' })).toBeVisible();
  const status = await page.request.get('/api/integrations/twitch');
  expect(await status.json()).toMatchObject({ connected: false, subscriptionIds: [] });
});

test('a failed connect is shown on the control page', async ({ page, account, baseURL }) => {
  await makePremium(account.email);
  const id = await createSyncedCounter(page.request, baseURL!, { countdownType: 'datetime' });
  await page.goto(`/counter/${id}/control?twitch=error&twitchError=The%20user%20denied%20you%20access`);
  await expect(page.getByTestId('twitch-card')).toContainText(
    'Could not connect Twitch: The user denied you access',
  );
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/control$`));
});
