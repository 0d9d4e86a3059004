import { describe, expect, it } from 'vitest';
import {
  describeSurvivors,
  judgeArea,
  type MutationReport,
  mergeReports,
  scoreMutants,
  scoreReport,
} from './scores';

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
    expect(s).toEqual({
      killed: 1,
      survived: 1,
      noCoverage: 1,
      timeout: 1,
      ignored: 1,
      notRun: 0,
      score: 50,
    });
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
          mutants: [
            mutant('1', 'Survived', 4),
            mutant('2', 'Killed'),
            mutant('3', 'NoCoverage', 9),
            { ...mutant('4', 'Survived', 12), testsCompleted: 0 },
          ],
        },
      },
    };
    expect(describeSurvivors(report, 10)).toEqual([
      'a.ts:4:3 BooleanLiteral (Survived)',
      'a.ts:9:3 BooleanLiteral (NoCoverage)',
      'a.ts:12:3 BooleanLiteral (Survived, no test ran)',
    ]);
    expect(describeSurvivors(report, 1)).toHaveLength(1);
  });

  it('leaves out a survivor no test ran against: the runner’s empty run, not a result', () => {
    const s = scoreMutants([
      mutant('1', 'Killed'),
      { ...mutant('2', 'Survived'), testsCompleted: 0 },
      { ...mutant('3', 'Survived'), testsCompleted: 2 },
    ]);
    expect(s).toMatchObject({ killed: 1, survived: 1, notRun: 1, score: 50 });
  });

  it('passes an area at its floor, or below it when no lower than before; fails a drop below it', () => {
    expect(judgeArea(90, 90, 95)).toBe(true);
    expect(judgeArea(89.9, 90, 95)).toBe(false);
    expect(judgeArea(82, 87, 82)).toBe(true);
    expect(judgeArea(82.5, 87, 82)).toBe(true);
    expect(judgeArea(81.9, 87, 82)).toBe(false);
    expect(judgeArea(50, 87, null)).toBe(false);
    expect(judgeArea(null, 87, 82)).toBe(true);
  });
});
