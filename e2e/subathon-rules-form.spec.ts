import { RULE_MESSAGES } from '@core/counter/subathon/event-rules';
import { expect, test } from './support/fixtures';

// Issue 18: the control page's event rules form, by keyboard, on a phone: rules and the cap are
// saved through the counter update route; what the server refuses shows at the field it names.

test('event rules form: add rules and a cap by keyboard at 320 px, server errors at the field', async ({
  page,
  syncedCounter,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const id = await syncedCounter({ countdownType: 'datetime' });
  const stored = async () =>
    ((await (await page.request.get(`/api/counters/${id}`)).json()) as { settings: Record<string, unknown> })
      .settings;
  await page.goto(`/counter/${id}/control`);
  const card = page.getByTestId('event-rules-card');
  await expect(card).toContainText('No rules yet');

  // Rule 1: 5 minutes per tier-1 sub, all from the keyboard.
  await card.getByRole('button', { name: 'Add rule' }).focus();
  await page.keyboard.press('Enter');
  const rows = card.getByTestId('rule-row');
  await expect(rows).toHaveCount(1);
  await rows.nth(0).getByLabel('Rule 1: event').focus();
  await page.keyboard.press('Tab');
  await expect(rows.nth(0).getByLabel('Tier')).toBeFocused();
  await rows.nth(0).getByLabel('Tier').selectOption('1');
  await rows.nth(0).getByLabel('Rule 1: Minutes').fill('5');
  await expect(rows.nth(0).getByTestId('rule-sentence')).toHaveText(
    'Every 1 tier 1 sub adds 5 min (tier 1 gifted subs too)',
  );

  // Rule 2: a minute per 100 bits, with a value over the limit first.
  await card.getByRole('button', { name: 'Add rule' }).press('Enter');
  await rows.nth(1).getByLabel('Rule 2: event').selectOption('bits');
  await expect(rows.nth(1).getByLabel('Tier')).toBeDisabled();
  await rows.nth(1).getByLabel('Every').fill('100');
  await rows.nth(1).getByLabel('Rule 2: Minutes').fill('99999');
  await card.getByLabel('Cap (minutes)').fill('1440');
  await card.getByRole('button', { name: 'Save rules' }).press('Enter');
  const seconds2 = rows.nth(1).getByLabel('Rule 2: Minutes');
  await expect(seconds2).toHaveAttribute('aria-invalid', 'true');
  await expect(rows.nth(1)).toContainText(RULE_MESSAGES.seconds);
  await expect(rows.nth(0).getByLabel('Rule 1: Minutes')).not.toHaveAttribute('aria-invalid', 'true');
  expect((await stored()).eventRules).toBeUndefined();

  await seconds2.fill('1');
  await expect(rows.nth(1).getByTestId('rule-sentence')).toHaveText('Every 100 bits adds 1 min');
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Event rules saved', { exact: true })).toBeVisible();
  await expect(seconds2).not.toHaveAttribute('aria-invalid', 'true');
  const saved = await stored();
  expect(saved.eventRules).toEqual([
    { type: 'sub', tier: '1', perAmount: 1, seconds: 300 },
    { type: 'bits', perAmount: 100, seconds: 60 },
  ]);
  expect(saved.capMinutes).toBe(1440);

  // A cap out of range is named at the cap; a repeated rule under the list.
  await card.getByLabel('Cap (minutes)').fill('0');
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect(card.getByLabel('Cap (minutes)')).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toContainText(RULE_MESSAGES.capMinutes);
  await card.getByLabel('Cap (minutes)').fill('');
  await card.getByRole('button', { name: 'Add rule' }).click();
  await rows.nth(2).getByLabel('Tier').selectOption('1');
  await rows.nth(2).getByLabel('Rule 3: Seconds').fill('10');
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect(card.getByRole('alert')).toContainText(RULE_MESSAGES.duplicate);
  expect((await stored()).capMinutes).toBe(1440);

  // Removing the repeat and the cap saves; nothing is wider than the phone.
  await card.getByRole('button', { name: 'Remove rule 3' }).click();
  await card.getByRole('button', { name: 'Save rules' }).click();
  await expect.poll(async () => (await stored()).capMinutes).toBeUndefined();
  expect((await stored()).eventRules).toHaveLength(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
