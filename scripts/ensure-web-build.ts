import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['web', 'core', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// Builds the web app (the browser's build and the viewer's server renderer, as `npm run build`
// does) when either is missing or older than any of its sources.
export function ensureWebBuild(): void {
  const built = ['dist/web/index.html', 'dist/ssr/server-render.js', 'dist/ssr/server-render-app.js'].map(
    (p) => join(root, p),
  );
  const builtAt = Math.min(...built.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt >= sourcesAt) return;
  process.stdout.write(
    builtAt ? 'Web app sources changed; rebuilding…\n' : 'Building the web app (first start)…\n',
  );
  for (const extra of [[], ['--ssr']]) {
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...extra], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
