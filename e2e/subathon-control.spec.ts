import { expect, test } from './support/fixtures';
import { digits } from './support/live';

// Issue 18: events sent through the API show up live in the control page's log, a second
// browser's display follows the run, and Undo takes an event's effect back exactly once.

test('the control page logs API events live, a second browser shows the added time, Undo takes it back', async ({
  page,
  baseURL,
  syncedCounter,
  visitor,
}) => {
  const id = await syncedCounter({
    countdownType: 'datetime',
    eventRules: [{ type: 'sub', tier: '1', seconds: 3600 }],
  });
  const origin = { origin: baseURL! };
  expect(
    (
      await page.request.post(`/api/counters/${id}/control`, { data: { action: 'start' }, headers: origin })
    ).ok(),
  ).toBe(true);
  const made = await page.request.post('/api/keys', { data: { name: 'e2e bot' }, headers: origin });
  const { key } = (await made.json()) as { key: string };

  await visitor.goto(`/counter/${id}`);
  await expect(digits(visitor)).toBeVisible();
  // Remaining time starts under a day: the hours read 23.
  await expect(digits(visitor)).toContainText(/23/);

  await page.goto(`/counter/${id}/control`);
  const log = page.getByTestId('event-log');
  await expect(log).toContainText('No events yet');

  const sent = await page.request.post(`/api/v1/counters/${id}/events`, {
    data: { id: 'e2e-sub-1', type: 'sub', tier: '1', user: 'ana_e2e' },
    headers: { authorization: `Bearer ${key}` },
  });
  expect(await sent.json()).toMatchObject({ duplicate: false, addedSeconds: 3600 });
  const row = log.getByTestId('event-row').filter({ hasText: 'ana_e2e' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('event-effect')).toHaveText('+1h');
  // The second browser's display now shows a day and more left.
  await expect(digits(visitor)).toContainText(/24|1\s*d/i);

  await row.getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByText('Undone')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  const live = await page.request.get(`/api/counters/${id}/live`);
  expect(((await live.json()) as { run: { addedMs: number } }).run.addedMs).toBe(0);
  await expect(digits(visitor)).toContainText(/23/);
  // A second undo of the same event is refused and changes nothing.
  const events = (await (await page.request.get(`/api/counters/${id}/event-log`)).json()) as {
    events: { id: string }[];
  };
  const again = await page.request.post(`/api/counters/${id}/event-log/${events.events[0]!.id}/undo`, {
    headers: origin,
  });
  expect(again.status()).toBe(409);
});
