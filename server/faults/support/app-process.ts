import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { ensureBuilds } from '../../../scripts/build-state.mjs';

// The real server in its own process, as `npm start` runs it in production: the built bundle
// (dist/server/main.js, rebuilt here when stale) under plain node, its own event loop, its own
// SIGTERM handling, and a process we can kill.

export interface AppProcess {
  child: ChildProcess;
  base: string; // http://127.0.0.1:PORT
  exited: Promise<number | null>;
  output(): string;
  // Resolves once `count` lines of the app's output (stdout and stderr) matched `pattern` in total.
  waitForLines(pattern: RegExp, count: number, timeoutMs?: number): Promise<void>;
}

// A port free now, so APP_URL can name it before the app starts: the Origin check accepts APP_URL's
// origin alone, and the client below sends the address it reaches the app on.
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  ensureBuilds(['server']);
  const free = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(free),
      APP_URL: `http://127.0.0.1:${free}`,
      DATABASE_URL: '',
      // Production on PostgreSQL needs the platform tokens' key (config.ts); one per process here.
      TOKEN_KEY: randomBytes(32).toString('base64'),
      IP_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output += `${line}\n`;
      const m = /running at http:\/\/localhost:(\d+)/.exec(line);
      if (m) resolve(Number(m[1]));
    });
    void exited.then((code) => reject(new Error(`the app exited with ${code} before listening:\n${output}`)));
  });
  const waitForLines = async (pattern: RegExp, count: number, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (output.split('\n').filter((l) => pattern.test(l)).length < count) {
      if (Date.now() > deadline) throw new Error(`no ${count} lines matching ${pattern} in:\n${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { child, base: `http://127.0.0.1:${port}`, exited, output: () => output, waitForLines };
}

export async function stopAppProcess(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
  return app.exited;
}
