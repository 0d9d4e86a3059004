import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// Runs a TypeScript file in a node process of its own, with no npx/sh/tsx wrapper in between, so a
// SIGTERM reaches the app itself and 'exit' means the app has exited. Resolves with the first JSON
// line the script prints.
export async function startNodeChild<T>(script: string): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as T);
    });
  });
  return { child, info };
}

export function stopNodeChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
