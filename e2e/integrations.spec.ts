import { expect, test } from './support/fixtures';

// Issue 22, least privilege for integrations, through the dashboard and the control page at phone
// width: a key limited to one counter and to reading, and a webhook URL switched off and replaced.

test('a read-only key for one counter reads it, and cannot control it or reach another', async ({
  page,
  syncedCounter,
}) => {
  const mine = await syncedCounter({}, 'Followers');
  const other = await syncedCounter({}, 'Subs');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const keys = page.getByTestId('api-keys');
  await keys.getByLabel('Key name').fill('Overlay');
  await keys.getByRole('radio', { name: /Read only/ }).check();
  await keys.getByRole('radio', { name: /Only chosen counters/ }).check();
  await expect(keys.getByRole('button', { name: 'Create key' })).toBeDisabled(); // no counter chosen yet
  await keys.getByRole('checkbox', { name: 'Followers' }).check();
  await keys.getByRole('button', { name: 'Create key' }).click();
  const key = (await keys.getByTestId('new-api-key').textContent()) ?? '';
  const row = keys.getByTestId('api-key-row').filter({ hasText: 'Overlay' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('Only “Followers”');

  const auth = { authorization: `Bearer ${key}` };
  expect((await page.request.get(`/api/v1/counters/${mine}`, { headers: auth })).status()).toBe(200);
  const control = await page.request.post(`/api/v1/counters/${mine}/control`, {
    headers: auth,
    data: { action: 'start' },
  });
  expect(control.status()).toBe(403);
  expect((await page.request.get(`/api/v1/counters/${other}`, { headers: auth })).status()).toBe(404);

  // Widened to control in the dialog: the same key now starts the counter.
  await row.getByRole('button', { name: 'Edit access' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Control/ }).check();
  await dialog.getByRole('button', { name: 'Save access' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Control');
  await expect
    .poll(async () => {
      const res = await page.request.post(`/api/v1/counters/${mine}/control`, {
        headers: auth,
        data: { action: 'start' },
      });
      return res.status();
    })
    .toBe(200);
});

test('a webhook URL is switched off and on, and replacing it kills the old one', async ({
  page,
  syncedCounter,
}) => {
  const id = await syncedCounter({}, 'Hooked');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/counter/${id}/control`);
  const card = page.getByTestId('hook-card');
  await card.getByRole('button', { name: 'Make a webhook URL' }).click();
  const first = new URL((await card.getByTestId('hook-url').textContent()) ?? '').pathname;
  const hit = async (path: string) => (await page.request.post(path)).status();
  expect(await hit(first)).toBe(200);

  await card.getByRole('switch', { name: 'Accept calls' }).click();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  expect(await hit(first)).toBe(404);
  await card.getByRole('switch', { name: 'Accept calls' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  expect(await hit(first)).toBe(200);

  await card.getByRole('button', { name: 'Make a new URL' }).click();
  await card.getByRole('button', { name: 'Replace the URL' }).click();
  await expect(card.getByTestId('hook-url')).not.toContainText(first);
  const second = new URL((await card.getByTestId('hook-url').textContent()) ?? '').pathname;
  expect(await hit(first)).toBe(404);
  expect(await hit(second)).toBe(200);
});
