import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';

// Issue 16: the viewer's first frame comes rendered from the server by the same React components,
// readable with JavaScript off, and React hydrates it without a change or a warning.

async function createCounter(request: APIRequestContext, baseURL: string, patch: Record<string, unknown>) {
  await request.post('/api/register', {
    data: { email: uniqueEmail('ssr'), password: 'correct-horse' },
    headers: { origin: baseURL },
  });
  const settings = { ...createFormDefaults(new Date(), 'UTC'), ...patch };
  const res = await request.post('/api/counters', {
    data: { name: 'SSR', settings },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const ROAD = { countdownType: 'number', title: 'Road to 1M', startNumber: 999_847, endNumber: 1_000_000 };

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the counter page and the embed show the title and the digits', async ({ page, request, baseURL }) => {
    const id = await createCounter(request, baseURL!, ROAD);
    for (const path of [`/counter/${id}`, `/embed/${id}`]) {
      await page.goto(path);
      await expect(page.getByTestId('counter-title')).toHaveText('Road to 1M');
      await expect(page.getByTestId('counter-digits')).toHaveText('999,847');
    }
    await expect(page).toHaveTitle('Road to 1M — 999,847 of 1,000,000');
  });

  test('a countdown shows its units; an unknown counter says it is missing', async ({
    page,
    request,
    baseURL,
  }) => {
    const end = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString().slice(0, 16);
    const id = await createCounter(request, baseURL!, {
      countdownType: 'datetime',
      title: 'Countdown to New Year',
      endDateTime: end,
      timeZone: 'UTC',
    });
    await page.goto(`/counter/${id}`);
    await expect(page.getByTestId('counter-title')).toHaveText('Countdown to New Year');
    await expect(page.getByText('days', { exact: false }).first()).toBeVisible();
    await expect(page).toHaveTitle('Countdown to New Year — 3 days left');
    const res = await page.goto('/counter/zzzzzzzzzzzz');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Counter not found' })).toBeVisible();
  });
});

test('hydration takes over the server frame without a change, an error or a warning', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createCounter(request, baseURL!, ROAD);
  const problems = watchConsole(page);
  // What the server sent, before any script ran.
  const served = await (await request.get(`/counter/${id}`)).text();
  expect(served).toContain('data-testid="counter-digits"');
  expect(served).toContain('999,847');
  await page.goto(`/counter/${id}`);
  // React is attached: the Start control works (it only can after hydration).
  await expect(page.getByRole('button', { name: /start/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('counter-digits')).toHaveText('999,847');
  const hydrated = await page.evaluate(() =>
    Boolean(
      (document.getElementById('root') as unknown as Record<string, unknown>)?.[
        Object.keys(document.getElementById('root') ?? {}).find((k) => k.startsWith('__reactContainer')) ?? ''
      ],
    ),
  );
  expect(hydrated).toBe(true);
  await page.getByRole('button', { name: /start/i }).click();
  await expect(page.getByTestId('counter-digits')).not.toHaveText('999,847', { timeout: 5000 });
  await page.goto(`/embed/${id}`);
  await expect(page.getByTestId('counter-digits')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
