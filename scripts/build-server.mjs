// @ts-check
// `npm run build` (server part): server/main.ts and the operator commands of server/commands/
// (admin, billing-reconcile, db-copy, db-backup, db-restore), with everything of ours they import (server/, core/), as ES
// modules in dist/server, run by plain `node`; code they share is split into chunks, not repeated.
// Packages stay external: they are installed beside it (native ones like @napi-rs/canvas cannot be
// bundled anyway). The bundle is written to a fresh folder and then moved into place, so a server
// starting meanwhile never imports a half-written one.
import { renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const staging = `dist/server.building-${process.pid}`;
rmSync(`${root}${staging}`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    admin: 'server/commands/admin.ts',
    'billing-reconcile': 'server/commands/billing-reconcile.ts',
    'db-copy': 'server/commands/db-copy.ts',
    'db-backup': 'server/commands/db-backup.ts',
    'db-restore': 'server/commands/db-restore.ts',
  },
  outdir: staging,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // The server reads process.env.NODE_ENV at run time (config.ts): nothing is replaced at build.
  logLevel: 'warning',
});
rmSync(`${root}dist/server`, { recursive: true, force: true });
renameSync(`${root}${staging}`, `${root}dist/server`);
