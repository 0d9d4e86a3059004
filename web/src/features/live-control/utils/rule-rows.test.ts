import { describe, expect, it } from 'vitest';
import { emptyRow, readableRule, rowSeconds, toRuleInput, toRuleRow } from './rule-rows';

describe('rule rows', () => {
  it('shows stored seconds as minutes and seconds, and sends them back as seconds', () => {
    const row = toRuleRow({ type: 'bits', perAmount: 100, seconds: 90 });
    expect(row).toMatchObject({ type: 'bits', perAmount: '100', minutes: '1', seconds: '30' });
    expect(toRuleInput(row, true)).toEqual({ type: 'bits', perAmount: 100, seconds: 90 });
  });

  it('reads a blank part as 0 and both blank or a word as no time', () => {
    expect(rowSeconds({ minutes: '5', seconds: '' })).toBe(300);
    expect(rowSeconds({ minutes: '', seconds: '45' })).toBe(45);
    expect(rowSeconds({ minutes: '', seconds: '' })).toBeNull();
    expect(rowSeconds({ minutes: 'five', seconds: '' })).toBeNull();
  });

  it('keeps a tier only for sub-like events, and the value for number counters', () => {
    const row = { ...emptyRow(), type: 'bits' as const, tier: '1', value: '3' };
    expect(toRuleInput(row, false)).toEqual({ type: 'bits', perAmount: 1, value: 3 });
    expect(toRuleInput({ ...row, type: 'gift_sub' }, false)).toMatchObject({ tier: '1' });
  });

  it('reads as a sentence only once complete', () => {
    expect(readableRule(emptyRow(), true)).toBeNull();
    expect(readableRule({ ...emptyRow(), minutes: '5' }, true)).toMatchObject({ seconds: 300 });
    // Half a minute is whole seconds; half a second is not.
    expect(readableRule({ ...emptyRow(), minutes: '1.5' }, true)).toMatchObject({ seconds: 90 });
    expect(readableRule({ ...emptyRow(), seconds: '0.5' }, true)).toBeNull();
    expect(readableRule({ ...emptyRow(), perAmount: '0', minutes: '5' }, true)).toBeNull();
  });

  it('turns an unknown stored type into a sub row instead of failing', () => {
    expect(toRuleRow({ type: 'zap', value: 2 })).toMatchObject({ type: 'sub', value: '2', minutes: '' });
  });
});
