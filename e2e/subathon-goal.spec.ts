import { expect, test } from './support/fixtures';

// Issue 18: a number goal shows its progress bar in a second browser, and a milestone's message
// is celebrated once when an event brings the value to it.

test('a goal display fills its bar and celebrates a milestone once when an event reaches it', async ({
  page,
  baseURL,
  syncedCounter,
  visitor,
}) => {
  const id = await syncedCounter({
    startNumber: 0,
    endNumber: 100,
    goalBar: true,
    milestones: [{ value: 50, message: 'Halfway there!' }],
    eventRules: [{ type: 'tip', perAmount: 1, value: 10 }],
  });
  const made = await page.request.post('/api/keys', {
    data: { name: 'goal bot' },
    headers: { origin: baseURL! },
  });
  const { key } = (await made.json()) as { key: string };
  await visitor.goto(`/embed/${id}`);
  const bar = visitor.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(visitor.getByTestId('milestone-message')).toHaveCount(0);

  const tip = (n: number, amount: number) =>
    page.request.post(`/api/v1/counters/${id}/events`, {
      data: { id: `goal-tip-${n}`, type: 'tip', amount },
      headers: { authorization: `Bearer ${key}` },
    });
  expect(((await (await tip(1, 3)).json()) as { addedValue: number }).addedValue).toBe(30);
  await expect(bar).toHaveAttribute('aria-valuenow', '30');
  await expect(visitor.getByTestId('milestone-message')).toHaveCount(0);
  await tip(2, 2.5);
  await expect(bar).toHaveAttribute('aria-valuenow', '55');
  await expect(visitor.getByTestId('milestone-message')).toHaveText('Halfway there!');
  await expect(visitor.getByTestId('milestone-message')).toHaveCount(0, { timeout: 10_000 });
  // Past the milestone again: no second celebration.
  await tip(3, 1);
  await expect(bar).toHaveAttribute('aria-valuenow', '65');
  await expect(visitor.getByTestId('milestone-message')).toHaveCount(0);
});
