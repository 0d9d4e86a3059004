import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectSignedInAs, test, uniqueEmail } from './support/fixtures';

// The details a careful designer or viewer notices: the time-zone picker (searchable, offsets,
// keyboard), the live contrast warning beside the colours, and a viewer in the counter's language
// with its end in the visitor's own time.
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

const zone = (page: Page) => page.getByRole('combobox', { name: 'Time Zone' });

test('the time-zone picker finds zones by city or offset and works from the keyboard', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByText('Date and time countdown', { exact: true }).click();
  const picker = zone(page);
  // The browser's own zone is the new counter's, shown with its offset.
  await expect(picker).toHaveValue(/^New York \(America\) · UTC−0[45]:00$/);

  await picker.focus();
  await picker.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Time zones' });
  // The common zones come first, UTC at the top, each with its offset.
  await expect(list.getByRole('option').first()).toContainText('UTC+00:00');
  await expect(list.getByRole('option', { selected: true })).toContainText('New York');

  // An offset finds the zones there; arrows move, Enter picks.
  await picker.fill('+5:30');
  await expect(list.getByRole('option').first()).toContainText('Kolkata');
  await picker.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveValue('Kolkata (Asia) · UTC+05:30');

  // A city by name; the second match by arrow key.
  await picker.fill('tok');
  const active = async () =>
    page.locator(`#${await picker.getAttribute('aria-activedescendant')}`).innerText();
  expect(await active()).toContain('Tokyo');
  await picker.press('ArrowDown');
  await picker.press('ArrowUp');
  expect(await active()).toContain('Tokyo');
  await picker.press('Enter');
  await expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');

  // Escape closes and keeps the chosen zone; nonsense says nothing matches.
  await picker.fill('atlantis');
  await expect(list).toContainText('No time zone matches “atlantis”.');
  await picker.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');

  // A click picks too.
  await picker.click();
  await picker.fill('berlin');
  await list.getByRole('option', { name: /Berlin/ }).click();
  await expect(picker).toHaveValue(/^Berlin \(Europe\) · UTC\+0[12]:00$/);
});

test('an unreadable colour is flagged live beside its field, and a fix clears it', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByRole('textbox', { name: 'Background Color', exact: true }).fill('#FFF7ED');
  const title = page.getByRole('textbox', { name: 'Title Color', exact: true });
  await title.fill('#FDE68A');
  // The note is the field's description: found through aria-describedby, as a screen reader does.
  const noteOf = async (input: typeof title) =>
    page.locator(`#${(await input.getAttribute('aria-describedby'))?.split(' ')[0]}`);
  const field = await noteOf(title);
  await expect(field.getByTestId('contrast-warning')).toHaveText(
    'Hard to read: 1.1:1 on the background (text needs 4.5:1)',
  );
  // The warning is what screen readers hear for the field.
  await expect(title).toHaveAccessibleDescription(/Hard to read: 1\.1:1/);
  await title.fill('#7C2D12');
  await expect(field.getByTestId('contrast-warning')).toHaveCount(0);
  await expect(field.getByTestId('contrast-ok')).toContainText(/Contrast \d+(\.\d)?:1 on the background/);
  // Large digits need 3:1, not 4.5:1.
  const digits = page.getByRole('textbox', { name: 'Counter Color', exact: true });
  await digits.fill('#D97706');
  const digitsField = await noteOf(digits);
  await expect(digitsField.getByTestId('contrast-ok')).toBeVisible();
  await digits.fill('#FBBF24');
  await expect(digitsField.getByTestId('contrast-warning')).toContainText('large digits and icons need 3:1');
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
