import { Paddle } from '@paddle/paddle-node-sdk';
import { signCheckoutUser } from '../../server/billing/checkout-signature';
import { signPayload } from '../../server/billing/paddle-signature';
import {
  paddleEvent,
  type SubscriptionInput,
  subscriptionData,
} from '../../server/billing/testing/paddle-fixtures';

// Paddle's notifications as the e2e server receives them: signed with the webhook secret that
// serve.ts gives it, shaped by the same fixtures as the API tests, and read first by Webhooks.unmarshal
// of Paddle's SDK, so a delivery Paddle could not have sent fails the test instead of the app.
export const E2E_WEBHOOK_SECRET = 'pdl_ntfset_e2e_secret';

const sdk = new Paddle('pdl_sdbx_apikey_unused');

async function deliver(baseURL: string, event: { event_type: string }): Promise<void> {
  const body = JSON.stringify(event);
  const ts = Math.floor(Date.now() / 1000);
  const signature = `ts=${ts};h1=${signPayload(E2E_WEBHOOK_SECRET, ts, body)}`;
  const parsed = await sdk.webhooks.unmarshal(body, E2E_WEBHOOK_SECRET, signature);
  if (parsed.eventType !== event.event_type) throw new Error(`the SDK read ${parsed.eventType}`);
  const res = await fetch(`${baseURL}/api/paddle/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paddle-signature': signature },
    body,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
}

type SubscriptionStep = Omit<SubscriptionInput, 'customData' | 'at'>;

/**
 * One user's subscription in Paddle, event by event. Each delivery happens later than the last
 * (the server keeps the newest per subscription), and carries the signed customData checkout made.
 */
export function paddleSubscription(baseURL: string, userId: string, id = `sub_e2e_${userId.slice(0, 8)}`) {
  const customData = signCheckoutUser(E2E_WEBHOOK_SECRET, userId);
  let clock = Date.now();
  const send = (type: string, step: SubscriptionStep) => {
    clock += 1000;
    const at = new Date(clock);
    return deliver(baseURL, paddleEvent(type, at, subscriptionData({ ...step, id, customData, at })));
  };
  return {
    id,
    created: (customerId: string) => send('subscription.created', { id, status: 'active', customerId }),
    updated: (customerId: string, over: Partial<SubscriptionStep> = {}) =>
      send('subscription.updated', { id, status: 'active', customerId, ...over }),
    pastDue: (customerId: string) => send('subscription.past_due', { id, status: 'past_due', customerId }),
  };
}
