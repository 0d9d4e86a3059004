import { createFormDefaults } from '@core/counter/settings-defaults';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue #42: a number counter with negative and decimal values (core/counter/number-value.ts)
// counts on its public page through zero, in fixed-width cells: at a phone's and a laptop's width,
// the minus sign and decimal separator of its language in their own cells, each step exact (never
// 0.30000000000000004), and a number of the same shape never changes width.
// NUMBER_SHOTS=<folder>: the page mid-count at both widths, to look at.

const digits = (page: Page) => page.getByTestId('counter-digits');
type Seen = { text: string; width: number; rolls: ('up' | 'down')[] };

for (const width of [390, 1280]) {
  test(`a counter from −1.5 to 1.5 by 0.5 counts through zero at ${width} px`, async ({
    page,
    baseURL,
    account,
  }) => {
    expect(account.email).toContain('@');
    const settings = {
      ...createFormDefaults(new Date(), 'UTC'),
      title: 'Temperature change',
      animationStyle: 'digits-roll',
      startNumber: -1.5,
      endNumber: 1.5,
      numberIncrement: 0.5,
      decimals: 1,
      suffix: ' °C',
      speed: 900,
    };
    const res = await page.request.post('/api/counters', {
      data: { name: 'Below zero', settings },
      headers: { origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };

    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/counter/${id}`);
    await expect(digits(page)).toHaveText('-1.5 °C');
    // Every value, the number's width and which way its changed digits roll, as the digits show them.
    await digits(page).evaluate((el) => {
      const seen: Seen[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      const note = () => {
        const text = el.textContent ?? '';
        if (seen.at(-1)?.text === text) return;
        const rolls = [...el.querySelectorAll<HTMLElement>('.cs-glyph[data-prev]')].map((g) =>
          g.style.getPropertyValue('--cs-roll-from').startsWith('-') ? 'down' : 'up',
        );
        seen.push({ text, width: el.getBoundingClientRect().width, rolls });
      };
      note();
      new MutationObserver(note).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Start Counter', exact: true }).click();
    await expect(digits(page)).toHaveText('-0.5 °C', { timeout: 15_000 });
    const folder = process.env.NUMBER_SHOTS;
    if (folder) await page.screenshot({ path: `${folder}/negative-decimals-${width}.png` });
    await expect(digits(page)).toHaveText('1.5 °C', { timeout: 15_000 });

    const seen = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
    expect(seen.map((s) => s.text)).toEqual([
      '-1.5 °C',
      '-1.0 °C',
      '-0.5 °C',
      '0.0 °C',
      '0.5 °C',
      '1.0 °C',
      '1.5 °C',
    ]);
    // Below zero the digits shrink as the count rises, so they roll down (as a wheel would); above
    // zero they roll up with it.
    expect(seen.slice(1).map((s) => [s.text, [...new Set(s.rolls)]])).toEqual([
      ['-1.0 °C', ['down']],
      ['-0.5 °C', ['down']],
      ['0.0 °C', ['down']],
      ['0.5 °C', ['up']],
      ['1.0 °C', ['up']],
      ['1.5 °C', ['up']],
    ]);
    // Fixed-width cells: the negative values are all one width, and so are the others.
    const widths = (sign: boolean) =>
      new Set(seen.filter((s) => s.text.startsWith('-') === sign).map((s) => Math.round(s.width)));
    expect(widths(true).size).toBe(1);
    expect(widths(false).size).toBe(1);
    // The minus sign and the separator sit in cells of their own.
    await expect(digits(page).locator('.cs-sep').first()).toHaveText('.');
    await expect(page.getByText('100% complete')).toBeVisible();
  });
}
