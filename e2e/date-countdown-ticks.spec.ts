import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, makePremium, test, uniqueEmail } from './support/fixtures';

// Issue 41 item 1: a date-and-time countdown runs from the moment any display of it opens (share
// link, website embed, OBS, the demo), with no click; number counters keep their Start button.
// Real time here (no page clock): what is tested is that nothing waits for a Start.

async function createCountdown(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = uniqueEmail('ticks');
  await request.post('/api/register', {
    data: { email, password: 'correct-horse' },
    headers: { origin: baseURL },
  });
  await makePremium(email); // embedding is Premium
  // Five days and a bit ahead, in whole seconds: every unit shows, and the seconds move.
  const end = new Date(Math.ceil(Date.now() / 1000) * 1000 + 5 * 86_400_000 + 3_723_000);
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'datetime',
    title: 'Launch',
    endDateTime: end.toISOString().slice(0, 19),
    timeZone: 'UTC',
  };
  const res = await request.post('/api/counters', {
    data: { name: 'Launch', settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const secs = (where: Page | FrameLocator) => where.locator('[data-unit="secs"] .cs-digits');

/** Reads the seconds, then waits (at most 3 s, no click) for them to read otherwise. */
async function expectTicking(where: Page | FrameLocator) {
  await expect(secs(where)).toHaveText(/^\d\d$/);
  const first = await secs(where).innerText();
  await expect(secs(where)).not.toHaveText(first, { timeout: 3000 });
}

test('a date countdown ticks on its share link and its embed without a click', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createCountdown(request, baseURL!);
  await page.goto(`/counter/${id}`);
  // The server's first frame already shows the time left (5 days).
  await expect(page.locator('[data-unit="days"] .cs-digits')).toHaveText('05');
  await expectTicking(page);
  // Nothing to start, pause or restart: the countdown runs to the end every viewer shares.
  await expect(page.getByRole('button', { name: 'Start Counter' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();

  await page.goto(`/embed/${id}`);
  await expectTicking(page);
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('the embed code the dialog gives ticks in a page of another site', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createCountdown(request, baseURL!);
  const res = await request.get(`/api/counters/${id}/embed-code`);
  expect(res.status()).toBe(200);
  const { embedCode } = (await res.json()) as { embedCode: string };
  const host: Server = createServer((_req, reply) => {
    reply
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><html><body>${embedCode}</body></html>`);
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  try {
    await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const frame = page.frameLocator(`iframe[data-countstream-id="${id}"]`);
    await expect(frame.getByTestId('counter-title')).toHaveText('Launch');
    await expectTicking(frame);
  } finally {
    host.close();
  }
});

test('every display of a date countdown shows the same time left', async ({
  page,
  request,
  baseURL,
  visitor,
}) => {
  const id = await createCountdown(request, baseURL!);
  await page.goto(`/counter/${id}`);
  await visitor.goto(`/embed/${id}`);
  await expectTicking(page);
  const text = (p: Page) => p.getByTestId('counter-digits').innerText();
  // Within a second of each other: both read the one end instant against the server's clock.
  await expect.poll(async () => (await text(page)) === (await text(visitor)), { timeout: 5000 }).toBe(true);
});

test("the demo's New Year countdown ticks as soon as its tab shows", async ({ page }) => {
  await page.goto('/counter/demo');
  await page.getByRole('tab', { name: 'New Year countdown' }).click();
  await expectTicking(page);
  await expect(page.getByRole('button', { name: 'Start Counter' })).toHaveCount(0);
  // The follower demo is a number counter: still started by its viewer.
  await page.getByRole('tab', { name: 'Follower counter' }).click();
  await expect(page.getByRole('button', { name: 'Start Counter' })).toBeVisible();
});
