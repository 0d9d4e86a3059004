import { findChromium as lookUpChromium } from '../../scripts/acquire/chromium';
import { realSystem } from '../../scripts/acquire/system';

// The browser already on this machine (CHROMIUM_PATH, a system Chromium or Chrome, Playwright's
// cache), for scripts that launch one themselves; the browser tests also get one when none is there
// (scripts/acquire/chromium.ts, called by playwright.config.ts).
// The full browser first; else the headless shell the browser tests get for themselves, so a
// benchmark run after them on a machine without a full Chromium still finds one.
export function findChromium(): string | undefined {
  const sys = realSystem();
  for (const kind of ['full', 'shell'] as const) {
    const found = lookUpChromium(sys, kind);
    if ('value' in found) return found.value;
  }
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
