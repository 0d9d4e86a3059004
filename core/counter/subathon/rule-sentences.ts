import { type EventRuleInput, type EventType, findRule, SUB_TIERS, type SubTier } from './event-rules';

// Event rules read as sentences ("Every 1 sub adds 5 min"), so a streamer checks what a rule does
// without doing arithmetic; the rules form and its tests say the same thing the same way.

/** "5 min", "1 min 30 s", "1 h 5 min", "45 s", "0 s": a rule's time in the largest units that fit. */
export function formatRuleDuration(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s ? `${s} s` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 s';
}

/** Whole minutes and the seconds left over, for the form's two inputs. */
export function splitRuleSeconds(totalSeconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

// What the amount of each type counts, singular and plural.
const NOUNS: Record<EventType, [string, string]> = {
  sub: ['sub', 'subs'],
  resub: ['resub', 'resubs'],
  gift_sub: ['gifted sub', 'gifted subs'],
  bits: ['bit', 'bits'],
  follow: ['follow', 'follows'],
  raid: ['raider', 'raiders'],
  tip: ['', ''],
  member: ['membership', 'memberships'],
  superchat: ['', ''],
  custom: ['custom event', 'custom events'],
};
const TIERED = new Set<EventType>(['sub', 'resub', 'gift_sub']);

const tierWord = (tier: SubTier) => (tier === 'prime' ? 'Prime' : `tier ${tier}`);

/** "1 sub", "100 bits", "$1 tipped", "1 tier 3 sub": what a rule's amount is, in words. */
export function describeRuleAmount(type: EventType, perAmount: number, tier?: SubTier): string {
  if (type === 'tip') return `$${perAmount} tipped`;
  if (type === 'superchat') return `$${perAmount} in Super Chats`;
  const [one, many] = NOUNS[type];
  const noun = perAmount === 1 ? one : many;
  return `${perAmount} ${tier ? `${tierWord(tier)} ` : ''}${noun}`;
}

/**
 * A rule as a sentence: "Every 1 sub adds 5 min", "Every 100 bits adds 1 min", "Every 1 sub adds
 * 1" (number counters). A sub-like rule without a tier says it covers every tier, and a sub rule
 * says it also counts gifts when no gifted-sub rule of their own is given.
 */
export function describeRule(
  rule: EventRuleInput,
  isDatetime: boolean,
  rules: readonly EventRuleInput[] = [rule],
): string {
  const per = rule.perAmount ?? 1;
  const adds = isDatetime
    ? formatRuleDuration(rule.seconds ?? 0)
    : `${(rule.value ?? 0).toLocaleString('en-US')} to the count`;
  const notes: string[] = [];
  if (TIERED.has(rule.type) && rule.tier === undefined) notes.push('any tier, Prime included');
  if (rule.type === 'sub' && !rules.some((r) => r.type === 'gift_sub'))
    notes.push(`${rule.tier ? `${tierWord(rule.tier)} ` : ''}gifted subs too`);
  const tail = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  return `Every ${describeRuleAmount(rule.type, per, rule.tier)} adds ${adds}${tail}`;
}

// The events most streams get; a subathon without a rule for one of them silently ignores it.
const COMMON: { type: EventType; tiered: boolean; label: string }[] = [
  { type: 'sub', tiered: true, label: 'subs' },
  { type: 'resub', tiered: true, label: 'resubs' },
  { type: 'gift_sub', tiered: true, label: 'gifted subs' },
  { type: 'bits', tiered: false, label: 'bits' },
];

/**
 * The common events that would add nothing under these rules ("resubs", "Prime gifted subs"): a
 * type with no rule at all is named alone; a type covered for some tiers only names the missing
 * tiers. Rules for the other kind of counter (value on a countdown) count as no rule.
 */
export function findUncoveredEvents(rules: readonly EventRuleInput[], isDatetime: boolean): string[] {
  const usable = rules
    .filter((r) => (isDatetime ? r.seconds !== undefined : r.value !== undefined))
    .map((r) => ({ ...r, perAmount: r.perAmount ?? 1 }));
  const missing: string[] = [];
  for (const { type, tiered, label } of COMMON) {
    if (!tiered) {
      if (!findRule(usable, { type })) missing.push(label);
      continue;
    }
    const tiers = SUB_TIERS.filter((tier) => !findRule(usable, { type, tier }));
    if (tiers.length === SUB_TIERS.length) missing.push(label);
    else if (tiers.length > 0) missing.push(`${joinWords(tiers.map(tierWord))} ${label}`);
  }
  return missing;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
