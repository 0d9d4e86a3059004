// Find-or-get for the things tests need from outside Node (a browser, PostgreSQL): look first, and
// only when nothing is there try each way of installing in turn, saying what it does and how long
// it took; when no way works, stop with one message that names the single command to run.

export interface Outcome {
  ok: boolean;
  /** The last part of what the command printed (or why it could not start). */
  output: string;
}

export type Lookup<T> = { value: T; note: string } | { missing: string };

export interface Way {
  /** What it does, as a person reads it: "Debian's chromium (apt-get install -y chromium)". */
  label: string;
  /** Why this way cannot be tried here, or null when it can. */
  unavailable(): Promise<string | null>;
  run(): Promise<Outcome>;
}

export interface Need<T> {
  /** The thing, as in "Chromium for the browser tests". */
  what: string;
  find(): Lookup<T>;
  ways: Way[];
  /** The one command a person runs when no way worked here. */
  command(): string;
  /** What to run once that command has: "run the tests again" unless it says otherwise. */
  afterwards?: string;
}

export interface Io {
  log(line: string): void;
  now(): number;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// The end of a failed command's output, without stack frames: the lines that say what went wrong.
const lastLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l.trim() && !/^\s+at /.test(l))
    .slice(-3)
    .join(' / ')
    .slice(0, 400) || 'no output';

export async function acquire<T>(need: Need<T>, io: Io): Promise<T> {
  const first = need.find();
  if ('value' in first) {
    io.log(`${need.what}: ${first.note}`);
    return first.value;
  }
  io.log(`${need.what}: none found (${first.missing}); getting one.`);
  const tried: string[] = [];
  for (const way of need.ways) {
    const why = await way.unavailable();
    if (why) {
      io.log(`  skipped ${way.label}: ${why}`);
      tried.push(`${way.label}: ${why}`);
      continue;
    }
    io.log(`  ${way.label}…`);
    const start = io.now();
    const outcome = await way.run();
    const took = seconds(io.now() - start);
    const after = outcome.ok ? need.find() : null;
    if (after && 'value' in after) {
      io.log(`  done in ${took}: ${after.note}`);
      return after.value;
    }
    const failure = after
      ? `finished in ${took}, but still none is usable (${after.missing})`
      : `failed after ${took}: ${lastLine(outcome.output)}`;
    io.log(`  ${way.label} ${failure}`);
    tried.push(`${way.label} ${failure}`);
  }
  throw new Error(
    `No ${need.what}. Tried: ${tried.join('; ') || 'nothing'}.\n` +
      `Run this once, then ${need.afterwards ?? 'run the tests again'}:\n\n  ${need.command()}\n`,
  );
}
