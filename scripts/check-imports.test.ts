import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations } from './check-imports';

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
    expect(findViolations(at('server/a.ts'), "import { x } from '../core/api/auth';")).toHaveLength(0);
    expect(
      findViolations(
        at('web/src/features/auth/a.ts'),
        "import { x } from '@core/api/auth'; import y from './b';",
      ),
    ).toHaveLength(0);
  });
});
