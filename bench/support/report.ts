import type { Bench, Budget } from './benches';
import type { BenchRun } from './run-bench';

export interface Row {
  bench: string;
  figure: string;
  value: string;
  budget: string;
  result: string;
  failed: boolean;
}

const OP_TEXT = { '<=': '≤', '>=': '≥', '=': '=' } as const;
const budgetText = (b: Budget) => `${OP_TEXT[b.op]} ${b.limit}${b.unit ? ` ${b.unit}` : ''}`;
const matches = (b: Budget, figure: string) => figure === b.figure || figure.startsWith(`${b.figure}[`);
const clip = (s: string, n = 72) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

// The first number in the value: `100.00 (10000/10000)` → 100, `rss 12.3, heap+external 4.5` → 12.3.
function firstNumber(value: string): number {
  const m = /-?\d+(?:\.\d+)?/.exec(value);
  return m ? Number(m[0]) : Number.NaN;
}

// The line that says why a bench crashed: the last `SomeError: …` of its stderr, else its last line
// that is not Node's closing `Node.js v20…` or stack noise.
function crashReason(tail: string[]): string {
  const error = tail.findLast((l) => /\b[A-Z]?\w*Error\b/.test(l) && !l.startsWith('at '));
  return error ?? tail.findLast((l) => !/^(Node\.js v|at |[{}[\]^]+$)/.test(l)) ?? 'no message';
}

function within(b: Budget, n: number): boolean {
  if (b.op === '<=') return n <= b.limit;
  if (b.op === '>=') return n >= b.limit;
  return n === b.limit;
}

// Enforced: pass / FAIL. Quick-mode timing figures: printed with their budget, never failing the run.
function verdict(ok: boolean, enforced: boolean): Pick<Row, 'result' | 'failed'> {
  if (enforced) return { result: ok ? 'pass' : 'FAIL', failed: !ok };
  return { result: ok ? 'quick: pass' : 'quick: miss', failed: false };
}

/** The table rows of one bench's run: every figure it printed, each budget, and how it ended. */
export function judge(bench: Bench, run: BenchRun, quick: boolean): Row[] {
  const rows: Row[] = [];
  const enforced = (b: Budget) => !quick || Boolean(b.robust);
  const base = { bench: bench.name, budget: '', result: '', failed: false };
  for (const [figure, value] of run.figures) {
    const b = bench.budgets.find((x) => matches(x, figure));
    if (!b) rows.push({ ...base, figure, value });
    else
      rows.push({
        ...base,
        figure,
        value,
        budget: budgetText(b),
        ...verdict(within(b, firstNumber(value)), enforced(b)),
      });
  }
  const missing = bench.budgets.filter((b) => !run.figures.some(([f]) => matches(b, f)));
  const took = `${run.seconds.toFixed(0)} s`;
  const end = run.signal ? `signal ${run.signal}` : `exit ${run.exitCode}`;
  const exit = { ...base, figure: '(exit)' };
  const failedRow = (value: string) => ({ ...exit, value: clip(value), result: 'FAIL', failed: true });

  // How the process ended. A bench exits 1 after printing its figures when it misses a budget of its
  // own; in quick mode the rows above decide that. Any other non-zero end is a crash: one FAIL row
  // with the reason says it, without a row for each figure it never got to.
  if (run.stoppedBecause) rows.push(failedRow(`${run.stoppedBecause} after ${took}`));
  else if (run.exitCode !== 0 && !(run.saidBudgetMissed && missing.length === 0))
    rows.push(failedRow(`${end} in ${took}: ${crashReason(run.stderrTail)}`));
  else {
    for (const b of missing)
      rows.push({
        ...base,
        figure: b.figure,
        value: 'not printed',
        budget: budgetText(b),
        ...verdict(false, enforced(b)),
      });
    if (run.exitCode === 0) rows.push({ ...exit, value: `0 in ${took}`, result: 'pass' });
    else rows.push({ ...exit, value: `${end} in ${took}: a budget missed`, ...verdict(false, !quick) });
  }
  return rows;
}

export function skippedRow(bench: Bench, why: string): Row {
  return { bench: bench.name, figure: '(not run)', value: why, budget: '', result: 'skipped', failed: false };
}

export function renderTable(rows: Row[]): string {
  const head: Row = {
    bench: 'benchmark',
    figure: 'figure',
    value: 'value',
    budget: 'budget',
    result: 'result',
    failed: false,
  };
  const cols = ['bench', 'figure', 'value', 'budget', 'result'] as const;
  const width = cols.map((c) => Math.max(...[head, ...rows].map((r) => r[c].length)));
  const line = (r: Row) =>
    cols
      .map((c, i) => r[c].padEnd(width[i]!))
      .join('  ')
      .trimEnd();
  const rule = width.map((w) => '-'.repeat(w)).join('  ');
  return [line(head), rule, ...rows.map(line)].join('\n');
}
