// Scores from Stryker's report format (mutation-testing-report-schema), which is also the format of
// the incremental files kept in reports/mutation. Pure functions: tested in scores.test.ts.

export interface MutantResult {
  id: string;
  status: string;
  mutatorName?: string;
  testsCompleted?: number;
  location?: { start: { line: number; column: number } };
}
export interface MutationReport {
  schemaVersion?: string;
  thresholds?: unknown;
  files: Record<string, { language?: string; source?: string; mutants: MutantResult[] }>;
  testFiles?: Record<string, unknown>;
  [key: string]: unknown;
}
export interface Score {
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  ignored: number;
  /**
   * Reported as Survived although no test ran against it (`testsCompleted: 0`): the Vitest runner's
   * empty runs (stryker-js issues 6213, 6150). Neither killed nor survived, so not in the score.
   */
  notRun: number;
  /** Killed or timed out, over every mutant that ran or had no test; null when there are none. */
  score: number | null;
}

export function scoreMutants(mutants: MutantResult[]): Score {
  const count = (s: string) => mutants.filter((m) => m.status === s).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const notRun = mutants.filter((m) => m.status === 'Survived' && m.testsCompleted === 0).length;
  const survived = count('Survived') - notRun;
  const noCoverage = count('NoCoverage');
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  return {
    killed,
    survived,
    noCoverage,
    timeout,
    ignored: count('Ignored'),
    notRun,
    score: valid === 0 ? null : Math.round((detected / valid) * 1000) / 10,
  };
}

/** The previous report with every file and test file of the new run replaced by the new run's. */
export function mergeReports(previous: MutationReport | undefined, next: MutationReport): MutationReport {
  if (!previous) return next;
  return {
    ...next,
    files: { ...previous.files, ...next.files },
    testFiles: { ...(previous.testFiles ?? {}), ...(next.testFiles ?? {}) },
  };
}

export function scoreReport(report: MutationReport): { files: Record<string, Score>; total: Score } {
  const files: Record<string, Score> = {};
  for (const [name, file] of Object.entries(report.files)) files[name] = scoreMutants(file.mutants);
  return { files, total: scoreMutants(Object.values(report.files).flatMap((f) => f.mutants)) };
}

export function describeSurvivors(report: MutationReport, limit: number): string[] {
  const lines: string[] = [];
  for (const [name, file] of Object.entries(report.files)) {
    for (const m of file.mutants) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      const at = m.location ? `:${m.location.start.line}:${m.location.start.column}` : '';
      const notRun = m.status === 'Survived' && m.testsCompleted === 0 ? ', no test ran' : '';
      lines.push(`${name}${at} ${m.mutatorName ?? '?'} (${m.status}${notRun})`);
    }
  }
  return lines.slice(0, limit);
}

/**
 * Whether an area passes (decision 025g): at or above its floor, or, below it, no lower than the kept
 * results were before this run, so a change can never lower an area that has not reached its floor
 * yet. `before` is null when nothing was measured before.
 */
export function judgeArea(score: number | null, floor: number, before: number | null): boolean {
  if (score === null || score >= floor) return true;
  return before !== null && score >= before;
}
