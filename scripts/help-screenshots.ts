import { spawnSync } from 'node:child_process';

// Makes the Help Center's screenshots (web/public/help/*.webp) from the real screens: runs
// e2e/help-screenshots.spec.ts, which a normal browser run skips, against a fresh e2e server with a
// Premium account and a few counters. `npx tsx scripts/help-screenshots.ts`; check the sizes it
// prints against the figures' width and height in web/src/features/pages/components/help-*.tsx.
const run = spawnSync(
  'npx',
  ['playwright', 'test', '--no-deps', '--workers=1', 'e2e/help-screenshots.spec.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, HELP_SCREENSHOTS: '1' },
  },
);
process.exit(run.status ?? 1);
