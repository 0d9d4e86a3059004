import { z } from 'zod';
import { counterValueSchema } from '../number-value-rules';

// Subathon and goal rules (issue 18): what a streamer's event (a sub, a cheer, a tip…) adds to a
// synced counter. Pure, so the server, the control page and the tests compute the same effect.

export const EVENT_TYPES = [
  'sub',
  'resub',
  'gift_sub',
  'bits',
  'follow',
  'raid',
  'tip',
  'member',
  'superchat',
  'custom',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const SUB_TIERS = ['1', '2', '3', 'prime'] as const;
export type SubTier = (typeof SUB_TIERS)[number];

export const MAX_EVENT_RULES = 40;
// A single rule never adds more than a day, nor more than a billion to a number counter.
export const MAX_RULE_SECONDS = 86_400;
export const MAX_RULE_VALUE = 1_000_000_000;
// Amounts are counts, bits or money: up to two decimals, so money (4.99) is exact in cents.
export const MAX_EVENT_AMOUNT = 10_000_000;
export const MAX_MULTIPLIER = 10;
export const MAX_CAP_MINUTES = 366 * 24 * 60;

export const RULE_MESSAGES = {
  type: `Event type must be one of: ${EVENT_TYPES.join(', ')}`,
  tier: `Tier must be one of: ${SUB_TIERS.join(', ')}`,
  perAmount: 'perAmount must be a number above 0 with at most two decimals',
  seconds: `seconds must be a whole number from 0 to ${MAX_RULE_SECONDS}`,
  value: `value must be a whole number from 0 to ${MAX_RULE_VALUE}`,
  effect: 'Each rule needs seconds (date and time counters) or value (number counters), not both',
  duplicate: 'Two rules have the same type and tier',
  tooMany: `At most ${MAX_EVENT_RULES} event rules`,
  capMinutes: `capMinutes must be a whole number from 1 to ${MAX_CAP_MINUTES}`,
  amount: 'amount must be a number above 0 with at most two decimals',
} as const;

// Stryker disable next-line EqualityOperator: no amount of at most two decimals lies exactly 1e-6 from a whole cent
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const positiveAmount = (message: string, max: number) =>
  z.number({ error: message }).gt(0).max(max).refine(twoDecimals);

export const eventRuleSchema = z
  .strictObject({
    type: z.enum(EVENT_TYPES, { error: RULE_MESSAGES.type }),
    tier: z.enum(SUB_TIERS, { error: RULE_MESSAGES.tier }).optional(),
    perAmount: positiveAmount(RULE_MESSAGES.perAmount, MAX_EVENT_AMOUNT).default(1),
    // A schema's error is also its checks' message (zod 4): given once.
    seconds: z.number({ error: RULE_MESSAGES.seconds }).int().min(0).max(MAX_RULE_SECONDS).optional(),
    value: z.number({ error: RULE_MESSAGES.value }).int().min(0).max(MAX_RULE_VALUE).optional(),
  })
  .refine((r) => (r.seconds === undefined) !== (r.value === undefined), {
    error: RULE_MESSAGES.effect,
    path: ['seconds'],
  });
export type EventRule = z.infer<typeof eventRuleSchema>;
export type EventRuleInput = z.input<typeof eventRuleSchema>;

export const eventRulesSchema = z
  .array(eventRuleSchema)
  .max(MAX_EVENT_RULES, { error: RULE_MESSAGES.tooMany })
  // A rule without a tier reads 'sub:undefined', apart from every tier of its type.
  .refine((rules) => new Set(rules.map((r) => `${r.type}:${r.tier}`)).size === rules.length, {
    error: RULE_MESSAGES.duplicate,
  });

export const capMinutesSchema = z
  .number({ error: RULE_MESSAGES.capMinutes })
  .int()
  .min(1)
  .max(MAX_CAP_MINUTES);

export const MAX_MILESTONES = 50;
export const milestonesSchema = z
  .array(
    z.strictObject({
      // A value on the counter's way, below zero too; its places are checked with the counter's.
      value: counterValueSchema('Milestone value'),
      message: z
        .string({ error: 'Milestone message is required' })
        .trim()
        .min(1)
        .max(100, { error: 'Milestone message can be at most 100 characters' }),
    }),
  )
  .max(MAX_MILESTONES, { error: `At most ${MAX_MILESTONES} milestones` });
export type Milestone = z.infer<typeof milestonesSchema>[number];

export const eventAmountSchema = positiveAmount(RULE_MESSAGES.amount, MAX_EVENT_AMOUNT);

export interface RuleEvent {
  type: EventType;
  tier?: SubTier | undefined;
  /** Count for sub-like events (a gift of 5 subs is 5), bits for cheers, money for tips. */
  amount: number;
}

/** A type's own rule: the one for the event's tier when there is one, else the one without a tier. */
function findOwnRule(rules: readonly EventRule[], event: Pick<RuleEvent, 'type' | 'tier'>) {
  const ofType = rules.filter((r) => r.type === event.type);
  return (
    // Stryker disable next-line ConditionalExpression: without a tier both finds look for the rule without one
    (event.tier !== undefined ? ofType.find((r) => r.tier === event.tier) : undefined) ??
    ofType.find((r) => r.tier === undefined)
  );
}

/**
 * The rule for an event. A gifted sub is a sub someone else paid for, so without a gifted-sub rule
 * of its own (for its tier or any tier) it counts under the sub rule: a streamer who wrote "a sub
 * adds 5 minutes" means gifts too, and a gift of 5 adding nothing surprised everyone.
 */
export function findRule(rules: readonly EventRule[], event: Pick<RuleEvent, 'type' | 'tier'>) {
  const own = findOwnRule(rules, event);
  if (own || event.type !== 'gift_sub') return own;
  return findOwnRule(rules, { type: 'sub', tier: event.tier });
}

const cents = (n: number) => BigInt(Math.round(n * 100));

/**
 * floor(A / perAmount × x × multiplier), exact: amounts and perAmount have at most two decimals, so
 * they are whole cents and the division is done on integers (4.99 × 60 s is 299 s, never 298).
 */
export function scaleByAmount(amount: number, perAmount: number, x: number, multiplier = 1): number {
  const num = cents(amount) * BigInt(x) * BigInt(multiplier);
  return Number(num / cents(perAmount));
}

export type RuleEffect =
  | { kind: 'seconds'; seconds: number; rule: EventRule }
  | { kind: 'value'; value: number; rule: EventRule }
  | { kind: 'none' };

/**
 * What an event adds under the rules: seconds for date and time counters, value for number
 * counters; none when no rule matches or the rule is for the other kind of counter.
 */
export function ruleEffect(
  rules: readonly EventRule[],
  event: RuleEvent,
  countdownType: 'number' | 'datetime',
  multiplier = 1,
): RuleEffect {
  const rule = findRule(rules, event);
  if (!rule) return { kind: 'none' };
  if (countdownType === 'datetime') {
    if (rule.seconds === undefined) return { kind: 'none' };
    return {
      kind: 'seconds',
      seconds: scaleByAmount(event.amount, rule.perAmount, rule.seconds, multiplier),
      rule,
    };
  }
  if (rule.value === undefined) return { kind: 'none' };
  return { kind: 'value', value: scaleByAmount(event.amount, rule.perAmount, rule.value, multiplier), rule };
}

/** The multiplier in force at `now`: the factor until its end, else 1. */
export function activeMultiplier(boost: { factor: number; until: number | null }, now: number): number {
  // Stryker disable next-line ConditionalExpression: skipping this check is the same, as now < null is false for any clock time
  if (boost.until === null) return 1;
  return now < boost.until ? boost.factor : 1;
}
