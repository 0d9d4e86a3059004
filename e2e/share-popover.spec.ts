import { createFormDefaults } from '@core/counter/settings-defaults';
import type { APIRequestContext, Page } from '@playwright/test';
import { encode } from 'uqr';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, expectSignedInAs, test } from './support/fixtures';

// The dashboard card's Share (issue 41): a popover with the link in sight, Copy with feedback, a QR
// code, the services' compose links and, where the browser has one, the device's share sheet.

async function createCounter(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const res = await request.post(`${baseURL}/api/counters`, {
    data: { name, settings: createFormDefaults(new Date(), 'UTC') },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The SVG path the popover must draw for this text: the same encoder, run here. */
function qrPath(text: string): string {
  let d = '';
  encode(text, { ecc: 'M', border: 2 }).data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

const popover = (page: Page, name: string) => page.getByRole('dialog', { name: `Share “${name}”` });

test('Share opens a popover with the link, Copy, a QR code of the link and the services', async ({
  page,
  context,
  account,
  baseURL,
}) => {
  await expectSignedInAs(page, account);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // A browser without a share sheet (most desktops): the button for it is left out.
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: removing a browser API for the test
    delete (Navigator.prototype as any).share;
  });
  const id = await createCounter(page.request, baseURL!, 'Road to 100K');
  const url = `${baseURL}/counter/${id}`;
  await page.goto('/account');
  await page.getByTestId('counter-card').getByRole('button', { name: 'Share' }).click();

  const share = popover(page, 'Road to 100K');
  await expect(share).toBeVisible();
  await expect(share.getByRole('textbox', { name: 'Counter link' })).toHaveValue(url);
  // No silent copy: the link is on the clipboard only when Copy is pressed, and the button says so.
  await share.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(share.getByRole('status').first()).toContainText(
    'Link copied! Counter URL has been copied to your clipboard.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const qr = share.getByRole('img', { name: `QR code of ${url}` });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').getAttribute('d')).toBe(qrPath(url));

  const text = encodeURIComponent('Road to 100K');
  await expect(share.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    `https://x.com/intent/post?text=${text}&url=${encodeURIComponent(url)}`,
  );
  await expect(share.getByRole('link', { name: 'Share on Threads' })).toHaveAttribute(
    'href',
    `https://www.threads.net/intent/post?text=${encodeURIComponent(`Road to 100K ${url}`)}`,
  );
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Road to 100K ${url}`)}`,
  );
  await expect(share.getByRole('link', { name: 'Share on E-mail' })).toHaveAttribute(
    'href',
    `mailto:?subject=${text}&body=${encodeURIComponent(`Road to 100K\n${url}`)}`,
  );
  for (const name of ['Share on X', 'Share on Threads', 'Share on WhatsApp']) {
    await expect(share.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expect(share.getByRole('button', { name: 'More ways to share' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'share popover');
  await page.screenshot({ path: test.info().outputPath('share-1280.png') });
});

test('the share popover works from the keyboard', async ({ page, account, baseURL }) => {
  await expectSignedInAs(page, account);
  await createCounter(page.request, baseURL!, 'Keys only');
  await page.goto('/account');
  const trigger = page.getByTestId('counter-card').getByRole('button', { name: 'Share' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const share = popover(page, 'Keys only');
  await expect(share).toBeVisible();
  // Focus moves into the popover, and Tab walks its controls.
  await expect(share.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(share.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(share).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('where the browser has a share sheet, the popover offers it with the link', async ({
  page,
  account,
  baseURL,
}) => {
  await expectSignedInAs(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone's share sheet, stood in for: it records what it was asked to share.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  const id = await createCounter(page.request, baseURL!, 'Phone share');
  await page.goto('/account');
  await page.getByTestId('counter-card').getByRole('button', { name: 'Share' }).click();
  const share = popover(page, 'Phone share');
  await expect(share.getByRole('img', { name: /QR code of/ })).toBeVisible();
  // At 390 px the popover stays on the screen, whole.
  const box = await share.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('share-390.png') });
  await share.getByRole('button', { name: 'More ways to share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: 'Phone share', url: `${baseURL}/counter/${id}` }]);
});
