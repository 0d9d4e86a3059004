import { describe, expect, it } from 'vitest';
import { findEffectCalls } from './check-effects';

describe('effects check', () => {
  it('refuses each primitive side effect in server code outside server/effects/', () => {
    const found = findEffectCalls(
      'server/counters/routes.ts',
      [
        'await app.liveBus.publish(id);',
        'app.viewCache.invalidate(id);',
        'this.app.viewCache.clear();',
        "queueOutbound(app, id, 'event', {});",
        "app.outbound.queue(id, 'event', {});",
        'announceMilestones(app, id, settings, before, run, now);',
        'await app.billingFollowUps.start(effects);',
        'await runEffects(app, effects);',
      ].join('\n'),
    );
    expect(found).toHaveLength(8);
    expect(found[0]).toMatch(/^server\/counters\/routes\.ts:1:7: liveBus\.publish\(\) is a side effect/);
    expect(found[2]).toContain(':3:1: viewCache.clear()');
  });

  it('accepts the named effects, reads of the cache and the bus, and the effects folder itself', () => {
    const reads = [
      'await counterChanged(app, [id]);',
      'await runChanged(app, id);',
      'const entry = await app.viewCache.getOrLoad(id, load);',
      'const off = app.liveBus.subscribe(id, send);',
      'view.publish();',
    ].join('\n');
    expect(findEffectCalls('server/counters/routes.ts', reads)).toEqual([]);
    const primitives = 'await app.liveBus.publish(id); app.viewCache.invalidate(id);';
    expect(findEffectCalls('server/effects/after-commit.ts', primitives)).toEqual([]);
    expect(findEffectCalls('server/counters/routes.test.ts', primitives)).toEqual([]);
    expect(findEffectCalls('server/live/testing/live-helpers.ts', primitives)).toEqual([]);
    expect(findEffectCalls('web/src/lib/x.ts', primitives)).toEqual([]);
  });
});
