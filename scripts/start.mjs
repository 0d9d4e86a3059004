// @ts-check
// `npm start`: production. Builds the web app and the server when either is missing or older than
// its sources (one line says which), then runs the built server with plain node. Migrations, DATA_DIR
// and the rest happen in the server itself (server/start-server.ts).
import { ensureBuilds } from './build-state.mjs';

process.env.NODE_ENV ||= 'production';
ensureBuilds(['web', 'server']);
// Stack traces name server/*.ts lines (dist/server/main.js.map).
process.setSourceMapsEnabled(true);
await import(new URL('../dist/server/main.js', import.meta.url).href);
