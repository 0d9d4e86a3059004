import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findCycles,
  findLayerViolations,
  findMisplacedTestSupport,
  findTestSupportImports,
  findViolations,
  isTestSupport,
} from './check-imports';

const at = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

describe('import direction check', () => {
  it('flags a feature importing another feature', () => {
    const v = findViolations(
      at('web/src/features/auth/components/x.tsx'),
      "import { a } from '../../dashboard/api/y';",
    );
    expect(v[0]).toContain("feature 'auth' must not import feature 'dashboard'");
  });
  it('flags alias imports between features and web importing server', () => {
    expect(findViolations(at('web/src/features/auth/x.ts'), "import '@web/features/admin/z';")).toHaveLength(
      1,
    );
    expect(findViolations(at('web/src/lib/x.ts'), "import { a } from '../../../server/app';")[0]).toContain(
      'web must not import server',
    );
  });
  it('flags core importing Node, React or server code', () => {
    expect(findViolations(at('core/x.ts'), "import fs from 'node:fs';")).toHaveLength(1);
    expect(findViolations(at('core/x.ts'), "import { buildApp } from '../server/app';")).toHaveLength(1);
    expect(findViolations(at('core/x.ts'), "import { z } from 'zod';")).toHaveLength(0);
  });
  it('lets server and web import core, and a feature import itself', () => {
    expect(findViolations(at('server/a.ts'), "import { x } from '@core/api/auth';")).toHaveLength(0);
    expect(
      findViolations(
        at('web/src/features/auth/a.ts'),
        "import { x } from '@core/api/auth'; import y from './b';",
      ),
    ).toHaveLength(0);
  });
});

describe('core import style', () => {
  it("makes server, web, e2e and bench import core as '@core/<folder>/<file>'", () => {
    expect(findViolations(at('server/live/a.ts'), "import { x } from '../../core/api/auth';")[0]).toContain(
      "import core as '@core/<folder>/<file>'",
    );
    expect(findViolations(at('e2e/a.spec.ts'), "import { x } from '@core/plan';")).toHaveLength(1);
    expect(findViolations(at('web/src/lib/a.ts'), "import { x } from '@core/counter';")).toHaveLength(1);
    expect(findViolations(at('bench/a.ts'), "import { x } from '../core/counter/settings';")).toHaveLength(1);
    expect(
      findViolations(at('web/src/lib/a.ts'), "import { x } from '@core/counter/settings';"),
    ).toHaveLength(0);
    expect(findViolations(at('server/live/a.ts'), "import { x } from '@core/api/auth';")).toHaveLength(0);
  });
});

describe('import cycles', () => {
  it('finds a two-module cycle (idle-run ↔ run-state, as it was) and shows it as a path', () => {
    const graph = new Map([
      ['idle-run', ['run-state']],
      ['run-state', ['idle-run', 'zod-free']],
      ['zod-free', []],
    ]);
    expect(findCycles(graph)).toEqual([['idle-run', 'run-state', 'idle-run']]);
  });
  it('finds a longer cycle and a self-import, and nothing in a tree', () => {
    const cycles = findCycles(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
        ['d', ['d']],
      ]),
    );
    expect(cycles.map((c) => c.join('>')).sort()).toEqual(['a>b>c>a', 'd>d']);
    expect(
      findCycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('test support', () => {
  it('names test files and the test-only folders, not production files', () => {
    expect(isTestSupport('server/billing/testing/test-support.ts')).toBe(true);
    expect(isTestSupport('server/billing/testing/paddle-api-stand-in.ts')).toBe(true);
    expect(isTestSupport('server/admin/testing/admin-test-support.ts')).toBe(true);
    expect(isTestSupport('server/integrations/twitch/testing/twitch-stand-in.ts')).toBe(true);
    expect(isTestSupport('server/test/test-app.ts')).toBe(true);
    expect(isTestSupport('server/test/reliability/actors.ts')).toBe(true);
    expect(isTestSupport('server/faults/support/http.ts')).toBe(true);
    expect(isTestSupport('server/billing/checkout.test.ts')).toBe(true);
    expect(isTestSupport('server/billing/reconcile.ts')).toBe(false);
    expect(isTestSupport('server/billing/test-support.ts')).toBe(false);
    expect(isTestSupport('web/src/lib/api-error.ts')).toBe(false);
  });
  it('flags production code importing it; tests and other support may', () => {
    const support = at('server/billing/testing/test-support.ts');
    expect(findTestSupportImports(at('server/billing/routes.ts'), [support])[0]).toContain(
      "production code must not import test support ('server/billing/testing/test-support.ts')",
    );
    expect(
      findTestSupportImports(at('server/live/routes.ts'), [at('server/test/reliability/db-snapshot.ts')]),
    ).toHaveLength(1);
    expect(findTestSupportImports(at('server/billing/checkout.test.ts'), [support])).toEqual([]);
    expect(findTestSupportImports(at('server/admin/testing/admin-test-support.ts'), [support])).toEqual([]);
    expect(findTestSupportImports(at('server/billing/routes.ts'), [at('server/db/client.ts')])).toEqual([]);
  });
  it('flags a helper left in a production folder, and nothing in the test-only ones', () => {
    expect(findMisplacedTestSupport('server/billing/test-support.ts')[0]).toContain(
      'test support in a production folder',
    );
    expect(findMisplacedTestSupport('server/billing/paddle-api-stand-in.ts')).toHaveLength(1);
    expect(findMisplacedTestSupport('server/admin/admin-test-support.ts')).toHaveLength(1);
    expect(findMisplacedTestSupport('web/src/lib/paddle-fixtures.ts')).toHaveLength(1);
    expect(findMisplacedTestSupport('server/billing/testing/paddle-api-stand-in.ts')).toEqual([]);
    expect(findMisplacedTestSupport('server/billing/reconcile.ts')).toEqual([]);
    expect(findMisplacedTestSupport('e2e/support/paddle-stand-in.ts')).toEqual([]);
  });
});

describe('server layers', () => {
  it('fails an upward import between server folders, naming both folders and the order', () => {
    const v = findLayerViolations(at('server/billing/routes.ts'), [at('server/admin/user-routes.ts')]);
    expect(v).toHaveLength(1);
    expect(v[0]).toContain('server/billing (layer 7) must not import server/admin (layer 13, above it)');
    expect(v[0]).toContain('Server order, bottom to top: config.ts');
    expect(
      findLayerViolations(at('server/live/control-answer.ts'), [at('server/subathons/subathon-effects.ts')]),
    ).toHaveLength(1);
  });
  it('passes a downward import, and an import inside one folder', () => {
    expect(findLayerViolations(at('server/admin/user-routes.ts'), [at('server/billing/routes.ts')])).toEqual(
      [],
    );
    expect(
      findLayerViolations(at('server/subathons/subathon-effects.ts'), [at('server/live/live-service.ts')]),
    ).toEqual([]);
    expect(findLayerViolations(at('server/live/routes.ts'), [at('server/live/live-service.ts')])).toEqual([]);
  });
  it('fails a tie between two folders of one layer, and exempts test support', () => {
    expect(
      findLayerViolations(at('server/billing/routes.ts'), [at('server/counters/routes.ts')])[0],
    ).toContain('a folder of its own layer');
    expect(
      findLayerViolations(at('server/billing/routes.test.ts'), [at('server/admin/user-routes.ts')]),
    ).toEqual([]);
    expect(findLayerViolations(at('server/auth/testing/x.ts'), [at('server/admin/user-routes.ts')])).toEqual(
      [],
    );
  });
});
