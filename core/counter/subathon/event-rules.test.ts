import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_RUN_STATE } from '../live/idle-run';
import type { LiveSettings } from '../live/live-frame';
import type { RunState } from '../live/run-state';
import { zonedLocalToInstant } from '../time-zone';
import { applyEvent, capAddedMs, revertEvent } from './apply-event';
import {
  activeMultiplier,
  capMinutesSchema,
  EVENT_TYPES,
  type EventRule,
  eventAmountSchema,
  eventRulesSchema,
  findRule,
  MAX_CAP_MINUTES,
  MAX_MILESTONES,
  milestonesSchema,
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
          const own = (of: string) =>
            rules.find((r) => r.type === of && t !== undefined && r.tier === t) ??
            rules.find((r) => r.type === of && r.tier === undefined);
          // A gifted sub without a rule of its own counts as a sub.
          expect(found).toBe(own(type) ?? (type === 'gift_sub' ? own('sub') : undefined));
        },
      ),
    );
  });

  it('counts a gifted sub under the sub rule unless a gifted-sub rule overrides it', () => {
    const subOnly: EventRule[] = [
      { type: 'sub', perAmount: 1, seconds: 300 },
      { type: 'sub', tier: '3', perAmount: 1, seconds: 1500 },
    ];
    expect(ruleEffect(subOnly, { type: 'gift_sub', tier: '1', amount: 5 }, 'datetime')).toMatchObject({
      kind: 'seconds',
      seconds: 1500,
    });
    // The gift's tier picks the sub rule of that tier.
    expect(findRule(subOnly, { type: 'gift_sub', tier: '3' })?.seconds).toBe(1500);
    const withGift: EventRule[] = [...subOnly, { type: 'gift_sub', perAmount: 1, seconds: 60 }];
    expect(findRule(withGift, { type: 'gift_sub', tier: '3' })?.seconds).toBe(60);
    // Only gifts fall back: a resub without its rule adds nothing.
    expect(findRule(subOnly, { type: 'resub', tier: '1' })).toBeUndefined();
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

describe('applyEvent: what each outcome says', () => {
  const rules: EventRule[] = [{ type: 'sub', perAmount: 1, seconds: 300 }];
  const unchanged = (run: RunState) => ({
    state: run,
    changed: false,
    addedMs: 0,
    cappedMs: 0,
    addedValue: 0,
  });

  it('adds nothing without a rule for the event, or a rule for the other kind of counter', () => {
    const run = running(T0);
    expect(applyEvent(run, { ...dt, eventRules: rules }, { type: 'bits', amount: 100 }, 1, T0)).toEqual({
      ...unchanged(run),
      note: 'no_rule',
    });
    const valueOnly: EventRule[] = [{ type: 'sub', perAmount: 1, value: 5 }];
    expect(applyEvent(run, { ...dt, eventRules: valueOnly }, { type: 'sub', amount: 1 }, 1, T0).note).toBe(
      'no_rule',
    );
    const secondsOnly = { ...dt, countdownType: 'number' as const, eventRules: rules };
    expect(applyEvent(run, secondsOnly, { type: 'sub', amount: 1 }, 1, T0).note).toBe('no_rule');
    expect(
      applyEvent(
        { ...run, status: 'completed' },
        { ...dt, eventRules: rules },
        { type: 'sub', amount: 1 },
        1,
        T0,
      ),
    ).toEqual({ ...unchanged({ ...run, status: 'completed' }), note: 'ended' });
  });

  it('adds the whole time with no note when the cap allows it', () => {
    const o = applyEvent(
      running(T0),
      { ...dt, eventRules: rules, capMinutes: 600 },
      { type: 'sub', amount: 1 },
      1,
      T0,
    );
    expect(o).toMatchObject({ changed: true, addedMs: 300_000, cappedMs: 0, addedValue: 0, note: null });
    expect(o.state.addedMs).toBe(300_000);
  });

  it('adds what the cap leaves and says so; with nothing left, changes nothing', () => {
    // End at 01:00, cap 62 minutes from 00:00: 2 of the 5 minutes fit.
    const settings = { ...dt, eventRules: rules, capMinutes: 62 };
    const part = applyEvent(running(T0), settings, { type: 'sub', amount: 1 }, 1, T0);
    expect(part).toMatchObject({ changed: true, addedMs: 120_000, cappedMs: 180_000, note: 'capped' });
    const full = applyEvent(part.state, settings, { type: 'sub', amount: 1 }, 1, T0);
    expect(full).toEqual({ ...unchanged(part.state), cappedMs: 300_000, note: 'capped' });
    // An end the cap is already behind (removed time) adds nothing rather than taking time away.
    const behind = { ...running(T0), addedMs: 10 * 60_000 };
    expect(applyEvent(behind, settings, { type: 'sub', amount: 1 }, 1, T0)).toMatchObject({
      addedMs: 0,
      cappedMs: 300_000,
    });
  });

  it('ignores the cap when the end cannot be read', () => {
    const o = applyEvent(
      running(T0),
      { ...dt, timeZone: 'Nowhere/City', eventRules: rules, capMinutes: 1 },
      { type: 'sub', amount: 1 },
      1,
      T0,
    );
    expect(o.cappedMs).toBe(0);
  });

  it('bounds added time by start + cap, widened by finished pauses; before the start, now stands for it', () => {
    expect(capAddedMs(running(T0), dt, 120, T0 + 5000)).toBe(60 * 60_000);
    expect(capAddedMs({ ...running(T0), pausedTotalMs: 5 * 60_000 }, dt, 120, T0)).toBe(65 * 60_000);
    expect(capAddedMs(INITIAL_RUN_STATE, dt, 120, T0 + 60_000)).toBe(61 * 60_000);
    expect(capAddedMs(running(T0), { ...dt, timeZone: 'Nowhere/City' }, 120, T0)).toBeNull();
  });

  it('adds value to a number counter, nothing for a rule worth 0', () => {
    const num = { ...dt, countdownType: 'number' as const, speed: 60_000_000 };
    const run = { ...running(T0), value: 10, valueAt: T0 };
    const zero = applyEvent(
      run,
      { ...num, eventRules: [{ type: 'tip', perAmount: 1, value: 0 }] },
      { type: 'tip', amount: 3 },
      1,
      T0,
    );
    expect(zero).toEqual({ ...unchanged(run), note: null });
    const added = applyEvent(
      run,
      { ...num, eventRules: [{ type: 'tip', perAmount: 1, value: 2 }] },
      { type: 'tip', amount: 3 },
      1,
      T0,
    );
    expect(added).toMatchObject({ changed: true, addedMs: 0, cappedMs: 0, addedValue: 6, note: null });
    const back = revertEvent(added.state, num, added, T0);
    expect(back.ok && back.state.value).toBe(10);
    expect(revertEvent(run, num, { addedMs: 0, addedValue: 0 }, T0)).toEqual({
      ok: true,
      state: run,
      changed: false,
    });
  });
});

describe('rules for tiers and boosts', () => {
  it('takes the rule for the tier, else the one without a tier', () => {
    const rules: EventRule[] = [
      { type: 'sub', perAmount: 1, seconds: 60 },
      { type: 'sub', tier: '3', perAmount: 1, seconds: 600 },
    ];
    expect(findRule(rules, { type: 'sub', tier: '3' })?.seconds).toBe(600);
    expect(findRule(rules, { type: 'sub', tier: '1' })?.seconds).toBe(60);
    expect(findRule(rules, { type: 'sub' })?.seconds).toBe(60);
    expect(eventRulesSchema.safeParse(rules).success).toBe(true);
  });

  it('boosts until its end, and not from then on', () => {
    expect(activeMultiplier({ factor: 3, until: null }, 0)).toBe(1);
    expect(activeMultiplier({ factor: 3, until: 1000 }, 999)).toBe(3);
    expect(activeMultiplier({ factor: 3, until: 1000 }, 1000)).toBe(1);
  });
});

describe('ruleEffect: what kind of effect', () => {
  it('gives value to a number counter, and nothing to a countdown, for a value rule', () => {
    const rule: EventRule = { type: 'tip', perAmount: 5, value: 3 };
    expect(ruleEffect([rule], { type: 'tip', amount: 12.5 }, 'number')).toEqual({
      kind: 'value',
      value: 7,
      rule,
    });
    expect(ruleEffect([rule], { type: 'tip', amount: 12.5 }, 'datetime')).toEqual({ kind: 'none' });
  });

  it('gives seconds to a countdown for a seconds rule', () => {
    const rule: EventRule = { type: 'raid', perAmount: 10, seconds: 60 };
    expect(ruleEffect([rule], { type: 'raid', amount: 25 }, 'datetime')).toEqual({
      kind: 'seconds',
      seconds: 150,
      rule,
    });
  });
});

describe('rule, amount and cap limits', () => {
  const issues = (input: unknown) => eventRulesSchema.safeParse(input).error?.issues ?? [];

  it('names the value rule’s problem, and puts a rule without effect on its seconds field', () => {
    expect(issues([{ type: 'tip', value: -1 }])[0]?.message).toBe(RULE_MESSAGES.value);
    expect(issues([{ type: 'tip', value: 1_000_000_001 }])[0]?.message).toBe(RULE_MESSAGES.value);
    expect(issues([{ type: 'tip', value: 'ten' }])[0]?.message).toBe(RULE_MESSAGES.value);
    // The form shows the problem under the seconds field of the first rule.
    expect(issues([{ type: 'tip' }])[0]).toMatchObject({
      message: RULE_MESSAGES.effect,
      path: [0, 'seconds'],
    });
  });

  it('allows one rule per type and tier, so tiers of one type do not collide', () => {
    const tiers = eventRulesSchema.safeParse([
      { type: 'sub', seconds: 30 },
      { type: 'sub', tier: '1', seconds: 60 },
      { type: 'sub', tier: '2', seconds: 120 },
      { type: 'gift_sub', tier: '1', seconds: 60 },
    ]);
    expect(tiers.success).toBe(true);
    expect(
      issues([
        { type: 'sub', tier: '2', seconds: 1 },
        { type: 'sub', tier: '2', seconds: 2 },
      ])[0]?.message,
    ).toBe(RULE_MESSAGES.duplicate);
  });

  it('refuses more than 40 rules', () => {
    const many = Array.from({ length: 41 }, () => ({ type: 'sub', seconds: 1 }));
    expect(issues(many).map((i) => i.message)).toContain(RULE_MESSAGES.tooMany);
  });

  it('takes amounts of at most two decimals, so money is exact in cents', () => {
    expect(eventAmountSchema.parse(4.99)).toBe(4.99);
    expect(eventAmountSchema.parse(10_000_000)).toBe(10_000_000);
    for (const amount of [1.234, 0.005, 0, -1, 10_000_000.01])
      expect(eventAmountSchema.safeParse(amount).error?.issues[0]?.message, String(amount)).toBe(
        RULE_MESSAGES.amount,
      );
    expect(issues([{ type: 'bits', perAmount: 0.001, seconds: 1 }])[0]?.message).toBe(
      RULE_MESSAGES.perAmount,
    );
  });

  it('caps a subathon at one to 527,040 minutes (366 days)', () => {
    expect(MAX_CAP_MINUTES).toBe(527_040);
    expect(capMinutesSchema.parse(1)).toBe(1);
    expect(capMinutesSchema.parse(527_040)).toBe(527_040);
    for (const cap of [0, 527_041, 90.5, '60'])
      expect(capMinutesSchema.safeParse(cap).error?.issues[0]?.message, String(cap)).toBe(
        RULE_MESSAGES.capMinutes,
      );
  });
});

describe('milestones validation', () => {
  const first = (input: unknown) => milestonesSchema.safeParse(input).error?.issues[0];

  it('keeps a milestone’s value and its trimmed message', () => {
    expect(milestonesSchema.parse([{ value: 1e15, message: '  Halfway there!  ' }])).toEqual([
      { value: 1e15, message: 'Halfway there!' },
    ]);
    expect(milestonesSchema.parse([{ value: 0, message: 'x'.repeat(100) }])[0]?.message).toHaveLength(100);
  });

  it('names what is wrong with a value; below zero and decimals are the counter’s to allow', () => {
    expect(first([{ value: '10', message: 'hi' }])?.message).toBe('Milestone value must be a number');
    expect(first([{ value: 1e15 + 2, message: 'hi' }])?.message).toBe(
      'Milestone value must be at most 1,000,000,000,000,000 either side of zero',
    );
    expect(first([{ value: -1e15 - 2, message: 'hi' }])?.message).toBe(
      'Milestone value must be at most 1,000,000,000,000,000 either side of zero',
    );
    expect(first([{ value: -5, message: 'hi' }])).toBeUndefined();
    expect(first([{ value: 2.5, message: 'hi' }])).toBeUndefined();
  });

  it('names what is wrong with a message', () => {
    for (const message of ['', '   ', undefined])
      expect(first([{ value: 1, message }])?.message, String(message)).toBe('Milestone message is required');
    expect(first([{ value: 1, message: 'x'.repeat(101) }])?.message).toBe(
      'Milestone message can be at most 100 characters',
    );
  });

  it('refuses more than 50 milestones', () => {
    const at = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, message: `#${i}` }));
    expect(milestonesSchema.safeParse(at(MAX_MILESTONES)).success).toBe(true);
    expect(first(at(MAX_MILESTONES + 1))?.message).toBe('At most 50 milestones');
  });
});
