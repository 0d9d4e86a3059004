import { describe, expect, it } from 'vitest';
import type { MutationReport } from './scores';
import { staleFiles, staleMeasuredFiles, withoutGoneFiles } from './stale-files';

const report: MutationReport = {
  files: {
    'core/a.ts': {
      source: 'export const a = 1;',
      mutants: [{ id: '1', status: 'Killed' }],
    },
    'core/b.ts': {
      source: 'export const b = 2;',
      mutants: [{ id: '2', status: 'Survived' }],
    },
  },
  testFiles: {
    'core/a.test.ts': { source: 'test a', tests: [{ id: '10' }] },
    'core/b.test.ts': { source: 'test b', tests: [{ id: '20' }] },
  },
};
const sources = { 'core/a.ts': 'export const a = 1;', 'core/b.ts': 'export const b = 2;' };
const tests = { 'core/a.test.ts': 'test a', 'core/b.test.ts': 'test b' };

describe('files a CI mutation run must measure again', () => {
  it('is none when every source and covering test is as measured, even with a new test file', () => {
    expect(staleFiles(report, { sources, tests: { ...tests, 'core/c.test.ts': 'new' } })).toEqual([]);
  });

  it('is every file without a kept report', () => {
    expect(staleFiles(undefined, { sources, tests })).toEqual(['core/a.ts', 'core/b.ts']);
  });

  it('is a file whose source changed, and a file never measured', () => {
    const now = { ...sources, 'core/a.ts': 'export const a = 2;', 'core/new.ts': 'x' };
    expect(staleFiles(report, { sources: now, tests })).toEqual(['core/a.ts', 'core/new.ts']);
  });

  it('is every file of the area when a test file it holds changed or is gone', () => {
    const edited = { ...tests, 'core/a.test.ts': 'test a, edited' };
    expect(staleFiles(report, { sources, tests: edited })).toEqual(['core/a.ts', 'core/b.ts']);
    expect(staleFiles(report, { sources, tests: { 'core/a.test.ts': 'test a' } })).toEqual([
      'core/a.ts',
      'core/b.ts',
    ]);
  });

  it('does not ask for a file the area no longer has, and drops it from the score', () => {
    const now = { 'core/a.ts': sources['core/a.ts'] };
    expect(staleFiles(report, { sources: now, tests })).toEqual([]);
    expect(Object.keys(withoutGoneFiles(report, now).files)).toEqual(['core/a.ts']);
  });
});

describe('files CI’s check must measure again', () => {
  const beside = { 'core/a.test.ts': 'test a', 'core/b.test.ts': 'test b' };
  it('is a measured file whose source or own test changed, not one whose neighbour’s test did', () => {
    expect(staleMeasuredFiles(report, { sources, tests: beside })).toEqual([]);
    expect(staleMeasuredFiles(report, { sources, tests: { ...beside, 'core/a.test.ts': 'edited' } })).toEqual(
      ['core/a.ts'],
    );
    const changed = { ...sources, 'core/b.ts': 'export const b = 3;' };
    expect(staleMeasuredFiles(report, { sources: changed, tests: beside })).toEqual(['core/b.ts']);
  });

  it('is a measured file whose own test is gone, or that has no test beside it and changed', () => {
    expect(staleMeasuredFiles(report, { sources, tests: { 'core/b.test.ts': 'test b' } })).toEqual([
      'core/a.ts',
    ]);
    const changed = { ...sources, 'core/a.ts': 'export const a = 5;' };
    expect(staleMeasuredFiles(report, { sources: changed, tests: {} })).toEqual(['core/a.ts', 'core/b.ts']);
  });

  it('leaves out files never measured, and everything without a kept report', () => {
    const now = { ...sources, 'core/new.ts': 'x' };
    expect(
      staleMeasuredFiles(report, { sources: now, tests: { ...beside, 'core/new.test.ts': 't' } }),
    ).toEqual([]);
    expect(staleMeasuredFiles(undefined, { sources, tests: beside })).toEqual([]);
  });
});
