import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRuns, fuzzSeed } from '../../../scripts/fuzz-seed';
import { createBillingTestApp, PADDLE_ENV } from '../../billing/testing/test-support';
import { BlueskyStandIn } from '../../live-sources/platforms/bluesky/testing/bluesky-stand-in';
import type { TestApp } from '../test-app';
import { type Actors, insertPlainUser, setUpActors } from './actors';
import { fuzzRoute } from './fuzz-runner';
import { FUZZ_TARGETS, type FuzzContext, NO_INPUT_ROUTES } from './fuzz-targets';
import { apiRoutes, collectRoutes, type RouteKey, routeId } from './route-catalog';
import { SECRET_SENTINELS } from './secret-scan';
import { installWriteProbe } from './write-probe';

// Inputs per route: 25 in everyday runs, 1,000 with FUZZ_DEPTH=full (CI), FUZZ_RUNS=<n> to choose;
// the run's seed is fresh each run (printed; FUZZ_SEED replays it). server/test/README.md.
const RUNS = fuzzRuns();
const SEED = fuzzSeed();

/**
 * The fuzzing of every route that takes input, one shard of it: the targets whose index in
 * FUZZ_TARGETS leaves `shard` when divided by `shards`. About 66,000 requests in one file ran in one
 * worker while the other sat idle; fuzz-1-of-2.test.ts and fuzz-2-of-2.test.ts give each worker half
 * (decision 020c). A target keeps its index, so its seed (SEED + index) and a replay are unchanged.
 */
export function describeFuzzShard(shard: number, shards: number): void {
  let t: TestApp;
  let ctx: FuzzContext;
  let registered: RouteKey[];
  let bluesky: BlueskyStandIn;
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const targets = FUZZ_TARGETS.map((f, i) => [f, i] as const).filter(([, i]) => i % shards === shard);

  beforeAll(async () => {
    // Looked-up accounts reach Bluesky's stand-in, which knows none of them (a 400, never a 5xx).
    bluesky = await new BlueskyStandIn().start();
    const { built, routes } = await collectRoutes(() =>
      createBillingTestApp({
        ...PADDLE_ENV,
        ...SECRET_SENTINELS,
        LOGIN_RATE_LIMIT: '10',
        BLUESKY_API_URL: bluesky.apiUrl,
      }),
    );
    t = built.t;
    registered = apiRoutes(routes);
    const actors: Actors = await setUpActors(t);
    ctx = { t, actors, targetUserIds: [await insertPlainUser(t), await insertPlainUser(t)] };
    await installWriteProbe(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
    await bluesky?.close();
  });

  describe(`fuzzing every route that takes input, shard ${shard + 1} of ${shards} (${RUNS} inputs each, FUZZ_SEED=${SEED})`, () => {
    it.runIf(shard === 0)('covers every route that takes a body, a query string or path parameters', () => {
      const fuzzed = new Set(FUZZ_TARGETS.map((f) => `${f.method} ${f.route}`));
      const needs = registered.filter(
        (r) =>
          !NO_INPUT_ROUTES.includes(routeId(r)) &&
          (r.url.includes(':') ||
            r.schema?.body ||
            r.schema?.query ||
            ['POST', 'PUT', 'PATCH'].includes(r.method)),
      );
      const missing = needs.filter((r) => !fuzzed.has(routeId(r))).map(routeId);
      expect(
        missing,
        `Routes that take input but are not fuzzed: ${missing.join(', ')}. Add a target in ` +
          'server/test/reliability/fuzz-targets.ts (or, for a POST that reads no body, list it in NO_INPUT_ROUTES).',
      ).toEqual([]);
    });

    it.each(targets.map(([f, i]) => [`${f.method} ${f.route} (${f.part})`, f, i] as const))(
      '%s',
      async (_name, target, i) => {
        const report = await fuzzRoute(ctx, target, RUNS, SEED + i);
        expect(
          report.failures,
          `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}; statuses ${JSON.stringify(report.statuses)}`,
        ).toEqual([]);
        expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'Object.prototype was polluted').toEqual(
          prototypeKeys,
        );
        // At least some inputs must get through validation, or the fuzzing only ever tests the first check.
        expect(Object.values(report.statuses).reduce((a, b) => a + b, 0)).toBe(RUNS);
      },
      120_000,
    );
  });
}
