import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventRulesSchema, ruleEffect } from './event-rules';
import { presetsFor, RULE_PRESETS } from './rule-presets';
import {
  describeRule,
  describeRuleAmount,
  findUncoveredEvents,
  formatRuleDuration,
  joinWords,
  splitRuleSeconds,
} from './rule-sentences';

describe('rule durations', () => {
  it('writes minutes and seconds in the largest units that fit', () => {
    expect(formatRuleDuration(300)).toBe('5 min');
    expect(formatRuleDuration(90)).toBe('1 min 30 s');
    expect(formatRuleDuration(45)).toBe('45 s');
    expect(formatRuleDuration(3900)).toBe('1 h 5 min');
    expect(formatRuleDuration(3601)).toBe('1 h 1 s');
    expect(formatRuleDuration(0)).toBe('0 s');
  });

  it('splits seconds into the two inputs and back without loss', () => {
    expect(splitRuleSeconds(90)).toEqual({ minutes: 1, seconds: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_400 }), (total) => {
        const { minutes, seconds } = splitRuleSeconds(total);
        expect(minutes * 60 + seconds).toBe(total);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });
});

describe('rules as sentences', () => {
  it('says what each rule adds', () => {
    expect(describeRule({ type: 'sub', tier: '1', perAmount: 1, seconds: 300 }, true)).toBe(
      'Every 1 tier 1 sub adds 5 min (tier 1 gifted subs too)',
    );
    expect(describeRule({ type: 'bits', perAmount: 100, seconds: 60 }, true)).toBe(
      'Every 100 bits adds 1 min',
    );
    expect(describeRule({ type: 'tip', perAmount: 1, seconds: 90 }, true)).toBe(
      'Every $1 tipped adds 1 min 30 s',
    );
    expect(describeRule({ type: 'resub', tier: 'prime', seconds: 60 }, true)).toBe(
      'Every 1 Prime resub adds 1 min',
    );
    expect(describeRule({ type: 'raid', perAmount: 10, value: 1500 }, false)).toBe(
      'Every 10 raiders adds 1,500 to the count',
    );
    expect(describeRuleAmount('superchat', 2)).toBe('$2 in Super Chats');
    expect(describeRuleAmount('bits', 1)).toBe('1 bit');
  });

  it('says a sub rule covers every tier, and gifts while they have no rule of their own', () => {
    const sub = { type: 'sub' as const, perAmount: 1, seconds: 300 };
    expect(describeRule(sub, true)).toBe(
      'Every 1 sub adds 5 min (any tier, Prime included; gifted subs too)',
    );
    const gift = { type: 'gift_sub' as const, perAmount: 1, seconds: 60 };
    expect(describeRule(sub, true, [sub, gift])).toBe('Every 1 sub adds 5 min (any tier, Prime included)');
  });
});

describe('common events without a rule', () => {
  it('names every common event when there are no rules', () => {
    expect(findUncoveredEvents([], true)).toEqual(['subs', 'resubs', 'gifted subs', 'bits']);
  });

  it('counts gifts as covered by the sub rule, and names tiers left out', () => {
    const rules = [
      { type: 'sub' as const, tier: '1' as const, seconds: 300 },
      { type: 'resub' as const, seconds: 300 },
    ];
    expect(findUncoveredEvents(rules, true)).toEqual([
      'tier 2, tier 3 and Prime subs',
      'tier 2, tier 3 and Prime gifted subs',
      'bits',
    ]);
  });

  it('does not count rules for the other kind of counter', () => {
    const rules = [{ type: 'bits' as const, value: 1 }];
    expect(findUncoveredEvents(rules, true)).toContain('bits');
    expect(findUncoveredEvents(rules, false)).not.toContain('bits');
  });

  it('joins words as a sentence does', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('presets', () => {
  it('are valid rules that leave no common event out', () => {
    for (const preset of RULE_PRESETS) {
      expect(eventRulesSchema.safeParse(preset.rules).success).toBe(true);
      const isDatetime = preset.countdownType === 'datetime';
      expect(findUncoveredEvents(preset.rules, isDatetime).filter((e) => e !== 'bits')).toEqual([]);
    }
    expect(presetsFor('datetime').map((p) => p.label)).toContain('Standard subathon');
    expect(presetsFor('number').every((p) => p.rules.every((r) => r.value !== undefined))).toBe(true);
  });

  it('gives the standard subathon its promised amounts', () => {
    const rules = RULE_PRESETS.find((p) => p.id === 'standard-subathon')!.rules;
    const adds = (type: Parameters<typeof ruleEffect>[1]['type'], amount: number, tier?: 'prime') =>
      ruleEffect(rules, { type, amount, tier }, 'datetime');
    expect(adds('sub', 1, 'prime')).toMatchObject({ seconds: 300 });
    expect(adds('resub', 1)).toMatchObject({ seconds: 300 });
    expect(adds('gift_sub', 5)).toMatchObject({ seconds: 1500 });
    expect(adds('bits', 100)).toMatchObject({ seconds: 60 });
    expect(adds('tip', 1)).toMatchObject({ seconds: 60 });
  });
});
