import { ensureWebBuild } from './ensure-web-build';

// `npm start`: builds the web app when the build is missing or stale, then runs the server.
ensureWebBuild();
await import('../server/main');
