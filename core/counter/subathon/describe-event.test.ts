import { describe, expect, it } from 'vitest';
import { describeEventEffect, describeEventKind, formatAddedSeconds } from './describe-event';

const base = { addedSeconds: 0, addedValue: 0, cappedSeconds: 0, multiplier: 1, note: null };

describe('describing events', () => {
  it('formats added time in the largest units that fit, with its sign', () => {
    expect([3900, 30, -120, 0, 3600].map(formatAddedSeconds)).toEqual([
      '+1h 5m',
      '+30s',
      '−2m',
      '+0s',
      '+1h',
    ]);
  });

  it('names stream events and chat commands', () => {
    expect(describeEventKind({ type: 'gift_sub', tier: '1', amount: 5 })).toBe('gift sub tier 1 × 5');
    expect(describeEventKind({ type: 'addtime', tier: null, amount: 300 })).toBe('!addtime');
    for (const type of ['subtime', 'pause', 'resume'])
      expect(describeEventKind({ type, tier: null, amount: 0 })).toBe(`!${type}`);
    // No tier: nothing about one. Only the first underscore turns into a space.
    expect(describeEventKind({ type: 'bits', tier: null, amount: 500 })).toBe('bits × 500');
    expect(describeEventKind({ type: 'gift_sub', tier: '', amount: 3 })).toBe('gift sub × 3');
  });

  it('says what an event did: time or value, happy hour, the cap, no rule, pauses', () => {
    expect(describeEventEffect({ ...base, type: 'sub', addedSeconds: 300, multiplier: 2 }, true)).toBe(
      '+5m ×2',
    );
    expect(describeEventEffect({ ...base, type: 'tip', addedValue: 10 }, false)).toBe('+10');
    expect(
      describeEventEffect(
        { ...base, type: 'sub', addedSeconds: 60, cappedSeconds: 240, note: 'capped' },
        true,
      ),
    ).toBe('+1m (4m over the cap)');
    expect(describeEventEffect({ ...base, type: 'bits', note: 'no_rule' }, true)).toBe(
      'nothing added: no rule for this event',
    );
    expect(describeEventEffect({ ...base, type: 'pause' }, true)).toBe('paused');
    expect(describeEventEffect({ ...base, type: 'resume' }, false)).toBe('resumed');
    expect(describeEventEffect({ ...base, type: 'sub', note: 'ended' }, true)).toBe(
      'run had ended: nothing added',
    );
    // Only pause and resume are controls: other commands say what they added.
    expect(describeEventEffect({ ...base, type: 'addtime', addedSeconds: 300 }, true)).toBe('+5m');
    expect(describeEventEffect({ ...base, type: 'subtime', addedSeconds: -120 }, true)).toBe('−2m');
  });
});
