import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { acquire, type Io, type Lookup, type Need, type Way } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// The browser for the browser tests: CHROMIUM_PATH, else one on the system, else one in
// Playwright's own cache; when none is there, Playwright's installer (if its host answers), else
// Debian's package through apt-get (as root), else one message with the command to run.
//
// Two builds of the same Chromium. Headless runs use the headless shell: Chromium's old headless
// mode as a binary of its own, without the browser's UI layers, and what Playwright itself launches
// for headless runs. The full browser (which Playwright starts with --headless, its new headless
// mode, i.e. the whole browser without a window) costs more CPU per page; it stays for headed runs
// (--headed, --debug, --ui) and as the fallback when no shell can be had (decision 020h).
export type ChromiumBuild = 'full' | 'shell';

interface BuildPlaces {
  /** How a person names it, in the log and errors. */
  name: string;
  /** Debian's package for it. */
  aptPackage: string;
  system: Partial<Record<NodeJS.Platform, string[]>>;
  /** Playwright's cache folder prefix (<cache>/<prefix>-<revision>/) and the binary inside, per platform. */
  cachePrefix: string;
  cacheBinaries: string[];
}

const BUILDS: Record<ChromiumBuild, BuildPlaces> = {
  full: {
    name: 'Chromium',
    aptPackage: 'chromium',
    system: {
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
    },
    cachePrefix: 'chromium',
    cacheBinaries: [
      'chrome-linux64/chrome',
      'chrome-linux-arm64/chrome',
      'chrome-linux/chrome',
      'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
      'chrome-win64/chrome.exe',
    ],
  },
  shell: {
    name: 'Chromium headless shell',
    aptPackage: 'chromium-headless-shell',
    // Debian's package chromium-headless-shell (same version as its chromium).
    system: { linux: ['/usr/bin/chromium-headless-shell'] },
    cachePrefix: 'chromium_headless_shell',
    cacheBinaries: [
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-headless-shell-linux-arm64/chrome-headless-shell',
      'chrome-headless-shell-mac-arm64/chrome-headless-shell',
      'chrome-headless-shell-mac-x64/chrome-headless-shell',
      'chrome-headless-shell-win64/chrome-headless-shell.exe',
    ],
  },
};

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

function cachedBinaries(sys: System, build: BuildPlaces): string[] {
  const dir = playwrightCacheDir(sys);
  const folder = new RegExp(`^${build.cachePrefix}-(\\d+)$`);
  const revisions = sys
    .list(dir)
    .map((name) => folder.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]));
  return revisions.flatMap((m) => build.cacheBinaries.map((bin) => join(dir, m[0], bin)));
}

/** The browser of that build already on this machine; CHROMIUM_PATH, when set, is taken for either. */
export function findChromium(sys: System, kind: ChromiumBuild = 'full'): Lookup<string> {
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
  const build = BUILDS[kind];
  const broken: string[] = [];
  const places: [string, string[]][] = [
    ['system', build.system[sys.platform] ?? []],
    ["Playwright's cache", cachedBinaries(sys, build)],
  ];
  for (const [source, paths] of places) {
    for (const path of paths.filter((p) => sys.exists(p))) {
      const v = sys.version(path);
      if (v.ok) return { value: path, note: `${v.output} at ${path} (${source})` };
      broken.push(`${path} does not run: ${v.output}`);
    }
  }
  const looked = `looked at CHROMIUM_PATH, the system's ${build.name} and ${playwrightCacheDir(sys)}`;
  return { missing: [looked, ...broken].join('; ') };
}

function playwrightArgs(sys: System, kind: ChromiumBuild): string[] {
  // As root, --with-deps also installs the system libraries and fonts the browser needs.
  // `install chromium` fetches the full browser and the shell; --only-shell the shell alone.
  return [
    'install',
    ...(sys.uid === 0 ? ['--with-deps'] : []),
    ...(kind === 'shell' ? ['--only-shell'] : []),
    'chromium',
  ];
}

function playwrightWay(sys: System, kind: ChromiumBuild): Way {
  const host =
    sys.env.PLAYWRIGHT_CHROMIUM_DOWNLOAD_HOST || sys.env.PLAYWRIGHT_DOWNLOAD_HOST || PLAYWRIGHT_HOST;
  const args = playwrightArgs(sys, kind);
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

/** The command a person runs to get that build here. */
function getCommand(sys: System, kind: ChromiumBuild): string {
  const installer = `npx playwright install${kind === 'shell' ? ' --only-shell' : ''} chromium`;
  return sys.hasCommand('apt-get')
    ? aptCommand(sys, BUILDS[kind].aptPackage)
    : `${installer}   (or set CHROMIUM_PATH to a Chromium or Chrome binary)`;
}

export function chromiumNeed(sys: System, kind: ChromiumBuild = 'full'): Need<string> {
  return {
    what: `${BUILDS[kind].name} for the browser tests`,
    find: () => findChromium(sys, kind),
    ways: [playwrightWay(sys, kind), aptWay(sys, BUILDS[kind].aptPackage)],
    command: () => getCommand(sys, kind),
  };
}

export const ensureChromium = (sys: System, io: Io) => acquire(chromiumNeed(sys, 'full'), io);

/**
 * The browser the browser tests launch: the full Chromium for a headed run, else the headless
 * shell; when no shell can be had here, a full Chromium already on the machine, with one line
 * saying what that costs and how to get the shell.
 */
export async function ensureTestBrowser(sys: System, io: Io, opts: { headed: boolean }): Promise<string> {
  if (opts.headed) return ensureChromium(sys, io);
  try {
    return await acquire(chromiumNeed(sys, 'shell'), io);
  } catch (err) {
    const full = findChromium(sys, 'full');
    if (!('value' in full)) throw err;
    io.log(
      `  using ${full.note} instead: it costs more CPU per page than the shell. To get the shell: ${getCommand(sys, 'shell')}`,
    );
    return full.value;
  }
}
