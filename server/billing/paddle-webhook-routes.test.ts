import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundWebhooks } from '../metrics';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import {
  createBillingTestApp,
  deliver,
  paddleEvent,
  signedCustom,
  signedHeaders,
  subscriptionData,
} from './testing/test-support';

// POST /api/paddle/webhook around the signature (webhook-signature.test.ts) and the event rules
// (webhook-events and the sequences): the nesting guard at its exact limit, an empty body, and what
// an applied event changes at once. Written against paddle-webhook-routes.ts's surviving mutants (issue #25).

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: string, headers: Record<string, string | string[]>) =>
  t.app.inject({ method: 'POST', url: '/api/paddle/webhook', payload, headers });

/** A value nested `levels` objects deep. */
const nest = (levels: number): unknown => (levels === 0 ? 1 : { a: nest(levels - 1) });

/** A notification no user is known for, carrying an extra field whose deepest value sits at `depth`. */
function eventAtDepth(depth: number) {
  const data = subscriptionData({ id: `sub_deep_${depth}`, status: 'active', customerId: 'ctm_nobody' });
  // The root is depth 0, data 1, data.extra 2: the innermost value of nest(k) there is at 2 + k.
  return JSON.stringify(paddleEvent('subscription.created', new Date(), { ...data, extra: nest(depth - 2) }));
}

describe('the nesting guard', () => {
  it('takes a notification nested exactly 32 levels deep', async () => {
    const body = eventAtDepth(32);
    const res = await post(body, signedHeaders(body));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'unmatched' });
  });

  it('refuses the same notification one level deeper before reading it', async () => {
    const body = eventAtDepth(33);
    const res = await post(body, signedHeaders(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not a Paddle notification.');
  });

  it('refuses a signed document that is not a notification, with the same words', async () => {
    const junk = JSON.stringify({ hello: ['world', null, { deep: 'text' }] });
    const res = await post(junk, signedHeaders(junk));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Not a Paddle notification.');
  });
});

describe('the body', () => {
  it('answers 400 to a signed empty body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paddle/webhook',
      headers: { 'paddle-signature': signedHeaders('')['paddle-signature'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON.');
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    const res = await post('{not json', signedHeaders('{not json'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON.');
  });
});

describe('an applied event', () => {
  it('shows the new plan on the owner’s cached counter views at once', async () => {
    const u = await signUp(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Plan', settings: createFormDefaults(new Date(), 'UTC') },
    });
    const view = () => t.request({ method: 'GET', url: `/api/counters/${created.json().id}/view` });
    expect((await view()).json().user.subscriptionStatus).toBe('free'); // now cached
    const input = {
      id: 'sub_01routes000000000000000000',
      status: 'active',
      customerId: 'ctm_01routes000000000000000000',
      customData: signedCustom(u.user.id),
    };
    paddle.seedSubscription(input);
    const res = await deliver(t, paddleEvent('subscription.created', new Date(), subscriptionData(input)));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await view()).json().user.subscriptionStatus).toBe('active');
  });
});

describe('without a webhook secret', () => {
  it('says payments are not set up', async () => {
    const bare = await createTestApp({});
    try {
      const body = eventAtDepth(3);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/paddle/webhook',
        payload: body,
        headers: signedHeaders(body),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Paddle webhooks are not configured.');
    } finally {
      await bare.close();
    }
  });
});

describe('what the operators count', () => {
  const counted = async (result: string) =>
    (await inboundWebhooks.get()).values.find(
      (v) => v.labels.platform === 'paddle' && v.labels.result === result,
    )?.value ?? 0;

  it('counts each notification as applied, duplicate or refused, under Paddle', async () => {
    const before = {
      applied: await counted('applied'),
      duplicate: await counted('duplicate'),
      refused: await counted('refused'),
    };
    const data = subscriptionData({ id: 'sub_counted', status: 'active', customerId: 'ctm_counted' });
    const event = paddleEvent('subscription.created', new Date(), data);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect((await deliver(t, event)).statusCode).toBe(200);
    const body = JSON.stringify(event);
    const refused = await post(body, {
      ...signedHeaders(body, 'not-the-secret'),
      'content-type': 'application/json',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect({
      applied: await counted('applied'),
      duplicate: await counted('duplicate'),
      refused: await counted('refused'),
    }).toEqual({ applied: before.applied + 1, duplicate: before.duplicate + 1, refused: before.refused + 1 });
  });
});
