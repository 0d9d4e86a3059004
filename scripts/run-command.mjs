// @ts-check
// `npm run admin`, `billing:reconcile`, `db:copy`, `db:backup`, `db:restore`: an operator command of
// server/commands/, run like `npm start` runs the server — production mode, built first when the
// build is missing or stale (one line says so), then plain node on dist/server/<command>.js.
// Usage: node scripts/run-command.mjs <command> [its arguments]
import { ensureBuilds } from './build-state.mjs';

const COMMANDS = ['admin', 'billing-reconcile', 'db-copy', 'db-backup', 'db-restore'];
const [command] = process.argv.splice(2, 1);
if (!command || !COMMANDS.includes(command)) {
  process.stderr.write(`Usage: node scripts/run-command.mjs <${COMMANDS.join(' | ')}> [arguments]\n`);
  process.exit(2);
}
process.env.NODE_ENV ||= 'production';
ensureBuilds(['server']);
await import(new URL(`../dist/server/${command}.js`, import.meta.url).href);
