import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectSignedInAs, test, uniqueEmail } from './support/fixtures';

// What only a browser shows of the details a careful designer or viewer notices: a new countdown
// starts in the browser's own time zone, and a viewer gets the counter's language and direction as
// served, with its end in the visitor's own time. The time-zone picker's search and keyboard, and the
// live contrast warning beside the colours, moved to component tests in
// web/src/features/counter-form/components/form-details.test.tsx.
test.use({ timezoneId: 'America/New_York' });

async function createCounter(request: APIRequestContext, baseURL: string, over: Record<string, unknown>) {
  await request.post('/api/register', {
    data: { email: uniqueEmail('details'), password: 'correct-horse' },
    headers: { origin: baseURL },
  });
  const settings = { ...createFormDefaults(new Date(), 'UTC'), ...over };
  const res = await request.post('/api/counters', {
    data: { name: 'Details', settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a new countdown starts in the browser’s own time zone, shown with its offset', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByText('Date and time countdown', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).toHaveValue(
    /^New York \(America\) · UTC−0[45]:00$/,
  );
});

test("an Arabic counter's page is Arabic, right to left, with Arabic controls", async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createCounter(request, baseURL!, { locale: 'ar', title: 'العد' });
  // The server's first response already says so, before any script.
  const html = await (await request.get(`/counter/${id}`)).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl">/);
  await page.goto(`/counter/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const toolbar = page.getByRole('toolbar', { name: 'عناصر التحكم في العداد' });
  await expect(toolbar.getByRole('button', { name: 'بدء العداد' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'ملء الشاشة' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'بدء العداد' }).click();
  await expect(toolbar.getByRole('button', { name: 'إيقاف مؤقت' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Counter' })).toHaveCount(0);
  // The skip link and the Free plan's watermark speak the counter's language too.
  await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى' })).toHaveCount(1);
  await expect(page.getByTestId('watermark')).toHaveText('صُنع باستخدام Countstream');
  await expect(page.getByText(/Skip to content|Made with/)).toHaveCount(0);
});

test('a countdown set in another zone tells the visitor its end in their own time', async ({
  page,
  request,
  baseURL,
}) => {
  // 20:00 in Tokyo three days ahead is 06:00 or 07:00 in New York that same day.
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const id = await createCounter(request, baseURL!, {
    countdownType: 'datetime',
    endDateTime: `${day}T20:00`,
    timeZone: 'Asia/Tokyo',
  });
  await page.goto(`/counter/${id}`);
  await expect(page.getByTestId('your-time')).toHaveText(
    /^That is \w{3}, \w{3} \d{1,2}, [67]:00 AM your time$/,
  );
});
