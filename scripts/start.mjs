// @ts-check
// `npm start`: production. Builds the web app and the server when either is missing or older than
// its sources (one line says which), then runs the built server with plain node. Migrations, DATA_DIR
// and the rest happen in the server itself (server/start-server.ts).
import { ensureBuilds } from './build-state.mjs';

process.env.NODE_ENV ||= 'production';
ensureBuilds(['web', 'server']);
// dist/server/main.js.map is not loaded here: parsing it cost about 0.1 s of every start. For stack
// traces with server/*.ts lines, run `node --enable-source-maps scripts/start.mjs`.
// Node 22.1+ keeps the compiled code of the server and its packages between starts (in the system's
// temporary folder), which shortens every start after the first; older Node has no such cache.
const { enableCompileCache } = /** @type {{ enableCompileCache?: () => unknown }} */ (
  await import('node:module')
);
enableCompileCache?.();
await import(new URL('../dist/server/main.js', import.meta.url).href);
