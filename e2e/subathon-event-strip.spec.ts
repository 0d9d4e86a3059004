import { expect, test } from './support/fixtures';

// Issue 18: /embed/<id>?events=1 shows the latest events under the counter for OBS, updating live
// as another browser sends events and undoes one; the server-rendered first frame has the strip, empty.

test('the embed event strip follows events sent from a second browser', async ({
  page,
  baseURL,
  browser,
  syncedCounter,
  visitor: embed,
}) => {
  const id = await syncedCounter({
    countdownType: 'datetime',
    eventRules: [
      { type: 'sub', tier: '1', seconds: 300 },
      { type: 'bits', perAmount: 100, seconds: 60 },
    ],
  });
  const origin = { origin: baseURL! };
  await page.request.post(`/api/counters/${id}/control`, { data: { action: 'start' }, headers: origin });
  const { key } = (await (
    await page.request.post('/api/keys', { data: { name: 'bot' }, headers: origin })
  ).json()) as {
    key: string;
  };

  // The first frame from the server: the strip is there, with no events yet.
  const html = await (await page.request.get(`/embed/${id}?events=1`)).text();
  expect(html).toContain('data-testid="event-strip"');
  expect(html).not.toContain('data-testid="event-strip-item"');
  // Without the option there is no strip.
  expect(await (await page.request.get(`/embed/${id}`)).text()).not.toContain('data-testid="event-strip"');

  const errors: string[] = [];
  embed.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await embed.goto(`/embed/${id}?events=1&transparent=1`);
  const strip = embed.getByTestId('event-strip');
  await expect(strip).toBeAttached();
  await expect(strip.getByTestId('event-strip-item')).toHaveCount(0);

  // A second browser context (the bot's) sends the events.
  const bot = await browser.newContext({ baseURL: baseURL! });
  const send = async (body: object) => {
    const res = await bot.request.post(`/api/v1/counters/${id}/events`, {
      data: body,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { eventId: string };
  };
  const sub = await send({ id: 'strip-1', type: 'sub', tier: '1', user: 'ana_strip' });
  const items = strip.getByTestId('event-strip-item');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('ana_strip');
  await expect(items.nth(0)).toContainText('sub tier 1 × 1');
  await expect(items.nth(0)).toContainText('+5m');

  await send({ id: 'strip-2', type: 'bits', amount: 500, user: 'bo_strip' });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('bo_strip');
  await expect(items.nth(0)).toContainText('+5m');
  await expect(items.nth(1)).toContainText('ana_strip');

  // Undo from the owner's side takes the event off the strip.
  const undo = await page.request.post(`/api/counters/${id}/event-log/${sub.eventId}/undo`, {
    headers: origin,
  });
  expect(undo.status()).toBe(200);
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('bo_strip');
  expect(errors).toEqual([]);
  await bot.close();
});
