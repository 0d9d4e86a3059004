import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// Starts a tsx script in its own process and waits for the first JSON line it prints.
export async function startChild<T>(
  script: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn('npx', ['tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
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

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
