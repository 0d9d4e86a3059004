import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Enforces the import directions of docs/architecture.md §2 (run by `npm run lint`):
// core imports nothing of ours but core and no Node/DOM/React; server and e2e import core as
// '@core/<folder>/<file>'; server never imports web; web never imports server;
// web/src/features/<a> never imports web/src/features/<b>; production code never imports test
// support, and test support stays in test-only folders; server folders import only down their layers
// (SERVER_LAYERS, server/README.md); and no module reaches itself again through its imports (a cycle).
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

const area = (p: string) => relative(root, p).split('/')[0] ?? '';
// Where core is imported only as '@core/<folder>/<file>' (scripts' tests spell imports in strings).
const STYLED_AREAS = new Set(['server', 'web', 'e2e', 'bench']);
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
    if (STYLED_AREAS.has(fromArea) && area(target) === 'core' && !/^@core\/[^/]+\/[^/]+/.test(spec))
      problems.push(`${from}: import core as '@core/<folder>/<file>' (core/README.md), not '${spec}'`);
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

/**
 * The server's rooms, bottom to top (server/README.md): a file may import its own folder and the
 * layers below, never a layer above, and never another folder of its own layer, so no two server
 * folders import each other (root files, named with their `.ts`, may import root files and folders of
 * their layer; the cycle check keeps those one-way). Test support is exempt.
 */
export const SERVER_LAYERS: readonly (readonly string[])[] = [
  ['config.ts', 'project-root.ts', 'kick-public-key.ts', 'metrics.ts', 'db', 'mail'],
  ['plugins'],
  ['effects', 'platform-apis'],
  ['accounts'],
  ['auth'],
  ['live-sources'],
  ['billing', 'counters'],
  ['outbound-webhooks'],
  ['live'],
  ['subathons'],
  ['public-api'],
  ['hook-urls'],
  ['integrations', 'admin', 'pages', 'images', 'export', 'contact', 'commands'],
  ['app.ts', 'main.ts', 'start-server.ts'],
];
const layerOf = new Map(SERVER_LAYERS.flatMap((names, i) => names.map((n) => [n, i] as const)));
const serverRoom = (relPath: string) => /^server\/([^/]+)/.exec(relPath)?.[1];
const orderText = SERVER_LAYERS.map((l) => l.join(' ')).join(' < ');

/** An import between server folders against SERVER_LAYERS (test support is exempt). */
export function findLayerViolations(file: string, imports: readonly string[]): string[] {
  const from = relative(root, file);
  const a = serverRoom(from);
  if (!a || isTestSupport(from)) return [];
  const problems: string[] = [];
  for (const target of imports) {
    const to = relative(root, target);
    const b = serverRoom(to);
    if (!b || a === b || isTestSupport(to)) continue;
    const la = layerOf.get(a);
    const lb = layerOf.get(b);
    if (la === undefined)
      problems.push(`${from}: server/${a} has no layer; add it to SERVER_LAYERS in scripts/check-imports.ts`);
    else if (lb === undefined)
      problems.push(`${from}: imports ${to}, but server/${b} has no layer; add it to SERVER_LAYERS`);
    else if (lb > la)
      problems.push(
        `${from}: server/${a} (layer ${la + 1}) must not import server/${b} (layer ${lb + 1}, above it): '${to}'. Server order, bottom to top: ${orderText}`,
      );
    else if (lb === la && !a.endsWith('.ts') && !b.endsWith('.ts'))
      problems.push(
        `${from}: server/${a} must not import server/${b}, a folder of its own layer (${la + 1}): '${to}'. Move one below the other in SERVER_LAYERS`,
      );
  }
  return problems;
}

/**
 * Test support: test files and the test-only folders that hold their helpers — server/test/
 * (with the whole-API suites in server/test/reliability/), server/faults/, any `testing/` folder
 * next to a domain (billing's Paddle stand-in and fixtures, the admin, live and Twitch helpers),
 * and the e2e and bench folders. Production code may not import any of it, so none of it can ship
 * or steer what ships.
 */
export function isTestSupport(relPath: string): boolean {
  return (
    /\.test\.tsx?$/.test(relPath) ||
    /(^|\/)testing\//.test(relPath) ||
    /^(server\/test|server\/faults|e2e|bench)\//.test(relPath)
  );
}

// Names that only test support has: a helper with such a name outside the test-only folders is
// in a production folder, where production code could import it unnoticed.
const SUPPORT_NAME = /(test-support|-stand-in|-stand-in-lists|-fixtures|sequence-support)\.tsx?$/;

/** A test helper kept in a production folder (it belongs in a `testing/` folder or server/test/). */
export function findMisplacedTestSupport(relPath: string): string[] {
  if (!/^(core|server|web\/src)\//.test(relPath) || isTestSupport(relPath)) return [];
  if (!SUPPORT_NAME.test(relPath)) return [];
  return [`${relPath}: test support in a production folder; move it to a testing/ folder or server/test/`];
}

const isProduction = (relPath: string) =>
  /^(core|server|web\/src)\//.test(relPath) && !isTestSupport(relPath);

/** The file an import names, when it is one of ours that exists. */
function resolveFile(file: string, spec: string): string | null {
  const base = resolveSpecifier(file, spec);
  if (!base) return null;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(stem, 'index.ts'),
    join(stem, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function importedFiles(file: string, source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    const target = spec ? resolveFile(file, spec) : null;
    if (target) found.push(target);
  }
  return found;
}

export function findTestSupportImports(file: string, imports: readonly string[]): string[] {
  const from = relative(root, file);
  if (!isProduction(from)) return [];
  return imports
    .map((target) => relative(root, target))
    .filter(isTestSupport)
    .map((to) => `${from}: production code must not import test support ('${to}')`);
}

/**
 * Every cycle in the import graph, one per strongly connected component (Tarjan), shown as a
 * path that returns to its start. Type-only imports count too: a cycle of types is still two
 * modules that cannot be understood, or moved, one without the other.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfLoop = (graph.get(v) ?? []).includes(v);
    if (component.length > 1 || selfLoop) cycles.push(pathThrough(graph, new Set(component), v));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

// A shortest way from start back to start inside its component (breadth first), for the message.
function pathThrough(
  graph: ReadonlyMap<string, readonly string[]>,
  within: Set<string>,
  start: string,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!within.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const problems: string[] = [];
  const graph = new Map<string, string[]>();
  for (const dir of ['core', 'server', 'web/src', 'scripts', 'e2e', 'bench']) {
    try {
      for (const file of walk(join(root, dir))) {
        const source = readFileSync(file, 'utf8');
        const imports = importedFiles(file, source);
        graph.set(file, imports);
        problems.push(
          ...findViolations(file, source),
          ...findTestSupportImports(file, imports),
          ...findLayerViolations(file, imports),
          ...findMisplacedTestSupport(relative(root, file)),
        );
      }
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
    }
  }
  for (const cycle of findCycles(graph))
    problems.push(`import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  if (problems.length) {
    process.stderr.write(
      `Import direction violations (docs/architecture.md §2):\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('imports: ok\n');
}
