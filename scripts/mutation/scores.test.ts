import { describe, expect, it } from 'vitest';
import { describeSurvivors, type MutationReport, mergeReports, scoreMutants, scoreReport } from './scores';

const mutant = (id: string, status: string, line = 1) => ({
  id,
  status,
  mutatorName: 'BooleanLiteral',
  location: { start: { line, column: 3 } },
});

describe('mutation scores', () => {
  it('counts killed and timed-out mutants over those that ran or had no test; ignored ones do not count', () => {
    const s = scoreMutants([
      mutant('1', 'Killed'),
      mutant('2', 'Timeout'),
      mutant('3', 'Survived'),
      mutant('4', 'NoCoverage'),
      mutant('5', 'Ignored'),
      mutant('6', 'CompileError'),
    ]);
    expect(s).toEqual({ killed: 1, survived: 1, noCoverage: 1, timeout: 1, ignored: 1, score: 50 });
    expect(scoreMutants([mutant('1', 'Killed'), mutant('2', 'Killed'), mutant('3', 'Survived')]).score).toBe(
      66.7,
    );
    expect(scoreMutants([mutant('1', 'Ignored')]).score).toBeNull();
  });

  it('keeps earlier files and replaces the ones a run measured again', () => {
    const earlier: MutationReport = {
      files: { 'a.ts': { mutants: [mutant('1', 'Survived')] }, 'b.ts': { mutants: [mutant('2', 'Killed')] } },
      testFiles: { 'a.test.ts': 1, 'b.test.ts': 1 },
    };
    const next: MutationReport = {
      files: { 'a.ts': { mutants: [mutant('1', 'Killed')] } },
      testFiles: { 'a.test.ts': 2 },
    };
    const merged = mergeReports(earlier, next);
    expect(Object.keys(merged.files).sort()).toEqual(['a.ts', 'b.ts']);
    expect(merged.testFiles).toEqual({ 'a.test.ts': 2, 'b.test.ts': 1 });
    expect(scoreReport(merged).total.score).toBe(100);
    expect(mergeReports(undefined, next)).toBe(next);
  });

  it('names survivors and untested mutants by file, line and mutator', () => {
    const report: MutationReport = {
      files: {
        'a.ts': {
          mutants: [mutant('1', 'Survived', 4), mutant('2', 'Killed'), mutant('3', 'NoCoverage', 9)],
        },
      },
    };
    expect(describeSurvivors(report, 10)).toEqual([
      'a.ts:4:3 BooleanLiteral (Survived)',
      'a.ts:9:3 BooleanLiteral (NoCoverage)',
    ]);
    expect(describeSurvivors(report, 1)).toHaveLength(1);
  });
});
