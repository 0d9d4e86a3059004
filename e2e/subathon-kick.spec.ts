import { expect, makePremium, test } from './support/fixtures';
import { createSyncedCounter } from './support/live';

// Issue 18, source 3: connecting Kick from the control page. The server's Kick is a loopback
// stand-in (support/serve.ts) that checks PKCE; the browser really goes to its authorize page and back.

test('Connect Kick from its card beside Twitch, by keyboard, then disconnect', async ({
  page,
  account,
  baseURL,
}) => {
  await makePremium(account.email);
  const id = await createSyncedCounter(page.request, baseURL!, { countdownType: 'datetime' });
  await page.goto(`/counter/${id}/control`);
  const card = page.getByTestId('kick-card');
  await expect(page.getByTestId('twitch-card')).toBeVisible();
  const connect = card.getByRole('button', { name: 'Connect Kick' });
  await connect.focus();
  await page.keyboard.press('Enter');

  await expect(card.getByText('Kick is connected.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/control$`));
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card).toContainText('Channel kickstreamer · 6 event subscriptions');
  // Twitch's card is untouched by Kick's flag.
  await expect(page.getByTestId('twitch-card').getByRole('button', { name: 'Connect Twitch' })).toBeVisible();

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByRole('button', { name: 'Connect Kick' })).toBeVisible();
  const status = await page.request.get('/api/integrations/kick');
  expect(await status.json()).toMatchObject({ connected: false, subscriptionIds: [] });
});

test('a failed Kick connect is shown on its card', async ({ page, account, baseURL }) => {
  await makePremium(account.email);
  const id = await createSyncedCounter(page.request, baseURL!, { countdownType: 'datetime' });
  await page.goto(`/counter/${id}/control?kick=error&kickError=The%20user%20denied%20access`);
  await expect(page.getByTestId('kick-card')).toContainText('Could not connect Kick: The user denied access');
  await expect(page.getByTestId('twitch-card')).not.toContainText('Could not connect');
  await expect(page).toHaveURL(new RegExp(`/counter/${id}/control$`));
});
