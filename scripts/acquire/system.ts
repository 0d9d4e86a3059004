import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { Outcome } from './acquire';

// Everything the find-or-get logic asks of the machine, behind one interface, so tests can hand in
// a machine without a browser (or without root, or offline) and watch which step runs.
export interface System {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home: string;
  /** undefined where there are no uids (Windows). */
  uid: number | undefined;
  exists(path: string): boolean;
  /** Entries of a folder; none when it is missing. */
  list(dir: string): string[];
  /** Runs `path --version`, bounded: a binary that cannot start (missing libraries) fails here. */
  version(path: string): Outcome;
  /** True when the host gives any HTTP answer within `ms`. */
  hostAnswers(url: string, ms: number): Promise<boolean>;
  /** Runs a command, showing its output as it goes, killed after `timeoutMs`. */
  run(
    cmd: string,
    args: string[],
    opts: { timeoutMs: number; env?: Record<string, string> },
  ): Promise<Outcome>;
  hasCommand(name: string): boolean;
}

const TAIL = 2000;
const VERSION_TIMEOUT_MS = 15_000;

export function runCommand(
  cmd: string,
  args: string[],
  opts: { timeoutMs: number; env?: Record<string, string>; echo?: (chunk: string) => void },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let tail = '';
    const child = spawn(cmd, args, {
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: opts.timeoutMs,
      killSignal: 'SIGKILL',
    });
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      opts.echo?.(text);
      tail = (tail + text).slice(-TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => resolve({ ok: false, output: `${tail}\n${err.message}` }));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve({ ok: true, output: tail });
      const why = signal ? `stopped by ${signal} after the ${opts.timeoutMs / 1000} s limit` : `exit ${code}`;
      resolve({ ok: false, output: `${tail}\n${why}` });
    });
  });
}

export function realSystem(): System {
  return {
    env: process.env,
    platform: process.platform,
    home: homedir(),
    uid: process.getuid?.(),
    exists: existsSync,
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    version: (path) => {
      const r = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: VERSION_TIMEOUT_MS });
      if (r.error) return { ok: false, output: r.error.message };
      // The version is the first line of stdout; wrappers (Debian's chromium) may chatter on stderr.
      if (r.status === 0) return { ok: true, output: r.stdout.trim().split('\n')[0] || 'version unknown' };
      return { ok: false, output: `${r.stdout}${r.stderr}`.trim() || `exit ${r.status ?? r.signal}` };
    },
    hostAnswers: async (url, ms) => {
      try {
        await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(ms) });
        return true;
      } catch {
        return false;
      }
    },
    run: (cmd, args, opts) => runCommand(cmd, args, { ...opts, echo: (t) => process.stderr.write(t) }),
    hasCommand: (name) =>
      (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name))),
  };
}

export const consoleIo = {
  log: (line: string) => process.stderr.write(`${line}\n`),
  now: () => Date.now(),
};
