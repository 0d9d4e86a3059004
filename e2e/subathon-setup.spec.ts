import { RULE_PRESETS } from '@core/counter/subathon/rule-presets';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Setting up a subathon in a minute: a preset fills the rules (read back as sentences), the warning
// about common events without a rule goes away, gifted subs count as subs, an event that added
// nothing has no Undo; and the control page lays out for a phone and a desk with the counter as
// viewers see it.

// Several pages, events and screenshots each: the shared machine needs more than the default.
test.slow();

const standard = RULE_PRESETS.find((p) => p.id === 'standard-subathon')!;

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

for (const width of [390, 1280]) {
  test(`the Standard subathon preset fills and saves the rules at ${width} px`, async ({
    page,
    baseURL,
    syncedCounter,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await syncedCounter({ countdownType: 'datetime', eventRules: [{ type: 'sub', seconds: 60 }] });
    await page.goto(`/counter/${id}/control`);
    const card = page.getByTestId('event-rules-card');
    // A sub rule alone: resubs and bits add nothing (gifts count as subs, so they are not named).
    const warning = card.getByTestId('rules-coverage-warning');
    await expect(warning).toHaveText(
      'Resubs and bits add no time under these rules. Add a rule for them, or start from a preset.',
    );
    await expect(card.getByTestId('rule-sentence')).toHaveText([
      'Every 1 sub adds 1 min (any tier, Prime included; gifted subs too)',
    ]);

    // The preset replaces the rule after a confirmation.
    await card.getByRole('button', { name: /Standard subathon/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace rules' }).click();
    await expect(card.getByTestId('rule-row')).toHaveCount(standard.rules.length);
    await expect(card.getByTestId('rule-sentence')).toHaveText([
      'Every 1 sub adds 5 min (any tier, Prime included)',
      'Every 1 resub adds 5 min (any tier, Prime included)',
      'Every 1 gifted sub adds 5 min (any tier, Prime included)',
      'Every 100 bits adds 1 min',
      'Every $1 tipped adds 1 min',
    ]);
    await expect(card.getByLabel('Rule 1: Minutes')).toHaveValue('5');
    await expect(warning).toHaveCount(0);
    await expect(card.getByRole('status')).toContainText('Check the rules, then press Save rules');
    await noSideScroll(page);
    await card.screenshot({ path: test.info().outputPath(`rules-${width}.png`) });

    await card.getByRole('button', { name: 'Save rules' }).click();
    await expect(page.getByText('Event rules saved', { exact: true })).toBeVisible();
    const saved = (await (await page.request.get(`/api/counters/${id}`)).json()) as {
      settings: { eventRules: unknown };
    };
    expect(saved.settings.eventRules).toEqual(standard.rules);

    // Five gifted subs add 25 minutes; a raid (no rule) is logged without an Undo.
    const origin = { origin: baseURL! };
    await page.request.post(`/api/counters/${id}/control`, { data: { action: 'start' }, headers: origin });
    const made = await page.request.post('/api/keys', { data: { name: 'e2e bot' }, headers: origin });
    const { key } = (await made.json()) as { key: string };
    const send = (data: object) =>
      page.request.post(`/api/v1/counters/${id}/events`, {
        data,
        headers: { authorization: `Bearer ${key}` },
      });
    const gifted = await send({ id: 'gift', type: 'gift_sub', amount: 5, user: 'bigspender' });
    expect(await gifted.json()).toMatchObject({ addedSeconds: 1500, note: null });
    const raided = await send({ id: 'raid', type: 'raid', amount: 40, user: 'raider' });
    expect(await raided.json()).toMatchObject({ addedSeconds: 0, note: 'no_rule' });
    const log = page.getByTestId('event-log');
    const gift = log.getByTestId('event-row').filter({ hasText: 'bigspender' });
    // The log asks every 2 s; a loaded machine may take a few turns.
    await expect(gift.getByTestId('event-effect')).toHaveText('+25m', { timeout: 20_000 });
    await expect(gift.getByRole('button', { name: 'Undo' })).toBeVisible();
    const raid = log.getByTestId('event-row').filter({ hasText: 'raider' });
    await expect(raid.getByTestId('event-effect')).toHaveText('nothing added: no rule for this event');
    await expect(raid.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });

  test(`the control page at ${width} px shows the counter as viewers see it`, async ({
    page,
    syncedCounter,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await syncedCounter({
      countdownType: 'datetime',
      title: 'Subathon',
      eventRules: standard.rules,
    });
    await page.goto(`/counter/${id}/control`);
    const display = page.getByTestId('control-display');
    // The counter's own display: its title and digits, as on the share page.
    await expect(display.getByTestId('counter-digits')).toBeVisible();
    await expect(display).toContainText('Subathon');
    await expect(page.getByRole('heading', { name: 'What viewers see' })).toBeVisible();
    await expect(page.getByTestId('control-status')).toHaveText('Not started');
    await expect(page.getByTestId('control-readout')).toHaveText(/\d+:\d+/);
    await noSideScroll(page);

    const panel = (await display.boundingBox())!;
    const log = (await page.getByTestId('event-log').boundingBox())!;
    if (width >= 1024) {
      // Side by side: the events beside the counter, not under it.
      expect(log.x).toBeGreaterThan(panel.x + panel.width);
      expect(Math.abs(log.y - panel.y)).toBeLessThan(80);
      expect(panel.width).toBeGreaterThan(500);
    } else {
      expect(log.y).toBeGreaterThan(panel.y + panel.height);
      expect(panel.width).toBeGreaterThan(320);
    }
    await page.screenshot({ path: test.info().outputPath(`control-${width}.png`), fullPage: true });
    await page.screenshot({ path: test.info().outputPath(`control-${width}-top.png`) });
  });
}
