import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { spawnScript } from './child';

export interface BenchRun {
  /** Every `name: value` line the bench printed (the benches use stdout), in order. */
  figures: [string, string][];
  exitCode: number | null;
  signal: string | null;
  /** Set when the runner ended the bench: 'timed out' or 'interrupted'. */
  stoppedBecause?: string;
  /** The bench said a budget was missed (a line other than a figure that names a budget). */
  saidBudgetMissed: boolean;
  /** The bench's last lines on stderr: the reason, when it crashed. */
  stderrTail: string[];
  seconds: number;
}

// `view_rps: 123`, `live_memory_per_connection_kb[0]: rss 1.2, …`. The underscore keeps out the
// benches' own verdict lines such as `view: budget missed (…)`.
const FIGURE = /^([a-z][a-z0-9]*_[a-z0-9_]*(?:\[\d+\])?): (.*)$/;
const BUDGET_VERDICT = /budget/i;
const GRACE_MS = 8000; // SIGTERM → SIGKILL: the app processes drop their PostgreSQL database first

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

async function waitForGroup(pgid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (!groupAlive(pgid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !groupAlive(pgid);
}

// What is left in a process group, for the message (Linux /proc; empty elsewhere).
function listGroup(pgid: number): string {
  const found: string[] = [];
  for (const pid of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the name before it may contain spaces.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      found.push(
        `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().slice(0, 80)}`,
      );
    } catch {
      // gone meanwhile
    }
  }
  return found.join('; ');
}

/** SIGTERM to the whole group (the bench and every process it started), SIGKILL after a grace period. */
async function endGroup(pgid: number): Promise<void> {
  signalGroup(pgid, 'SIGTERM');
  if (await waitForGroup(pgid, GRACE_MS)) return;
  signalGroup(pgid, 'SIGKILL');
  await waitForGroup(pgid, 2000);
}

// Process groups still running, so that the runner's own exit, however it comes, takes them along.
const running = new Set<number>();
process.on('exit', () => {
  for (const pgid of running) signalGroup(pgid, 'SIGTERM');
});

function collect(child: ChildProcess, prefix: string, run: BenchRun): void {
  const read = (line: string) => {
    const m = FIGURE.exec(line);
    if (m) run.figures.push([m[1]!, m[2]!]);
    else if (BUDGET_VERDICT.test(line)) run.saidBudgetMissed = true;
  };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    process.stdout.write(`${prefix}${line}\n`);
    read(line);
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    process.stderr.write(`${prefix}${line}\n`);
    read(line);
    if (line.trim()) run.stderrTail.push(line.trim());
    if (run.stderrTail.length > 40) run.stderrTail.shift(); // a stack trace's worth
  });
}

/**
 * Runs one bench file with node directly (see spawnScript) as the leader of a new process group,
 * so that stopping it, or cleaning up after it, reaches the app servers and load generators it
 * started too. Streams its output live with a `[name]` prefix and collects its figures.
 */
export function runBench(
  name: string,
  file: string,
  env: Record<string, string>,
  opts: { prefix: string; timeoutS: number },
): { done: Promise<BenchRun>; stop: (reason: string) => void } {
  const started = performance.now();
  const child = spawnScript(file, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: a signal to -pid reaches everything it started
  });
  const pgid = child.pid!;
  running.add(pgid);
  const run: BenchRun = {
    figures: [],
    exitCode: null,
    signal: null,
    saidBudgetMissed: false,
    stderrTail: [],
    seconds: 0,
  };
  collect(child, opts.prefix, run);

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    run.stoppedBecause ??= reason;
    stopping ??= endGroup(pgid);
  };
  const timer = setTimeout(() => stop('timed out'), opts.timeoutS * 1000);

  // 'exit' can come before the last lines are read; 'close' waits for the pipes, which a leftover
  // process that inherited them would hold open for ever: so 'exit', clean up, then 'close' briefly.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      run.exitCode = code;
      run.signal = signal;
      resolve();
    });
    child.once('error', (err) => {
      run.stderrTail.push(String(err));
      resolve();
    });
  });
  const done = (async () => {
    await exited;
    clearTimeout(timer);
    // A bench should wait for what it started; whatever outlived it is stopped here, not left behind.
    // Helpers such as tsx's esbuild service end on their own a moment after their parent: wait a bit.
    if (!stopping && !(await waitForGroup(pgid, 3000))) {
      process.stderr.write(
        `${opts.prefix}still running after ${name} exited, stopping: ${listGroup(pgid)}\n`,
      );
      stopping = endGroup(pgid);
    }
    await stopping;
    running.delete(pgid);
    await Promise.race([closed, new Promise((r) => setTimeout(r, 2000))]);
    run.seconds = (performance.now() - started) / 1000;
    return run;
  })();
  return { done, stop };
}
