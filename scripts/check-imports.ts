import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Enforces the import directions of DESIGN.md §2 (run by `npm run lint`):
// core imports nothing of ours but core and no Node/DOM/React; server never imports web; web never imports server;
// web/src/features/<a> never imports web/src/features/<b>.
const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (SOURCE.test(entry)) yield p;
  }
}

function resolveSpecifier(file: string, spec: string): string | null {
  if (spec.startsWith('@core/')) return join(root, 'core', spec.slice(6));
  if (spec.startsWith('@web/')) return join(root, 'web/src', spec.slice(5));
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  return null; // a package
}

const area = (p: string) => relative(root, p).split('/')[0];
const feature = (p: string) => /^web\/src\/features\/([^/]+)/.exec(relative(root, p))?.[1];

export function findViolations(file: string, source: string): string[] {
  const problems: string[] = [];
  const from = relative(root, file);
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec) continue;
    const target = resolveSpecifier(file, spec);
    const fromArea = area(file);
    if (fromArea === 'core') {
      if (!target && /^(node:|react|react-dom|fastify|pg$|drizzle)/.test(spec))
        problems.push(`${from}: core must stay isomorphic, but imports '${spec}'`);
      if (target && area(target) !== 'core')
        problems.push(`${from}: core may only import core, but imports '${spec}'`);
    }
    if (!target) continue;
    if (fromArea === 'server' && area(target) === 'web')
      problems.push(`${from}: server must not import web ('${spec}')`);
    if (fromArea === 'web' && area(target) === 'server')
      problems.push(`${from}: web must not import server ('${spec}')`);
    const a = feature(file);
    const b = feature(target);
    if (a && b && a !== b)
      problems.push(
        `${from}: feature '${a}' must not import feature '${b}' ('${spec}'); move the shared part to components/ or lib/`,
      );
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const problems: string[] = [];
  for (const dir of ['core', 'server', 'web/src', 'scripts', 'e2e', 'bench']) {
    try {
      for (const file of walk(join(root, dir)))
        problems.push(...findViolations(file, readFileSync(file, 'utf8')));
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
    }
  }
  if (problems.length) {
    process.stderr.write(
      `Import direction violations (DESIGN.md §2):\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('imports: ok\n');
}
