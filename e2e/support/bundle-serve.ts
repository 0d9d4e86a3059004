import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

// The browser tests' web server (serve.ts, the server and the stand-ins it starts) as one ES module
// run by plain `node`, bundled the way scripts/build-server.mjs bundles the production server:
// packages stay external, resolved from node_modules beside it. Under tsx every start transformed
// the server's TypeScript again (about 3 CPU s more per start, decision 020h). One file per run,
// named by its port so parallel runs keep their own, removed when the runner exits. It lives inside
// the project, where the server finds its project root (server/project-root.ts) by walking up.
export function serveBundlePath(root: string, port: string): string {
  return join(root, 'test-results', `e2e-serve-${port}.mjs`);
}

export async function bundleServe(root: string, outfile: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['e2e/support/serve.ts'],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  process.on('exit', () => rmSync(outfile, { force: true }));
}
