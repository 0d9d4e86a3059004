import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_RUN_STATE } from '../live/idle-run';
import type { LiveSettings } from '../live/live-frame';
import type { RunState } from '../live/run-state';
import { zonedLocalToInstant } from '../time-zone';
import { applyEvent, revertEvent } from './apply-event';
import {
  EVENT_TYPES,
  type EventRule,
  eventRulesSchema,
  findRule,
  RULE_MESSAGES,
  ruleEffect,
  SUB_TIERS,
  scaleByAmount,
} from './event-rules';

const cents = fc.integer({ min: 1, max: 100_000_00 }).map((c) => c / 100);

describe('rule arithmetic', () => {
  it('adds floor(A / perAmount × seconds × multiplier), exactly, for every amount', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.integer({ min: 0, max: 86_400 }),
        fc.integer({ min: 1, max: 10 }),
        (a, per, seconds, m) => {
          const got = scaleByAmount(a, per, seconds, m);
          // Reference in whole cents with BigInt-free integer maths where it fits exactly.
          const num = BigInt(Math.round(a * 100)) * BigInt(seconds) * BigInt(m);
          expect(got).toBe(Number(num / BigInt(Math.round(per * 100))));
          expect(got).toBeGreaterThanOrEqual(0);
          // floor: adding perAmount more adds at least seconds × m (never less, never a rounding loss).
          expect(scaleByAmount(a + per, per, seconds, m) - got).toBeGreaterThanOrEqual(seconds * m - 0);
        },
      ),
    );
  });

  it('counts money exactly (4.99 at 60 s per 1 is 299 s, 0.29 at 100 s is 29 s)', () => {
    expect(scaleByAmount(4.99, 1, 60)).toBe(299);
    expect(scaleByAmount(0.29, 1, 100)).toBe(29);
    expect(scaleByAmount(250, 100, 60)).toBe(150);
    expect(scaleByAmount(99, 100, 60)).toBe(59);
  });

  it('prefers the rule of the event tier, else the rule without a tier, else none', () => {
    const tier = fc.option(fc.constantFrom(...SUB_TIERS), { nil: undefined });
    const rule = fc.record({
      type: fc.constantFrom(...EVENT_TYPES),
      tier,
      perAmount: fc.constant(1),
      seconds: fc.integer({ min: 0, max: 600 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(rule, { selector: (r) => `${r.type}:${r.tier ?? ''}` }),
        fc.constantFrom(...EVENT_TYPES),
        tier,
        (rules, type, t) => {
          const found = findRule(rules as EventRule[], { type, tier: t });
          const exact = rules.find((r) => r.type === type && t !== undefined && r.tier === t);
          const plain = rules.find((r) => r.type === type && r.tier === undefined);
          expect(found).toBe(exact ?? plain);
        },
      ),
    );
  });

  it('gives nothing without a matching rule or for the other kind of counter', () => {
    const rules: EventRule[] = [{ type: 'sub', tier: '1', perAmount: 1, seconds: 60 }];
    expect(ruleEffect(rules, { type: 'sub', tier: '2', amount: 1 }, 'datetime')).toEqual({ kind: 'none' });
    expect(ruleEffect(rules, { type: 'bits', amount: 100 }, 'datetime')).toEqual({ kind: 'none' });
    expect(ruleEffect(rules, { type: 'sub', tier: '1', amount: 1 }, 'number')).toEqual({ kind: 'none' });
    expect(ruleEffect(rules, { type: 'sub', tier: '1', amount: 5 }, 'datetime', 2)).toMatchObject({
      seconds: 600,
    });
  });
});

describe('eventRules validation', () => {
  const issue = (input: unknown) => eventRulesSchema.safeParse(input).error?.issues[0];
  it('accepts the rules of the issue and defaults perAmount to 1', () => {
    const parsed = eventRulesSchema.parse([
      { type: 'sub', tier: '1', seconds: 60 },
      { type: 'sub', seconds: 30 },
      { type: 'bits', perAmount: 100, seconds: 60 },
    ]);
    expect(parsed[0]!.perAmount).toBe(1);
  });
  it('names what is wrong', () => {
    expect(issue([{ type: 'donation', seconds: 1 }])!.message).toBe(RULE_MESSAGES.type);
    expect(issue([{ type: 'sub', tier: '4', seconds: 1 }])!.message).toBe(RULE_MESSAGES.tier);
    expect(issue([{ type: 'sub', perAmount: 0, seconds: 1 }])!.message).toBe(RULE_MESSAGES.perAmount);
    expect(issue([{ type: 'sub', seconds: 1.5 }])!.message).toBe(RULE_MESSAGES.seconds);
    expect(issue([{ type: 'sub' }])!.message).toBe(RULE_MESSAGES.effect);
    expect(issue([{ type: 'sub', seconds: 1, value: 1 }])!.message).toBe(RULE_MESSAGES.effect);
    expect(
      issue([
        { type: 'sub', seconds: 1 },
        { type: 'sub', seconds: 2 },
      ])!.message,
    ).toBe(RULE_MESSAGES.duplicate);
    expect(issue([{ type: 'sub', seconds: 1, extra: 1 }])!.path).toEqual([0]);
  });
});

const T0 = zonedLocalToInstant('2030-01-01T00:00', 'UTC');
const dt: LiveSettings = {
  countdownType: 'datetime',
  startNumber: 0,
  endNumber: 100,
  numberIncrement: 1,
  useRandomIncrement: false,
  randomMin: 1,
  randomMax: 1,
  speed: 1000,
  endDateTime: '2030-01-01T01:00',
  timeZone: 'UTC',
};
const running = (startedAt: number): RunState => ({
  ...INITIAL_RUN_STATE,
  status: 'running',
  startedAt,
  version: 1,
  updatedAt: startedAt,
});

describe('applyEvent: cap, multiplier, undo', () => {
  const rules: EventRule[] = [{ type: 'sub', perAmount: 1, seconds: 300 }];

  it('never moves the end past start + cap, and the sum of effects equals the rules up to it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 40 }),
        fc.integer({ min: 61, max: 600 }),
        (amounts, cap) => {
          let run = running(T0);
          let total = 0;
          let capped = 0;
          for (const a of amounts) {
            const o = applyEvent(
              run,
              { ...dt, eventRules: rules, capMinutes: cap },
              { type: 'sub', amount: a },
              1,
              T0 + 1000,
            );
            run = o.state;
            total += o.addedMs;
            capped += o.cappedMs;
            expect(o.addedMs + o.cappedMs).toBe(a * 300_000);
          }
          const endAt = T0 + 3_600_000 + run.addedMs;
          expect(endAt).toBeLessThanOrEqual(T0 + cap * 60_000);
          expect(run.addedMs).toBe(total);
          expect(total + capped).toBe(amounts.reduce((s, a) => s + a * 300_000, 0));
        },
      ),
    );
  });

  it('multiplies every event while the multiplier lasts, and undo takes back exactly what was added', () => {
    const run = running(T0);
    const o = applyEvent(run, { ...dt, eventRules: rules }, { type: 'sub', amount: 2 }, 3, T0 + 10);
    expect(o.addedMs).toBe(1_800_000);
    const back = revertEvent(o.state, dt, o, T0 + 20);
    expect(back.ok && back.state.addedMs).toBe(0);
  });

  it('adds nothing to an ended run, and clamps a number counter at its end', () => {
    const done = { ...running(T0), status: 'completed' as const };
    expect(applyEvent(done, { ...dt, eventRules: rules }, { type: 'sub', amount: 1 }, 1, T0).note).toBe(
      'ended',
    );
    const num = {
      ...dt,
      countdownType: 'number' as const,
      speed: 60_000_000,
      eventRules: [{ type: 'tip' as const, perAmount: 1, value: 10 }],
    };
    const o = applyEvent({ ...running(T0), value: 95, valueAt: T0 }, num, { type: 'tip', amount: 3 }, 1, T0);
    expect(o.addedValue).toBe(5);
    expect(o.state.status).toBe('completed');
  });
});
