import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a TypeScript file in a node process of its own: `node --import tsx script`, with no
 * npx/sh/tsx-cli wrapper in between. A wrapper would take the SIGTERM and leave the script running
 * (an orphan); here a signal reaches the script itself, and 'exit' means the script has exited.
 */
export function spawnScript(
  script: string,
  args: string[] = [],
  options: SpawnOptions & { nodeArgs?: string[] } = {},
): ChildProcess {
  const { nodeArgs = [], ...spawnOptions } = options;
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], spawnOptions);
}

// The line a started script announces itself with: `READY {"port":…}` (see announce). The prefix
// tells it apart from the app's own JSON log lines on the same stdout.
const READY = 'READY ';

/** Prints the line startChild waits for. */
export function announce(info: Record<string, unknown>): void {
  process.stdout.write(`${READY}${JSON.stringify(info)}\n`);
}

/**
 * Starts a script (see spawnScript) and resolves with what it announces. Its other stdout lines
 * (the app's log) go to stderr, where they cannot pass for figures.
 */
export async function startChild<T>(
  script: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; info: T }> {
  const child = spawnScript(script, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith(READY)) resolve(JSON.parse(line.slice(READY.length)) as T);
      else process.stderr.write(`${line}\n`);
    });
  });
  return { child, info };
}

/** SIGTERM, then resolves once the process has exited (at once when it already has). */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A helper process driven over stdin: `ask` writes a command and waits for its answer line. */
export interface Helper {
  child: ChildProcess;
  ask(cmd: string, prefix: string): Promise<string>;
  /** The next `PREFIX json` line's json (READY first, then each command's answer). */
  wait(prefix: string): Promise<string>;
}

/** A helper process that answers commands on stdin with a `PREFIX json` line on stdout. */
export function startHelper(script: string, env: Record<string, string>, nodeArgs: string[] = []): Helper {
  const child = spawnScript(script, [], {
    nodeArgs,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting: { prefix: string; resolve: (s: string) => void }[] = [];
  lines.on('line', (line) => {
    const i = waiting.findIndex((w) => line.startsWith(w.prefix));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
  });
  const wait = (prefix: string) =>
    new Promise<string>((resolve) =>
      waiting.push({ prefix: `${prefix} `, resolve: (s) => resolve(s.replace(/^\S+ /, '')) }),
    );
  return {
    child,
    wait,
    ask(cmd, prefix) {
      const p = wait(prefix);
      child.stdin!.write(`${cmd}\n`);
      return p;
    },
  };
}
