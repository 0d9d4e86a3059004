import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { HostNet } from './hosts';

// One instance of the built app on its host, as production starts it (`node dist/server/main.js`,
// what `npm start` runs once the build is there), with its own SIGTERM drain, and a process the test
// can stop, kill and start again.

export const APP_PORT = 3000;

export interface AppHost {
  host: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines it printed, for a failure message. */
  tail(): string;
}

export async function startAppHost(
  net: HostNet,
  host: string,
  env: Record<string, string>,
): Promise<AppHost> {
  const child = net.spawnIn(host, process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, HOST: '0.0.0.0', PORT: String(APP_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (line: string) => {
    output = `${output}${line}\n`.slice(-4000);
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${host} did not start within 90 s:\n${output}`)),
      90_000,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      if (/Countstream is running at/.test(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${host} exited with ${code} before listening:\n${output}`));
    });
  });
  return { host, child, exited, tail: () => output };
}

/** SIGTERM (the drain, then a clean close); resolves with the exit code. */
export function stopAppHost(app: AppHost): Promise<number | null> {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
  return app.exited;
}
