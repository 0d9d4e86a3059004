import type { Page } from '@playwright/test';
import { expect, expectSignedInAs, sql, test } from './support/fixtures';

// The form's options of issue #17: each with its preview, and the server's refusal at the field.
// Moved to component tests in web/src/features/counter-form/components/countdown-options.test.tsx:
// the fields a weekly deadline, overtime, a sound, a warning colour and a link at zero set, the
// https:// rule for that link, and what the form sends (the form half of 'a weekly German deadline
// with overtime, a sound and a warning colour is saved from the form', now 'a weekly German deadline
// with overtime and a warning colour shows in the preview and is saved'); and 'a Free user sees
// going to a link at zero as Premium, and cannot choose it', whole. Here stay the preview of such a
// countdown and its save to the real server, the number counter's preview, the server's refusal
// shown at its field, and the Help Center.

const preview = (page: Page) => page.getByTestId('counter-preview');
const submit = (page: Page) => page.getByRole('button', { name: 'Create Counter' }).click();
const shots = process.env.COUNTDOWN_SHOTS;

test('a weekly German deadline with overtime and a warning colour shows in the preview and is saved', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByText('Date and time countdown', { exact: true }).click();
  await page.getByLabel('Timer Mode').selectOption('recurring');
  await page.getByRole('checkbox', { name: 'Mon' }).check();
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(preview(page).locator('[data-unit="hours"] .cs-label')).toHaveText('Stunden');
  await page.getByLabel('After Zero', { exact: true }).selectOption('count-up');
  await page.getByText('After zero', { exact: true }).click();
  await expect(preview(page).getByTestId('overtime-sign')).toBeVisible();
  await page.getByLabel('Warn Below (seconds)').fill('30');
  await page.getByLabel('Warning Colour').fill('#ff0000');
  await page.getByText('Last seconds', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last seconds' })).toBeChecked();
  await expect(preview(page).locator('[data-unit="secs"] .cs-digits')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await page.getByLabel('Sound at Zero').selectOption('chime');
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByRole('group', { name: 'Countdown Options' })
        .screenshot({ path: `${shots}/form-${width}.png` });
      await page
        .getByRole('complementary', { name: 'Preview' })
        .screenshot({ path: `${shots}/preview-${width}.png` });
    }
  }
  await page.getByLabel('Counter Name').fill('Weekly drop');
  await submit(page);
  await expect(page).toHaveURL(/\/account$/);
  const [row] = await sql<{ settings: Record<string, unknown> }>(
    'select c.settings from counters c join users u on u.id = c.user_id where u.email = $1',
    [account.email],
  );
  expect(row?.settings).toMatchObject({
    timerMode: 'recurring',
    recurrence: { freq: 'weekly', time: '17:00', weekdays: [1, 5] },
    locale: 'de',
    afterZero: 'count-up',
    warnBelowSeconds: 30,
    warnColor: '#ff0000',
    sound: 'chime',
  });
});

test('a number counter gets its prefix, suffix and compact form in the preview', async ({
  page,
  account,
}) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  // The preview shows the start value as it will be (issue 41).
  await page.getByLabel('Start Number').fill('123456');
  await page.getByLabel('Prefix').fill('$');
  await page.getByLabel('Suffix').fill(' raised');
  await expect(preview(page)).toContainText('$123,456 raised');
  await page.getByRole('switch', { name: 'Compact Numbers' }).click();
  await expect(preview(page)).toContainText('$123.5K raised');
  await page.getByRole('switch', { name: 'Compact Numbers' }).click();
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(preview(page)).toContainText('$123.456 raised');
  await page.getByLabel('Decimals').fill('2');
  await expect(preview(page)).toContainText('$123.456,00 raised');
});

test('a server refusal is shown at its field', async ({ page, account }) => {
  await expectSignedInAs(page, account);
  await page.goto('/counter/new');
  await page.getByText('Date and time countdown', { exact: true }).click();
  await page.getByLabel('Timer Mode').selectOption('evergreen');
  await expect(page.getByLabel('Minutes per Visitor')).toHaveValue('60');
  // Past the browser's own check: the request is changed on its way, as a stale tab might send it.
  await page.route('**/api/counters', async (route) => {
    const body = route.request().postDataJSON() as { settings: Record<string, unknown> };
    body.settings.evergreenMinutes = 600_000;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByLabel('Counter Name').fill('Evergreen');
  await submit(page);
  await expect(page.getByText('Evergreen minutes must be a whole number from 1 to 525,600')).toBeVisible();
  await expect(page.getByLabel('Minutes per Visitor')).toHaveAttribute('aria-invalid', 'true');
});

test('the Help Center explains the countdown options', async ({ page }) => {
  await page.goto('/help');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Countdown Options' })).toBeVisible();
  await main.getByRole('button', { name: 'What happens after zero?' }).click();
  await expect(main).toContainText('+00:00:12');
  await main.getByRole('button', { name: 'Can it play a sound at zero?' }).click();
  await expect(main).toContainText('?sound=1');
});
