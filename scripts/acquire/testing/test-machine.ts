import { dirname } from 'node:path';
import type { Outcome } from '../acquire';
import type { System } from '../system';

// A machine for the find-or-get tests: which files exist, which binaries start, which hosts
// answer, who we run as, and what each command installs. It records every command and probe, so a
// test sees both the result and the steps that led to it.
export interface MachineSpec {
  files?: string[];
  env?: Record<string, string>;
  uid?: number;
  commands?: string[];
  answering?: string[];
  /** What a binary prints for --version, when not the default Chromium line. */
  versions?: Record<string, string>;
  /** Binaries that exist but do not start, with what they print. */
  broken?: Record<string, string>;
  /** What a command (its args joined by spaces, the cli path left out) adds to the disk, or how it fails. */
  effects?: Record<string, { adds?: string[]; fails?: string }>;
}

export interface Machine extends System {
  ran: string[];
  probed: string[];
  versionChecks: string[];
}

export function testMachine(spec: MachineSpec): Machine {
  const files = new Set(spec.files ?? []);
  const machine: Machine = {
    ran: [],
    probed: [],
    versionChecks: [],
    env: spec.env ?? {},
    platform: 'linux',
    home: '/home/dev',
    uid: spec.uid ?? 1000,
    exists: (p) => files.has(p) || [...files].some((f) => f.startsWith(`${p}/`)),
    list: (dir) =>
      [
        ...new Set(
          [...files].filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split('/')[0]),
        ),
      ] as string[],
    version: (p): Outcome => {
      machine.versionChecks.push(p);
      const broken = spec.broken?.[p];
      if (broken) return { ok: false, output: broken };
      return { ok: true, output: spec.versions?.[p] ?? 'Chromium 156.0' };
    },
    hostAnswers: async (url) => {
      machine.probed.push(url);
      return (spec.answering ?? []).includes(url);
    },
    run: async (cmd, args) => {
      const line = [cmd.endsWith('node') || cmd === process.execPath ? 'node' : cmd]
        .concat(args.map((a) => (a.endsWith('cli.js') ? 'playwright' : a)))
        .join(' ');
      machine.ran.push(line);
      const effect = spec.effects?.[line];
      if (effect?.fails) return { ok: false, output: effect.fails };
      for (const f of effect?.adds ?? []) {
        files.add(f);
        files.add(dirname(f));
      }
      return { ok: true, output: '' };
    },
    hasCommand: (name) => (spec.commands ?? []).includes(name),
  };
  return machine;
}

export function recordingIo() {
  const lines: string[] = [];
  let clock = 0;
  return {
    lines,
    log: (line: string) => lines.push(line),
    // Each reading of the clock moves it 2.5 s, so every step has a visible duration.
    now: () => {
      clock += 2500;
      return clock;
    },
  };
}
