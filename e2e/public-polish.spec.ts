import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';
import { afterTwoFrames } from './support/settle';

// Issue 16 item 5: what a newcomer's walk through the public pages found.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** Every text part of the demo's counter against its controls. */
async function expectNothingUnderControls(page: Page, width: number) {
  const controls = await boxOf(page.getByRole('toolbar', { name: 'Demo controls' }));
  for (const part of ['counter-title', 'counter-digits', 'completion-message']) {
    const box = await boxOf(page.getByTestId(part));
    expect(overlaps(box, controls), `${part} overlaps the controls at ${width} px`).toBe(false);
  }
  const progress = await boxOf(page.getByText('100% to 100K'));
  expect(overlaps(progress, controls), `progress overlaps the controls at ${width} px`).toBe(false);
}

test('the completed demo keeps its text clear of the controls at every width', async ({ page }) => {
  test.setTimeout(90_000);
  for (const width of [320, 390, 768, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: width >= 1280 ? 900 : 800 });
    await page.clock.install();
    await page.goto('/counter/demo');
    await page.getByRole('button', { name: 'Start Counter', exact: true }).click();
    await page.clock.runFor(70 * 800);
    await expect(page.getByTestId('completion-message')).toBeVisible();
    await page.clock.runFor(2000); // Start Again has appeared: the controls at their widest
    await expectNothingUnderControls(page, width);
  }
});

// WCAG relative luminance and contrast.
function luminance([r, g, b]: number[]): number {
  const c = [r, g, b].map((v) => {
    const s = v! / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const rgb = (text: string) =>
  [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => m[1]!.split(',').map(Number));

test('text on the demo gradient reaches 4.5:1 at both ends, the progress line included', async ({ page }) => {
  await page.goto('/counter/demo');
  const display = page.getByTestId('counter-display');
  const stops = rgb(await display.evaluate((el) => getComputedStyle(el).backgroundImage));
  expect(stops.length).toBeGreaterThanOrEqual(2);
  const progress = page.getByText('99.9% to 100K');
  for (const part of [page.getByTestId('counter-title'), progress]) {
    const { color, opacity } = await part.evaluate((el) => {
      let o = 1;
      for (let n: Element | null = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
      return { color: getComputedStyle(el).color, opacity: o };
    });
    const [fg] = rgb(color);
    for (const stop of stops) {
      // The text as painted: its colour blended over the stop by its opacity.
      const painted = fg!.slice(0, 3).map((v, i) => v * opacity + stop[i]! * (1 - opacity));
      expect(contrast(painted, stop)).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('the demo page shifts its layout by less than 0.05 while it loads', async ({ page }) => {
  await page.goto('/counter/demo');
  // Loaded: nothing left to fetch, the fonts swapped in, and the counter's digits shown.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByTestId('counter-title')).toBeVisible();
  await afterTwoFrames(page);
  const cls = await page.evaluate(async () => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    let sum = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as Shift[]) if (!e.hadRecentInput) sum += e.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries are delivered within a frame; what is still queued is taken.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    add(observer.takeRecords());
    observer.disconnect();
    return sum;
  });
  expect(cls).toBeLessThan(0.05);
});

test('a failed sign-in says so once, inline, not again in a toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(uniqueEmail('once'));
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: /./ });
  await expect(alert.first()).toBeVisible();
  const message = (await alert.first().innerText()).trim();
  // The toast would come from the same failed answer, rendered with the alert or a frame later.
  await afterTwoFrames(page);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(message)).toHaveCount(0);
});
