// @ts-check
// Plain JavaScript on purpose: `npm start` runs this with plain `node` before anything is built, and
// tsx is a development dependency only. Type-checked through JSDoc (tsconfig allowJs + checkJs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @typedef {'web' | 'server'} BuildName
 * @typedef {{ outputs: string[], sources: string[], label: string, steps: string[][] }} BuildSpec
 */

/** What each build makes, what it is made from, and the commands that make it (as `npm run build`). */
/** @type {Record<BuildName, BuildSpec>} */
export const BUILDS = {
  web: {
    label: 'web app',
    outputs: ['dist/web/index.html', 'dist/ssr/server-render.js', 'dist/ssr/server-render-app.js'],
    sources: ['web', 'core', 'vite.config.ts', 'scripts/vite', 'package-lock.json'],
    steps: [
      ['npx', 'vite', 'build', '--logLevel', 'warn'],
      ['npx', 'vite', 'build', '--ssr', '--logLevel', 'warn'],
    ],
  },
  server: {
    label: 'server',
    outputs: [
      'dist/server/main.js',
      'dist/server/admin.js',
      'dist/server/billing-reconcile.js',
      'dist/server/db-copy.js',
      'dist/server/db-backup.js',
      'dist/server/db-restore.js',
    ],
    sources: [
      'server',
      'core',
      'scripts/acquire',
      'scripts/build-server.mjs',
      'tsconfig.json',
      'package-lock.json',
    ],
    steps: [['node', 'scripts/build-server.mjs']],
  },
};

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Tests are not part of any build: editing one does not make `npm start` rebuild.
    if (entry === 'node_modules' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Whether a build is missing, older than any of its sources, or up to date.
 * @param {BuildName} name
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function buildState(name) {
  const spec = BUILDS[name];
  const builtAt = Math.min(
    ...spec.outputs.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0)),
  );
  if (builtAt === 0) return 'missing';
  const sourcesAt = Math.max(...spec.sources.map((s) => newestMtime(join(root, s))));
  return builtAt >= sourcesAt ? 'fresh' : 'stale';
}

/**
 * Builds each named build that is missing or stale, saying so in one line; exits on a failed build.
 * @param {BuildName[]} names
 */
export function ensureBuilds(names = ['web', 'server']) {
  for (const name of names) {
    const state = buildState(name);
    if (state === 'fresh') continue;
    const spec = BUILDS[name];
    // Build chatter goes to stderr: stdout is the output of what runs next (an operator command's
    // report, e.g. billing:reconcile's changes, may be read by a script).
    process.stderr.write(
      state === 'missing'
        ? `Building the ${spec.label} (no build yet)…\n`
        : `The ${spec.label}'s sources changed since its build; rebuilding…\n`,
    );
    for (const [command, ...args] of spec.steps) {
      const result = spawnSync(/** @type {string} */ (command), args, { cwd: root, stdio: [0, 2, 2] });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
  }
}
