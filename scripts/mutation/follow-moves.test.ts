import { describe, expect, it } from 'vitest';
import { followMoves, parseRenames } from './follow-moves';
import type { MutationReport } from './scores';

const report = (files: string[], tests: string[] = []): MutationReport => ({
  files: Object.fromEntries(
    files.map((f) => [f, { source: `src ${f}`, mutants: [{ id: f, status: 'Killed' }] }]),
  ),
  testFiles: Object.fromEntries(tests.map((t) => [t, { source: `test ${t}` }])),
});

describe('following moved files in the kept mutation reports', () => {
  it('reads renames from git diff --name-status, nothing else', () => {
    const out = 'R100\tserver/live/a.ts\tserver/subathons/a.ts\nM\tserver/b.ts\nR087\tx.ts\ty.ts\nA\tz.ts\n';
    expect(parseRenames(out)).toEqual([
      ['server/live/a.ts', 'server/subathons/a.ts'],
      ['x.ts', 'y.ts'],
    ]);
  });

  it('re-keys a moved file and its test, keeping the source as measured', () => {
    const reports = { server: report(['server/live/a.ts', 'server/live/b.ts'], ['server/live/a.test.ts']) };
    const { carried } = followMoves(
      reports,
      [
        ['server/live/a.ts', 'server/subathons/a.ts'],
        ['server/live/a.test.ts', 'server/subathons/a.test.ts'],
      ],
      () => 'server',
    );
    expect(Object.keys(reports.server.files).sort()).toEqual(['server/live/b.ts', 'server/subathons/a.ts']);
    expect(reports.server.files['server/subathons/a.ts']?.source).toBe('src server/live/a.ts');
    expect(Object.keys(reports.server.testFiles ?? {})).toEqual(['server/subathons/a.test.ts']);
    expect(carried).toHaveLength(2);
  });

  it('moves an entry into the report of the area its new path belongs to, and drops it when none', () => {
    const reports = {
      server: report(['server/admin/d.ts', 'server/live/gone.ts']),
      'billing-auth': report([]),
    };
    followMoves(
      reports,
      [
        ['server/admin/d.ts', 'server/auth/d.ts'],
        ['server/live/gone.ts', 'server/plugins/gone.ts'],
      ],
      (f) => (f.startsWith('server/auth/') ? 'billing-auth' : undefined),
    );
    expect(Object.keys(reports.server.files)).toEqual([]);
    expect(Object.keys(reports['billing-auth'].files)).toEqual(['server/auth/d.ts']);
  });
});
