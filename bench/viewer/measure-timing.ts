import type { Browser } from 'playwright-core';
import { openRunning } from './measure';

/**
 * (c) How late after the wall-clock second boundary the countdown's seconds change, in ms, over
 * durationMs. The end instant sits on a whole second, so each change should land at
 * Date.now() % 1000 just above 0; a change before the boundary shows up as negative.
 */
export async function countdownLateness(
  browser: Browser,
  url: string,
  durationMs: number,
): Promise<number[]> {
  const page = await openRunning(browser, url);
  await page.evaluate(() => {
    const w = window as unknown as { __late: number[] };
    w.__late = [];
    const secs = document.querySelector('[data-unit="secs"]');
    if (!secs) throw new Error('no seconds unit');
    new MutationObserver(() => {
      const r = Date.now() % 1000;
      w.__late.push(r < 500 ? r : r - 1000);
    }).observe(secs, { subtree: true, childList: true, characterData: true });
  });
  await page.waitForTimeout(durationMs);
  const late = await page.evaluate(() => (window as unknown as { __late: number[] }).__late);
  await page.close();
  return late;
}

/** (d) The longest task (ms) while a number counter ticks every 100 ms; 0 when none passed 50 ms. */
export async function numberLongTaskMax(
  browser: Browser,
  url: string,
  durationMs: number,
): Promise<{ max: number; ticks: number }> {
  const page = await openRunning(browser, url);
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[]; __ticks: number };
    w.__long = [];
    w.__ticks = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask' });
    const digits = document.querySelector('[data-testid="counter-digits"]');
    if (digits)
      new MutationObserver(() => w.__ticks++).observe(digits, {
        subtree: true,
        childList: true,
        characterData: true,
      });
  });
  await page.waitForTimeout(durationMs);
  const result = await page.evaluate(() => {
    const w = window as unknown as { __long: number[]; __ticks: number };
    return { max: Math.max(0, ...w.__long), ticks: w.__ticks };
  });
  await page.close();
  return result;
}
