import { createHmac } from 'node:crypto';
import http from 'node:http';
import { expect, test } from './support/fixtures';

// Issue 18: the control page's outbound webhooks card: add one (a refused URL is named under the
// field), copy the secret shown once, send a signed test, see an event's and a milestone's
// deliveries, delete it. The receiver is a real server on loopback.

interface Received {
  signature: string;
  body: string;
}

test('outbound webhooks: add by keyboard, test, see deliveries of an event and a milestone, delete', async ({
  page,
  baseURL,
  syncedCounter,
}) => {
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ signature: String(req.headers['countstream-signature']), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/countstream`;

  const id = await syncedCounter({
    countdownType: 'number',
    startNumber: 0,
    endNumber: 100,
    eventRules: [{ type: 'tip', value: 5 }],
    milestones: [{ value: 10, message: 'Ten reached' }],
  });
  await page.goto(`/counter/${id}/control`);
  const card = page.getByTestId('outbound-webhooks-card');
  await expect(card).toContainText('No webhooks yet.');

  const field = card.getByLabel('Webhook URL');
  await field.focus();
  await page.keyboard.type('http://example.com/hook');
  await page.keyboard.press('Enter');
  await expect(card.getByText('url must be an https:// address of at most 500 characters')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(hookUrl);
  await page.keyboard.press('Enter');
  const secret = (await card.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByTestId('webhook-row')).toHaveCount(1);
  await expect(card.getByTestId('webhook-row')).toContainText(hookUrl);

  await card.getByRole('button', { name: `Send a test to ${hookUrl}` }).click();
  await expect(page.getByText('Test delivered', { exact: true })).toBeVisible();
  const verify = (r: Received) => {
    const [, ts, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(r.signature) ?? [];
    return mac === createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex');
  };
  expect(received).toHaveLength(1);
  expect(verify(received[0]!)).toBe(true);
  expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'test', counterId: id });

  // An event that takes the value from 0 to 10: an event delivery and a milestone delivery.
  const made = await page.request.post('/api/keys', {
    data: { name: 'e2e bot' },
    headers: { origin: baseURL! },
  });
  const { key } = (await made.json()) as { key: string };
  const sent = await page.request.post(`/api/v1/counters/${id}/events`, {
    data: { id: 'tip-e2e-1', type: 'tip', amount: 2, user: 'ana' },
    headers: { authorization: `Bearer ${key}` },
  });
  expect(((await sent.json()) as { addedValue: number }).addedValue).toBe(10);
  const rows = card.getByTestId('delivery-row');
  await expect(rows.filter({ hasText: 'Milestone' })).toContainText('Delivered');
  await expect(rows.filter({ hasText: 'Event' })).toContainText('Delivered');
  await expect(rows).toHaveCount(3);
  const kinds = received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort();
  expect(kinds).toEqual(['event', 'milestone', 'test']);
  expect(received.every(verify)).toBe(true);

  await card.getByRole('button', { name: `Delete ${hookUrl}` }).click();
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toContainText('No webhooks yet.');
  receiver.close();
});
