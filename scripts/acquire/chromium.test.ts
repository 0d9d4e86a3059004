import { describe, expect, it } from 'vitest';
import {
  ensureChromium,
  ensureTestBrowser,
  findChromium,
  PLAYWRIGHT_HOST,
  playwrightCacheDir,
} from './chromium';
import { recordingIo, testMachine } from './testing/test-machine';

const CACHE = '/home/dev/.cache/ms-playwright';
const CACHED = `${CACHE}/chromium-1255/chrome-linux64/chrome`;
const SHELL = '/usr/bin/chromium-headless-shell';
const CACHED_SHELL = `${CACHE}/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell`;
const NO_LIBS = 'chrome: error while loading shared libraries: libnss3.so: cannot open shared object file';

describe('finding a browser that is already there (nothing is downloaded)', () => {
  it('uses CHROMIUM_PATH when it runs, before any system browser', async () => {
    const m = testMachine({
      files: ['/opt/c/chrome', '/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/c/chrome' },
    });
    const io = recordingIo();
    expect(await ensureChromium(m, io)).toBe('/opt/c/chrome');
    expect(io.lines).toEqual([
      'Chromium for the browser tests: Chromium 156.0 at /opt/c/chrome (CHROMIUM_PATH)',
    ]);
    expect([m.ran, m.probed]).toEqual([[], []]);
  });

  it('stops with a clear error when CHROMIUM_PATH names no file or a binary that does not start', () => {
    const missing = testMachine({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nope/chrome' } });
    expect(() => findChromium(missing)).toThrow(
      'CHROMIUM_PATH is /nope/chrome, but there is no file there. Point it at a Chromium or Chrome binary',
    );
    const broken = testMachine({
      files: ['/opt/c/chrome'],
      env: { CHROMIUM_PATH: '/opt/c/chrome' },
      broken: { '/opt/c/chrome': NO_LIBS },
    });
    expect(() => findChromium(broken)).toThrow(
      `CHROMIUM_PATH is /opt/c/chrome, but it does not run: ${NO_LIBS}`,
    );
  });

  it('takes the first system browser that starts, skipping one that does not', () => {
    const m = testMachine({
      files: ['/usr/bin/chromium', '/usr/bin/google-chrome', CACHED],
      broken: { '/usr/bin/chromium': NO_LIBS },
    });
    expect(findChromium(m)).toEqual({
      value: '/usr/bin/google-chrome',
      note: 'Chromium 156.0 at /usr/bin/google-chrome (system)',
    });
    expect(m.versionChecks).toEqual(['/usr/bin/chromium', '/usr/bin/google-chrome']);
  });

  it("falls back to the newest Chromium in Playwright's cache, and downloads nothing", async () => {
    const older = `${CACHE}/chromium-1200/chrome-linux64/chrome`;
    const shell = `${CACHE}/chromium_headless_shell-1300/chrome-headless-shell-linux64/chrome-headless-shell`;
    const m = testMachine({
      files: [older, CACHED, shell],
      uid: 0,
      commands: ['apt-get'],
      answering: [PLAYWRIGHT_HOST],
    });
    expect(findChromium(m)).toEqual({
      value: CACHED,
      note: `Chromium 156.0 at ${CACHED} (Playwright's cache)`,
    });
    expect(await ensureChromium(m, recordingIo())).toBe(CACHED);
    expect([m.ran, m.probed]).toEqual([[], []]);
  });

  it('reads the cache where PLAYWRIGHT_BROWSERS_PATH or XDG_CACHE_HOME puts it', () => {
    const custom = '/srv/pw/chromium-1255/chrome-linux64/chrome';
    const m = testMachine({ files: [CACHED, custom], env: { PLAYWRIGHT_BROWSERS_PATH: '/srv/pw' } });
    expect(findChromium(m)).toMatchObject({ value: custom });
    expect(playwrightCacheDir(testMachine({ env: { XDG_CACHE_HOME: '/xdg' } }))).toBe('/xdg/ms-playwright');
    expect(playwrightCacheDir(testMachine({ env: { PLAYWRIGHT_BROWSERS_PATH: '0' } }))).toMatch(
      /playwright-core\/\.local-browsers$/,
    );
  });
});

describe('getting a browser when none is there', () => {
  it("runs Playwright's installer when its host answers, and says what it did and how long it took", async () => {
    const m = testMachine({
      answering: [PLAYWRIGHT_HOST],
      commands: ['apt-get'],
      effects: { 'node playwright install chromium': { adds: [CACHED] } },
    });
    const io = recordingIo();
    expect(await ensureChromium(m, io)).toBe(CACHED);
    expect(m.ran).toEqual(['node playwright install chromium']);
    expect(io.lines).toEqual([
      `Chromium for the browser tests: none found (looked at CHROMIUM_PATH, the system's Chromium and ${CACHE}); getting one.`,
      "  Playwright's installer (npx playwright install chromium)…",
      `  done in 2.5 s: Chromium 156.0 at ${CACHED} (Playwright's cache)`,
    ]);
  });

  it('installs with --with-deps as root, and probes PLAYWRIGHT_DOWNLOAD_HOST when set', async () => {
    const mirror = 'https://mirror.example/pw';
    const m = testMachine({
      uid: 0,
      env: { PLAYWRIGHT_DOWNLOAD_HOST: mirror },
      answering: [mirror],
      effects: { 'node playwright install --with-deps chromium': { adds: [CACHED] } },
    });
    expect(await ensureChromium(m, recordingIo())).toBe(CACHED);
    expect([m.probed, m.ran]).toEqual([[mirror], ['node playwright install --with-deps chromium']]);
  });

  it("installs Debian's chromium as root when Playwright's host does not answer", async () => {
    const m = testMachine({
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get install -y chromium': { adds: ['/usr/bin/chromium'] } },
    });
    const io = recordingIo();
    expect(await ensureChromium(m, io)).toBe('/usr/bin/chromium');
    expect(m.probed).toEqual([PLAYWRIGHT_HOST]);
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y chromium']);
    expect(io.lines.slice(1)).toEqual([
      `  skipped Playwright's installer (npx playwright install --with-deps chromium): its download host ${PLAYWRIGHT_HOST} does not answer within 5 s`,
      "  Debian's chromium (apt-get update && apt-get install -y chromium)…",
      '  done in 2.5 s: Chromium 156.0 at /usr/bin/chromium (system)',
    ]);
  });

  it("falls through to apt-get when Playwright's installer fails", async () => {
    const m = testMachine({
      uid: 0,
      commands: ['apt-get'],
      answering: [PLAYWRIGHT_HOST],
      effects: {
        'node playwright install --with-deps chromium': {
          fails: 'Error: Download failure, code=1\n    at ChildProcess.emit (node:events:524:28)\nexit 1',
        },
        'apt-get install -y chromium': { adds: ['/usr/bin/chromium'] },
      },
    });
    const io = recordingIo();
    expect(await ensureChromium(m, io)).toBe('/usr/bin/chromium');
    expect(io.lines).toContain(
      "  Playwright's installer (npx playwright install --with-deps chromium) failed after 2.5 s: Error: Download failure, code=1 / exit 1",
    );
    expect(m.ran).toEqual([
      'node playwright install --with-deps chromium',
      'apt-get update',
      'apt-get install -y chromium',
    ]);
  });
});

describe('the message when no way works', () => {
  it('names the sudo apt-get command for a non-root Debian user, and installs nothing', async () => {
    const m = testMachine({ uid: 1000, commands: ['apt-get'] });
    const err = await ensureChromium(m, recordingIo()).catch((e: Error) => e);
    expect(String(err)).toContain('it needs root, and the tests run as uid 1000');
    expect(String(err)).toContain(
      'Run this once, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    expect(m.ran).toEqual([]);
  });

  it("names Playwright's installer where there is no apt-get", async () => {
    const err = await ensureChromium(testMachine({}), recordingIo()).catch((e: Error) => e);
    expect(String(err)).toContain('apt-get is not on this machine');
    expect(String(err)).toContain('\n  npx playwright install chromium   (or set CHROMIUM_PATH');
  });

  it('reports what apt-get printed when it fails as root, with the command without sudo', async () => {
    const m = testMachine({
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get update': { fails: 'E: Could not resolve deb.debian.org\nexit 100' } },
    });
    const err = await ensureChromium(m, recordingIo()).catch((e: Error) => e);
    expect(String(err)).toContain('failed after 2.5 s: E: Could not resolve deb.debian.org / exit 100');
    expect(String(err)).toContain('\n  apt-get update && apt-get install -y chromium\n');
    expect(m.ran).toEqual(['apt-get update']);
  });

  it('says so when an installed browser still does not start (missing system libraries)', async () => {
    const m = testMachine({
      answering: [PLAYWRIGHT_HOST],
      broken: { [CACHED]: NO_LIBS },
      effects: { 'node playwright install chromium': { adds: [CACHED] } },
    });
    const err = await ensureChromium(m, recordingIo()).catch((e: Error) => e);
    expect(String(err)).toContain(`still none is usable (looked at CHROMIUM_PATH`);
    expect(String(err)).toContain(`${CACHED} does not run: ${NO_LIBS}`);
  });
});

describe('the headless shell for headless runs, the full browser for headed ones', () => {
  const headless = { headed: false };

  it("takes Debian's headless shell over the full Chromium beside it, and the full one when headed", async () => {
    const m = testMachine({ files: ['/usr/bin/chromium', SHELL], uid: 0, commands: ['apt-get'] });
    const io = recordingIo();
    expect(await ensureTestBrowser(m, io, headless)).toBe(SHELL);
    expect(io.lines).toEqual([
      `Chromium headless shell for the browser tests: Chromium 156.0 at ${SHELL} (system)`,
    ]);
    expect(await ensureTestBrowser(m, recordingIo(), { headed: true })).toBe('/usr/bin/chromium');
    expect([m.ran, m.probed]).toEqual([[], []]);
  });

  it("finds the newest shell in Playwright's cache, and takes CHROMIUM_PATH for either run", async () => {
    const older = `${CACHE}/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell`;
    const m = testMachine({ files: [CACHED, older, CACHED_SHELL] });
    expect(findChromium(m, 'shell')).toEqual({
      value: CACHED_SHELL,
      note: `Chromium 156.0 at ${CACHED_SHELL} (Playwright's cache)`,
    });
    const given = testMachine({ files: ['/opt/c/chrome', SHELL], env: { CHROMIUM_PATH: '/opt/c/chrome' } });
    expect(await ensureTestBrowser(given, recordingIo(), headless)).toBe('/opt/c/chrome');
    expect(await ensureTestBrowser(given, recordingIo(), { headed: true })).toBe('/opt/c/chrome');
  });

  it('installs the shell with apt-get as root when only the full Chromium is there', async () => {
    const m = testMachine({
      files: ['/usr/bin/chromium'],
      uid: 0,
      commands: ['apt-get'],
      effects: { 'apt-get install -y chromium-headless-shell': { adds: [SHELL] } },
    });
    const io = recordingIo();
    expect(await ensureTestBrowser(m, io, headless)).toBe(SHELL);
    expect(m.ran).toEqual(['apt-get update', 'apt-get install -y chromium-headless-shell']);
    expect(io.lines.slice(2)).toEqual([
      "  Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell)…",
      `  done in 2.5 s: Chromium 156.0 at ${SHELL} (system)`,
    ]);
  });

  it("asks Playwright's installer for the shell alone when its host answers", async () => {
    const m = testMachine({
      answering: [PLAYWRIGHT_HOST],
      effects: { 'node playwright install --only-shell chromium': { adds: [CACHED_SHELL] } },
    });
    expect(await ensureTestBrowser(m, recordingIo(), headless)).toBe(CACHED_SHELL);
    expect(m.ran).toEqual(['node playwright install --only-shell chromium']);
  });

  it('falls back to the full Chromium when no shell can be had, and says how to get one', async () => {
    const m = testMachine({ files: ['/usr/bin/chromium'], uid: 1000, commands: ['apt-get'] });
    const io = recordingIo();
    expect(await ensureTestBrowser(m, io, headless)).toBe('/usr/bin/chromium');
    expect(io.lines.at(-1)).toBe(
      '  using Chromium 156.0 at /usr/bin/chromium (system) instead: it costs more CPU per page than the shell. To get the shell: sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
    );
    expect(m.ran).toEqual([]);
  });

  it('stops with the command for the shell when there is no browser at all', async () => {
    const err = await ensureTestBrowser(testMachine({}), recordingIo(), headless).catch((e: Error) => e);
    expect(String(err)).toContain('No Chromium headless shell for the browser tests.');
    expect(String(err)).toContain('\n  npx playwright install --only-shell chromium   (or set CHROMIUM_PATH');
  });
});
