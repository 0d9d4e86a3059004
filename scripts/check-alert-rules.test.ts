import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acquire } from './acquire/acquire';
import { promtoolNeed } from './acquire/promtool';
import { consoleIo, realSystem } from './acquire/system';

// The alert rules docs/operations.md suggests: valid for Prometheus, firing when their unit tests
// say (alerts.test.yml), and written against metrics the documentation lists. promtool is found or
// installed first; where it cannot be, the promtool checks are skipped with one line saying why.
const RULES = 'docs/operations/alerts.rules.yml';
const promtool = await acquire(promtoolNeed(realSystem()), consoleIo).catch((err: Error) => {
  process.stderr.write(`Skipping the promtool checks of ${RULES}: ${err.message.split('\n')[0]}\n`);
  return null;
});

const promtoolRun = (...args: string[]) => {
  const r = spawnSync(promtool!, args, { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};

describe('the suggested alert rules', () => {
  it.skipIf(!promtool)('pass promtool check rules', () => {
    const { status, output } = promtoolRun('check', 'rules', RULES);
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
    expect(status).toBe(0);
  });

  it.skipIf(!promtool)('fire as their unit tests expect', () => {
    const { status, output } = promtoolRun('test', 'rules', 'docs/operations/alerts.test.yml');
    expect(output).toContain('SUCCESS');
    expect(status, output).toBe(0);
  });

  it('use only metrics that docs/operations.md lists, and operations.md includes them', () => {
    const rules = readFileSync(RULES, 'utf8');
    const docs = readFileSync('docs/operations.md', 'utf8');
    const used = new Set(
      [...rules.matchAll(/\bcountstream_[a-z_]+?(?=_bucket\b|_count\b|_sum\b|[^a-z_]|$)/g)].map((m) => m[0]),
    );
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
    expect(docs).toContain('operations/alerts.rules.yml');
  });
});
