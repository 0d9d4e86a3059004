import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { acquire, type Io, type Lookup, type Need, type Way } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// The browser for the browser tests: CHROMIUM_PATH, else a system Chromium or Chrome, else
// Playwright's own cache; when none is there, Playwright's installer (if its host answers), else
// Debian's chromium through apt-get (as root), else one message with the command to run.

const SYSTEM_BROWSERS: Record<string, string[]> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
    '/opt/google/chrome/chrome',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
};

// Where Playwright's installer puts Chromium inside <cache>/chromium-<revision>/, per platform.
const CACHE_BINARIES = [
  'chrome-linux64/chrome',
  'chrome-linux-arm64/chrome',
  'chrome-linux/chrome',
  'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
  'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
  'chrome-win64/chrome.exe',
];

export const PLAYWRIGHT_HOST = 'https://cdn.playwright.dev';
export const HOST_TIMEOUT_MS = 5_000;
const INSTALL_TIMEOUT_MS = 15 * 60_000;

/** Playwright's browser cache, as its installer computes it. */
export function playwrightCacheDir(sys: System): string {
  const given = sys.env.PLAYWRIGHT_BROWSERS_PATH;
  if (given === '0') {
    const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
    return join(core, '.local-browsers');
  }
  if (given) return given;
  if (sys.platform === 'darwin') return join(sys.home, 'Library/Caches/ms-playwright');
  if (sys.platform === 'win32') return join(sys.env.LOCALAPPDATA ?? sys.home, 'ms-playwright');
  return join(sys.env.XDG_CACHE_HOME ?? join(sys.home, '.cache'), 'ms-playwright');
}

function cachedChromiums(sys: System): string[] {
  const dir = playwrightCacheDir(sys);
  const revisions = sys
    .list(dir)
    .map((name) => /^chromium-(\d+)$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]));
  return revisions.flatMap((m) => CACHE_BINARIES.map((bin) => join(dir, m[0], bin)));
}

export function findChromium(sys: System): Lookup<string> {
  const given = sys.env.CHROMIUM_PATH;
  if (given) {
    if (!sys.exists(given))
      throw new Error(
        `CHROMIUM_PATH is ${given}, but there is no file there. Point it at a Chromium or Chrome binary, or unset it to let the tests find or get one.`,
      );
    const v = sys.version(given);
    if (!v.ok) throw new Error(`CHROMIUM_PATH is ${given}, but it does not run: ${v.output}`);
    return { value: given, note: `${v.output} at ${given} (CHROMIUM_PATH)` };
  }
  const broken: string[] = [];
  const places: [string, string[]][] = [
    ['system', SYSTEM_BROWSERS[sys.platform] ?? []],
    ["Playwright's cache", cachedChromiums(sys)],
  ];
  for (const [source, paths] of places) {
    for (const path of paths.filter((p) => sys.exists(p))) {
      const v = sys.version(path);
      if (v.ok) return { value: path, note: `${v.output} at ${path} (${source})` };
      broken.push(`${path} does not run: ${v.output}`);
    }
  }
  const looked = `looked at CHROMIUM_PATH, the system browsers and ${playwrightCacheDir(sys)}`;
  return { missing: [looked, ...broken].join('; ') };
}

function playwrightWay(sys: System): Way {
  const host =
    sys.env.PLAYWRIGHT_CHROMIUM_DOWNLOAD_HOST || sys.env.PLAYWRIGHT_DOWNLOAD_HOST || PLAYWRIGHT_HOST;
  // As root, --with-deps also installs the system libraries and fonts the browser needs.
  const args = ['install', ...(sys.uid === 0 ? ['--with-deps'] : []), 'chromium'];
  return {
    label: `Playwright's installer (npx playwright ${args.join(' ')})`,
    unavailable: async () =>
      (await sys.hostAnswers(host, HOST_TIMEOUT_MS))
        ? null
        : `its download host ${host} does not answer within ${HOST_TIMEOUT_MS / 1000} s`,
    run: () => {
      const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
      // The installer reads its host and cache from these; they come from the machine we were given.
      const playwrightEnv = Object.entries(sys.env).filter(
        (e): e is [string, string] => e[0].startsWith('PLAYWRIGHT_') && e[1] !== undefined,
      );
      return sys.run(process.execPath, [cli, ...args], {
        timeoutMs: INSTALL_TIMEOUT_MS,
        env: { PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '20000', ...Object.fromEntries(playwrightEnv) },
      });
    },
  };
}

export function chromiumNeed(sys: System): Need<string> {
  return {
    what: 'Chromium for the browser tests',
    find: () => findChromium(sys),
    ways: [playwrightWay(sys), aptWay(sys, 'chromium')],
    command: () =>
      sys.hasCommand('apt-get')
        ? aptCommand(sys, 'chromium')
        : 'npx playwright install chromium   (or set CHROMIUM_PATH to a Chromium or Chrome binary)',
  };
}

export const ensureChromium = (sys: System, io: Io) => acquire(chromiumNeed(sys), io);
