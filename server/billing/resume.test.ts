import { NOTHING_TO_RESUME_MESSAGE } from '@core/api/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { minute, PAID, startScenario } from './testing/sequence-support';
import { createBillingTestApp } from './testing/test-support';

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

const resume = (cookie: string) => t.request({ method: 'POST', url: '/api/billing/resume', cookie });
const scheduledChangeRemovals = () =>
  paddle.calls
    .filter((c) => c.method === 'PATCH' && c.body && 'scheduled_change' in c.body)
    .map((c) => c.path);

describe('POST /api/billing/resume', () => {
  it('removes the scheduled cancel in Paddle and says the subscription renews', async () => {
    const s = await startScenario(t, paddle);
    const end = new Date(Date.UTC(2030, 5, 15));
    await s.step(
      'scheduled',
      s.sub('sub_resume', 'active', minute(1), { scheduledCancelAt: end }),
      'applied',
      {
        ...PAID,
        premiumUntil: end.toISOString(),
      },
    );
    paddle.reset();
    const res = await resume(s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your subscription will renew again.' });
    expect(scheduledChangeRemovals()).toEqual(['/subscriptions/sub_resume']);
  });

  it('refuses with 409 when nothing is set to end, and calls Paddle for nothing', async () => {
    const s = await startScenario(t, paddle);
    await s.step('live', s.created('sub_running', minute(1)), 'applied', { ...PAID, premiumUntil: null });
    paddle.reset();
    const res = await resume(s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NOTHING_TO_RESUME_MESSAGE });
    expect(paddle.calls).toEqual([]);
  });
});
