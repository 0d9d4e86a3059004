import {
  EVENT_TYPES,
  type EventRuleInput,
  type EventType,
  type SubTier,
} from '@core/counter/subathon/event-rules';
import { splitRuleSeconds } from '@core/counter/subathon/rule-sentences';

// The rules form's rows: what the inputs hold (text, so a half-typed number stays as typed until
// it is saved), and the rules they stand for. Time is typed as minutes and seconds and stored as
// seconds, so stored rules need no change.

export interface RuleRow {
  key: number;
  type: EventType;
  tier: string;
  perAmount: string;
  /** Date and time counters: whole minutes, and the seconds on top. */
  minutes: string;
  seconds: string;
  /** Number counters: what the rule adds to the count. */
  value: string;
}

export const TIERED_TYPES = new Set<EventType>(['sub', 'resub', 'gift_sub']);

let nextKey = 1;
export const newRowKey = () => nextKey++;

export const emptyRow = (): RuleRow => ({
  key: newRowKey(),
  type: 'sub',
  tier: '',
  perAmount: '1',
  minutes: '',
  seconds: '',
  value: '',
});

/** A stored rule (which may be anything a client once saved) as a form row. */
export function toRuleRow(r: Record<string, unknown>): RuleRow {
  const total = typeof r.seconds === 'number' && r.seconds >= 0 ? splitRuleSeconds(r.seconds) : null;
  return {
    key: newRowKey(),
    type: (EVENT_TYPES as readonly string[]).includes(String(r.type)) ? (r.type as EventType) : 'sub',
    tier: typeof r.tier === 'string' ? r.tier : '',
    perAmount: r.perAmount === undefined ? '1' : String(r.perAmount),
    minutes: total ? String(total.minutes) : '',
    seconds: total ? String(total.seconds) : '',
    value: r.value === undefined ? '' : String(r.value),
  };
}

const numberOrNull = (s: string) => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/**
 * Minutes and seconds as the one number the server checks: a blank part is 0, both blank (or a
 * part that is not a number) is null, which the server refuses under the rule's time.
 */
export function rowSeconds(row: Pick<RuleRow, 'minutes' | 'seconds'>): number | null {
  if (row.minutes.trim() === '' && row.seconds.trim() === '') return null;
  const m = row.minutes.trim() === '' ? 0 : numberOrNull(row.minutes);
  const s = row.seconds.trim() === '' ? 0 : numberOrNull(row.seconds);
  return m === null || s === null ? null : m * 60 + s;
}

/**
 * The rule a row stands for, as sent to the server. Values the server will refuse are sent as they
 * are (null for a blank or non-number), so its message lands at the field.
 */
export function toRuleInput(row: RuleRow, isDatetime: boolean): EventRuleInput {
  const perAmount = numberOrNull(row.perAmount);
  return {
    type: row.type,
    ...(TIERED_TYPES.has(row.type) && row.tier ? { tier: row.tier as SubTier } : {}),
    ...(perAmount === null && row.perAmount.trim() === '' ? {} : { perAmount: perAmount as number }),
    ...(isDatetime ? { seconds: rowSeconds(row) as number } : { value: numberOrNull(row.value) as number }),
  };
}

/** The row's rule when it is complete enough to read as a sentence, else null. */
export function readableRule(row: RuleRow, isDatetime: boolean): EventRuleInput | null {
  const rule = toRuleInput(row, isDatetime);
  const amount = rule.perAmount ?? 1;
  const effect = isDatetime ? rule.seconds : rule.value;
  const whole = typeof effect === 'number' && Number.isInteger(effect) && effect >= 0;
  return whole && typeof amount === 'number' && amount > 0 ? rule : null;
}
