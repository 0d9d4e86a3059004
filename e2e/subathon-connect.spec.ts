import { expect, test, waitForChannelFree } from './support/fixtures';

// Issue 18, sources 1 and 3: connecting Twitch and Kick from the control page, each from its own
// card. The server's platforms are loopback stand-ins (support/serve.ts; Kick's checks PKCE); the
// browser really goes to the authorize page and back. The same steps for both, one table of what
// differs.
const PLATFORMS = [
  {
    name: 'Twitch',
    param: 'twitch',
    other: 'kick',
    connected: 'Connected to twitchdev. Its events reach every running subathon and goal',
    denied: 'The user denied you access',
  },
  {
    name: 'Kick',
    param: 'kick',
    other: 'twitch',
    connected: 'Connected to kickstreamer. Its events reach every running subathon and goal',
    denied: 'The user denied access',
  },
] as const;

for (const p of PLATFORMS) {
  test(`Connect ${p.name} from its card, by keyboard, then disconnect`, async ({ page, syncedCounter }) => {
    const id = await syncedCounter({ countdownType: 'datetime' });
    await page.goto(`/counter/${id}/control`);
    const card = page.getByTestId(`${p.param}-card`);
    const other = page.getByTestId(`${p.other}-card`);
    await expect(other).toBeVisible();
    const connect = card.getByRole('button', { name: `Connect ${p.name}` });
    await waitForChannelFree(p.param);
    await connect.focus();
    await page.keyboard.press('Enter');

    // Back on the same page, connected; the flag is taken out of the address.
    await expect(card.getByText(`${p.name} is connected.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/counter/${id}/control$`));
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card).toContainText(p.connected);
    // The other platform's card is untouched by this one's flag.
    const otherName = PLATFORMS.find((o) => o.param === p.other)!.name;
    await expect(other.getByRole('button', { name: `Connect ${otherName}` })).toBeVisible();

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(connect).toBeVisible();
    const status = await page.request.get(`/api/integrations/${p.param}`);
    expect(await status.json()).toMatchObject({ connected: false, subscriptionIds: [] });
  });

  test(`a failed ${p.name} connect is shown on its card`, async ({ page, syncedCounter }) => {
    const id = await syncedCounter({ countdownType: 'datetime' });
    const denied = encodeURIComponent(p.denied);
    await page.goto(`/counter/${id}/control?${p.param}=error&${p.param}Error=${denied}`);
    await expect(page.getByTestId(`${p.param}-card`)).toContainText(
      `Could not connect ${p.name}: ${p.denied}`,
    );
    await expect(page.getByTestId(`${p.other}-card`)).not.toContainText('Could not connect');
    await expect(page).toHaveURL(new RegExp(`/counter/${id}/control$`));
  });
}
