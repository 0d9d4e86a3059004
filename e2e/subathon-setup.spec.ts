import { RULE_PRESETS } from '@core/counter/subathon/rule-presets';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Setting up a subathon in a minute, end to end: a preset's rules saved to the real server, the
// card fitting a phone and a desk, gifted subs counting as subs when events come in, and an event
// that added nothing logged without an Undo; and the control page laid out for a phone and a desk
// with the counter as viewers see it. The rules form's own logic (the preset's confirmation, each
// rule read back as a sentence, the warning about common events without a rule, the rules sent)
// moved to the component test web/src/features/live-control/components/event-rules-card.test.tsx.

// Several pages, events and screenshots each: the shared machine needs more than the default.
test.slow();

const standard = RULE_PRESETS.find((p) => p.id === 'standard-subathon')!;

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

for (const width of [390, 1280]) {
  test(`the Standard subathon preset is saved and counts gifted subs at ${width} px`, async ({
    page,
    baseURL,
    syncedCounter,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await syncedCounter({ countdownType: 'datetime', eventRules: [{ type: 'sub', seconds: 60 }] });
    await page.goto(`/counter/${id}/control`);
    const card = page.getByTestId('event-rules-card');
    await card.getByRole('button', { name: /Standard subathon/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace rules' }).click();
    await expect(card.getByTestId('rule-row')).toHaveCount(standard.rules.length);
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
