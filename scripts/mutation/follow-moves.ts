import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { MutationReport } from './scores';

// A file moved to another folder (`git mv`) is, to the kept reports, a file gone and a file never
// measured: its results would be dropped and the check would stop looking at it. This carries each
// moved file's entry (and each moved test file's) to its new path, in whichever area's report the
// new path belongs, keeping the source as it was measured. The next `--changed` run then finds the
// file stale wherever its text changed since (new import paths, say) and Stryker's incremental mode
// re-tests exactly the mutants whose code or covering tests differ; nothing is taken as measured
// that was not. Usage: `npx tsx scripts/mutation/follow-moves.ts [base-ref]` (default HEAD: moves
// staged or in the working tree since the last commit).
const root = fileURLToPath(new URL('../..', import.meta.url));
const REPORTS = join(root, 'reports/mutation');

/** Renames between `base` and the working tree, as [old, new] repository paths. */
export function parseRenames(nameStatus: string): [string, string][] {
  return nameStatus
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cols) => /^R\d*$/.test(cols[0] ?? '') && cols.length === 3)
    .map((cols) => [cols[1]!, cols[2]!]);
}

/** Each report with the moved files' entries re-keyed; `areaOf` names the report a path belongs to. */
export function followMoves(
  reports: Record<string, MutationReport>,
  moves: [string, string][],
  areaOf: (file: string) => string | undefined,
): { reports: Record<string, MutationReport>; carried: string[] } {
  const carried: string[] = [];
  for (const [from, to] of moves) {
    for (const [name, report] of Object.entries(reports)) {
      for (const key of ['files', 'testFiles'] as const) {
        const entries = report[key] as Record<string, unknown> | undefined;
        if (!entries || !(from in entries)) continue;
        const target = key === 'files' ? areaOf(to) : name;
        const entry = entries[from];
        delete entries[from];
        if (!target || !reports[target]) continue;
        const into = (reports[target][key] ?? {}) as Record<string, unknown>;
        into[to] = entry;
        (reports[target] as Record<string, unknown>)[key] = into;
        carried.push(`${from} -> ${to} (${target}${key === 'testFiles' ? ', tests' : ''})`);
      }
    }
  }
  return { reports, carried };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { AREAS, findArea } = await import('./areas');
  const base = process.argv[2] ?? 'HEAD';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('add', '-N', '.'); // new files count, so a move whose old path was deleted by hand shows as one
  const moves = parseRenames(git('diff', '-M', '--name-status', base));
  const reports: Record<string, MutationReport> = {};
  for (const area of AREAS) {
    const path = join(REPORTS, `${area.name}.json.gz`);
    if (existsSync(path)) reports[area.name] = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
  }
  const { carried } = followMoves(reports, moves, (file) => findArea(file)?.name);
  for (const [name, report] of Object.entries(reports))
    writeFileSync(join(REPORTS, `${name}.json.gz`), gzipSync(JSON.stringify(report), { level: 9 }));
  console.log(`${moves.length} move(s); carried ${carried.length} entr(ies)`);
  for (const line of carried) console.log(`  ${line}`);
}
