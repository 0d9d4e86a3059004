// @ts-check
// `npm run build` (server part): server/main.ts and everything of ours it imports (server/, core/)
// into one ES module, dist/server/main.js, run by plain `node`. Packages stay external: they are
// installed beside it (native ones like @napi-rs/canvas cannot be bundled anyway).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}dist/server`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // The server reads process.env.NODE_ENV at run time (config.ts): nothing is replaced at build.
  logLevel: 'warning',
});
