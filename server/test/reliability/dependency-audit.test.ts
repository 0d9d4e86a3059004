import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `npm audit` of the production dependencies: no known high or critical vulnerability. The audit
// asks the registry's advisory endpoint; where that cannot be reached (offline, or a mirror without
// it) the test is skipped and says why, since a network failure says nothing about our dependencies.
interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  message?: string;
  error?: { summary?: string };
}

describe('dependency audit', () => {
  it('finds no high or critical vulnerability in production dependencies', (ctx) => {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, npm_config_audit: 'true' },
    });
    let report: AuditReport;
    try {
      report = JSON.parse(run.stdout) as AuditReport;
    } catch {
      return ctx.skip(`npm audit gave no report (exit ${run.status}): ${run.stderr.slice(0, 300)}`);
    }
    const counts = report.metadata?.vulnerabilities;
    if (!counts) {
      const why = report.message ?? report.error?.summary ?? run.stderr.slice(0, 300);
      return ctx.skip(`the registry's audit endpoint could not be used, so nothing was checked: ${why}`);
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    expect(serious, 'update or replace these packages, or record why not in docs/decisions').toEqual([]);
    expect((counts.high ?? 0) + (counts.critical ?? 0)).toBe(0);
  }, 90_000);
});
