import { createFormDefaults } from '@core/counter/settings-defaults';
import { expect, test } from './support/fixtures';

// Issue 20: a new animation style added through the registry (core/counter/animation-styles.ts)
// shows up in the form's choices, the server-rendered viewer and the running counter.

test('the counter form offers Odometer', async ({ page, account }) => {
  expect(account.email).toContain('@');
  await page.goto('/counter/new');
  const select = page.getByLabel('Animation Style');
  await select.selectOption({ label: 'Odometer' });
  await expect(select).toHaveValue('odometer');
});

test('an odometer counter rolls each changed digit through every digit in between', async ({
  page,
  baseURL,
  account,
}) => {
  expect(account.email).toContain('@');
  // 0 -> 4 -> 8 in steps of 4: the ones digit has to pass 1, 2, 3 and then 5, 6, 7 on the way.
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    animationStyle: 'odometer',
    startNumber: 0,
    endNumber: 8,
    numberIncrement: 4,
    speed: 1500,
  };
  const res = await page.request.post('/api/counters', {
    data: { name: 'Odometer', settings },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  // Server-rendered with the odometer's own cell.
  const html = await (await page.request.get(`/counter/${id}`)).text();
  expect(html).toMatch(/data-testid="counter-digits"[\s\S]*data-odometer=""[^>]*>0</);

  await page.goto(`/counter/${id}`);
  const digits = page.getByTestId('counter-digits');
  await expect(digits).toHaveText('0');
  // Every value the digits show is recorded in the page as it happens (no polling to miss a step).
  await digits.evaluate((el) => {
    const seen: string[] = [el.textContent ?? ''];
    (window as unknown as { seenDigits: string[] }).seenDigits = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(el, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Start Counter', exact: true }).click();
  await expect(digits).toHaveText('8', { timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { seenDigits: string[] }).seenDigits);
  expect(seen).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
});
