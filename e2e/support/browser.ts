import { findChromium as lookUpChromium } from '../../scripts/acquire/chromium';
import { realSystem } from '../../scripts/acquire/system';

// The browser already on this machine (CHROMIUM_PATH, a system Chromium or Chrome, Playwright's
// cache), for scripts that launch one themselves; the browser tests also get one when none is there
// (scripts/acquire/chromium.ts, called by playwright.config.ts).
export function findChromium(): string | undefined {
  const found = lookUpChromium(realSystem());
  return 'value' in found ? found.value : undefined;
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
