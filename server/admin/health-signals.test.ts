import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { BOUNDS, checkPlatformHealth, formatDuration } from './health-signals';

const MIN = 60_000;
const HOUR = 60 * MIN;

// The operator reads these on the health screen: each unit switches where the smaller one stops
// being readable.
it.each([
  [0, '0 s'],
  [59_999, '59 s'],
  [60_000, '1 min'],
  [59 * MIN + 59_999, '59 min'],
  [HOUR, '1 h 0 min'],
  [47 * HOUR + 59 * MIN, '47 h 59 min'],
  [48 * HOUR, '2 d 0 h'],
  [3 * 24 * HOUR + 5 * HOUR + 30 * MIN, '3 d 5 h'],
])('formats %i ms as "%s"', (ms, text) => {
  expect(formatDuration(ms)).toBe(text);
});

describe('payment webhook signals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const signalOf = async (id: string) =>
    (await checkPlatformHealth(t.app.db)).signals.find((s) => s.id === id);
  const event = (eventId: string, lagMs: number, processedAgoMs: number) => {
    const processedAt = new Date(Date.now() - processedAgoMs);
    return {
      eventId,
      type: 'transaction.completed',
      payload: {},
      occurredAt: new Date(processedAt.getTime() - lagMs),
      processedAt,
    };
  };

  it('does not hold a late webhook of more than a day ago against today, but shows when the last came', async () => {
    await t.app.db.insert(paymentEvents).values(event('evt_old_late', 5 * HOUR, 26 * HOUR));
    expect(await signalOf('webhook-backlog')).toMatchObject({ value: 'No events', ok: true, problem: null });
    expect(await signalOf('last-webhook')).toMatchObject({ value: '26 h 0 min ago', ok: true });
  });

  it('is healthy up to the bound and names the worst lag of the day, not the latest', async () => {
    await t.app.db.insert(paymentEvents).values(event('evt_on_time', 3_000, 10 * MIN));
    await t.app.db.insert(paymentEvents).values(event('evt_at_bound', BOUNDS.webhookLagMs, 30 * MIN));
    expect(await signalOf('webhook-backlog')).toMatchObject({
      label: 'Webhook backlog (24 h)',
      value: '15 min behind at worst',
      ok: true,
      problem: null,
    });
    expect(await signalOf('last-webhook')).toMatchObject({
      label: 'Last payment event',
      value: '10 min ago',
    });
  });

  it('shows a clock that ran ahead (processed before it happened) as no lag', async () => {
    await t.app.db.delete(paymentEvents);
    await t.app.db.insert(paymentEvents).values(event('evt_skewed', -2 * MIN, MIN));
    expect(await signalOf('webhook-backlog')).toMatchObject({ value: '0 s behind at worst', ok: true });
  });
});

it('names a failing probe after its function, so the operator knows which check broke', async () => {
  const t = await createTestApp();
  try {
    const paddleProbe = async () => {
      throw 'timeout';
    };
    const fine = async () => ({ id: 'x', label: 'X', value: 'ok', ok: true, problem: null });
    const h = await checkPlatformHealth(t.app.db, [fine, paddleProbe]);
    expect(h.healthy).toBe(false);
    expect(h.signals[1]).toEqual({
      id: 'probe-1',
      label: 'paddleProbe',
      value: 'Failed',
      ok: false,
      problem: 'A health check failed: timeout',
    });
    expect((await checkPlatformHealth(t.app.db, [fine])).healthy).toBe(true);
  } finally {
    await t.close();
  }
});
