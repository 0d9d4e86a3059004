import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureChromium, findChromium } from './chromium';
import { realSystem, runCommand, type System } from './system';
import { STAND_IN_VERSION, startPlaywrightCdnStandIn } from './testing/playwright-cdn-stand-in';
import { recordingIo } from './testing/test-machine';

// The real `playwright install chromium`, against a stand-in of its download host, into an empty
// cache: what it installs is exactly where our lookup then finds it, and a second run downloads
// nothing; the headless shell it fetches beside the browser is found too. Catches Playwright changing
// its cache layout or its installer's arguments.
const onLinuxX64 = process.platform === 'linux' && process.arch === 'x64';

describe.runIf(onLinuxX64)("Playwright's installer, for real", () => {
  let cdn: Awaited<ReturnType<typeof startPlaywrightCdnStandIn>>;
  let cache: string;
  beforeAll(async () => {
    cdn = await startPlaywrightCdnStandIn();
    cache = mkdtempSync(join(tmpdir(), 'countstream-pw-cache-'));
  });
  afterAll(async () => {
    await new Promise((r) => cdn.server.close(r));
    rmSync(cache, { recursive: true, force: true });
  });

  it('installs into the cache our lookup reads, then finds it without downloading again', async () => {
    const real = realSystem();
    // This machine without its own browsers, apt-get or root: only the installer can help.
    const sys: System = {
      ...real,
      env: { PLAYWRIGHT_DOWNLOAD_HOST: cdn.url, PLAYWRIGHT_BROWSERS_PATH: cache },
      uid: 1000,
      exists: (p) => p.startsWith(cache) && real.exists(p),
      hasCommand: () => false,
      run: (cmd, args, opts) => runCommand(cmd, args, opts),
    };
    const io = recordingIo();
    const path = await ensureChromium(sys, io);
    expect(path).toMatch(new RegExp(`^${cache}/chromium-\\d+/chrome-linux64/chrome$`));
    expect(io.lines.at(-1)).toBe(`  done in 2.5 s: ${STAND_IN_VERSION} at ${path} (Playwright's cache)`);
    expect(cdn.asked.some((a) => /^GET \/builds\/cft\/.+\/chrome-linux64\.zip$/.test(a))).toBe(true);

    // The installer fetches the headless shell beside it (what headless runs use): found there too.
    expect(findChromium(sys, 'shell')).toMatchObject({
      value: expect.stringMatching(
        new RegExp(
          `^${cache}/chromium_headless_shell-\\d+/chrome-headless-shell-linux64/chrome-headless-shell$`,
        ),
      ),
    });

    const downloads = cdn.asked.length;
    expect(await ensureChromium(sys, recordingIo())).toBe(path);
    expect(cdn.asked.length).toBe(downloads);
  }, 120_000);
});
