import { createCounter } from './support/export-video';
import { expect, test } from './support/fixtures';

// The embed dialog's E-mail tab (issue 19): the <img> snippet with width, alt and link (the 2×
// image at its 1× size), a preview that loads the live GIF, and the counter card's 'E-mail opens' after readers open the image.
test('the E-mail tab gives a linked <img> snippet with a preview; opens show on the card', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  const { id } = await createCounter(page.request, baseURL!, {
    countdownType: 'datetime',
    endDateTime: '2030-12-24T18:00',
    timeZone: 'Europe/Berlin',
    title: 'Launch',
  });
  await page.goto('/account');
  const card = page.getByTestId('counter-card');
  await expect(card.getByTestId('email-opens')).toHaveText('E-mail opens: 0');
  await card.getByRole('button', { name: 'Embed' }).click();
  await page.getByRole('tab', { name: 'E-mail' }).click();
  const code = page.getByRole('textbox', { name: 'E-mail image code' });
  await expect(code).toHaveValue(
    new RegExp(
      `^<a href="${baseURL}/counter/${id}" target="_blank"><img src="${baseURL}/counter/${id}/image.gif\\?scale=2" width="600" height="\\d+" alt="Countdown to 24 Dec 2030, 18:00 CET"`,
    ),
  );
  for (const tool of ['Mailchimp', 'Klaviyo', 'Gmail'])
    await expect(page.getByText(tool, { exact: true })).toBeVisible();
  const preview = page.getByTestId('email-image-preview');
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBe(1200);
  // The 2× image at its 1× size: 600 wide by the snippet's height, so a phone gets two pixels a point.
  const attrs = await preview.evaluate((img: HTMLImageElement) => ({
    width: img.getAttribute('width'),
    height: Number(img.getAttribute('height')),
    natural: img.naturalHeight,
  }));
  expect(attrs.width).toBe('600');
  expect(attrs.natural).toBe(2 * attrs.height);
  await expect(page.getByTestId('email-image-facts')).toContainText(`600 × ${attrs.height} px`);
  // Two readers open the e-mail; the studio's preview did not count.
  for (let i = 0; i < 2; i++)
    expect((await page.request.get(`${baseURL}/counter/${id}/image.gif`)).status()).toBe(200);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('counter-card').getByTestId('email-opens')).toHaveText('E-mail opens: 2');
});

// The e-mail image's choices live in the counter form (Countdown Options, E-mail image), are saved
// with the counter, and a text choice with nothing to write is refused in the field's own words.
test('the form sets the e-mail layout and what the image shows after the end', async ({
  page,
  baseURL,
  premium: _premium,
}) => {
  const { id } = await createCounter(page.request, baseURL!, {
    countdownType: 'datetime',
    endDateTime: '2030-12-24T18:00',
    timeZone: 'Europe/Berlin',
    title: 'Sale ends in',
  });
  await page.goto(`/counter/${id}/edit`);
  const fields = page.getByRole('group', { name: 'E-mail image' });
  await fields.getByLabel('E-mail Layout').selectOption('digits');
  // No text of its own and no completion message: nothing to show after the end.
  await page.getByLabel('Completion Message').fill('');
  await fields.getByLabel('End Text').fill('   ');
  await page.getByRole('button', { name: 'Update Counter' }).click();
  await expect(fields.getByText('Write the text the e-mail image shows after the end')).toBeVisible();
  await fields.getByLabel('End Text').fill('Sale ended');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/counters/${id}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Update Counter' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/edit$/);
  const stored = (await (await page.request.get(`/api/counters/${id}`)).json()) as {
    settings: { emailLayout?: string; emailEnd?: string; emailEndText?: string };
  };
  expect(stored.settings).toMatchObject({ emailLayout: 'digits', emailEndText: 'Sale ended' });
  // 00:00:00 instead: the text field goes away.
  await page.goto(`/counter/${id}/edit`);
  await expect(fields.getByLabel('End Text')).toHaveValue('Sale ended');
  await fields.getByLabel('After the End, Show').selectOption('zeros');
  await expect(fields.getByLabel('End Text')).toHaveCount(0);
});
