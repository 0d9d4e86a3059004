import type { EventRule } from './event-rules';

// Ready-made rule sets, so a subathon or a goal is set up in a minute: the form fills its rows
// from one, and the streamer adjusts and saves. Each preset is valid under eventRulesSchema (the
// tests check), so saving one unchanged never meets a refusal.

export interface RulePreset {
  id: string;
  label: string;
  /** One line under the button: what it sets up. */
  summary: string;
  /** Date and time counters take seconds, number counters value. */
  countdownType: 'datetime' | 'number';
  rules: EventRule[];
}

const FIVE_MINUTES = 300;

/** One rule each for a sub, a resub and a gifted sub (without a tier: Prime included), alike. */
const everySub = (add: { seconds: number } | { value: number }): EventRule[] =>
  (['sub', 'resub', 'gift_sub'] as const).map((type) => ({ type, perAmount: 1, ...add }));

export const RULE_PRESETS: readonly RulePreset[] = [
  {
    id: 'standard-subathon',
    label: 'Standard subathon',
    summary: 'Sub, resub, gift and Prime +5 min; 100 bits +1 min; $1 +1 min',
    countdownType: 'datetime',
    rules: [
      // Without a tier, the sub rules cover tiers 1 to 3 and Prime alike.
      ...everySub({ seconds: FIVE_MINUTES }),
      { type: 'bits', perAmount: 100, seconds: 60 },
      { type: 'tip', perAmount: 1, seconds: 60 },
    ],
  },
  {
    id: 'subs-only',
    label: 'Subs only',
    summary: 'Sub, resub, gift and Prime +5 min; nothing else adds time',
    countdownType: 'datetime',
    rules: [...everySub({ seconds: FIVE_MINUTES })],
  },
  {
    id: 'sub-goal',
    label: 'Sub goal',
    summary: 'Every sub, resub, gift and Prime sub counts 1',
    countdownType: 'number',
    rules: [...everySub({ value: 1 })],
  },
  {
    id: 'support-goal',
    label: 'Support goal',
    summary: 'Subs count 5, every 100 bits 1, every $1 tipped 1 (a goal in dollars)',
    countdownType: 'number',
    rules: [
      ...everySub({ value: 5 }),
      { type: 'bits', perAmount: 100, value: 1 },
      { type: 'tip', perAmount: 1, value: 1 },
    ],
  },
];

/** The presets that fit a kind of counter. */
export const presetsFor = (countdownType: 'datetime' | 'number') =>
  RULE_PRESETS.filter((p) => p.countdownType === countdownType);
