import type { CounterSource } from './counter-source-schema';
import type { LiveSourcePlatform } from './platforms';

// A counter following two accounts can show them side by side instead of their sum
// (settings.liveDisplay 'versus'): each side's count under its own label, and the gap between them.
// No zod here: the live-count display imports this, and the settings schema takes its words from it.

export const LIVE_DISPLAYS = ['sum', 'versus'] as const;
export type LiveDisplay = (typeof LIVE_DISPLAYS)[number];

/** Versus compares two accounts, no more and no fewer. */
export const VERSUS_SOURCES = 2;
export const VERSUS_LABEL_MAX = 40;
export const VERSUS_MESSAGES = {
  sources: 'Versus compares exactly two accounts: follow two, or show their sum.',
  label: `A side's label can be at most ${VERSUS_LABEL_MAX} characters`,
  labels: 'Versus labels are two texts, one for each side',
  display: 'Show must be the sum or versus',
} as const;

export interface VersusSide {
  /** The creator's label for the side, else the account's name on its platform. */
  label: string;
  platform: LiveSourcePlatform;
  /** Its count, or null when there is none to show (hidden, or not read yet). */
  value: number | null;
}

export interface Versus {
  sides: [VersusSide, VersusSide];
  /** The side ahead (0 or 1); null on a tie, or when a side has no count to show. */
  leader: 0 | 1 | null;
  /** How far ahead the leader is (0 on a tie); null when a side has no count to show. */
  gap: number | null;
  /** A side's count is rounded by its platform, so the gap between them is only approximate. */
  rounded: boolean;
  /**
   * The count the goal, its bar and its milestones follow: the higher of the shown counts (the first
   * side to reach the goal completes it); null when neither side has a count to show.
   */
  lead: number | null;
}

/**
 * The two sides of a versus display, in the order the creator listed the accounts. Null unless the
 * counter follows exactly two. A side without a count leaves no gap and no leader: either would give
 * a hidden count away (a hidden count hides the sum for the same reason, sum-source.ts).
 */
export function versusOf(
  source: CounterSource | undefined,
  labels: readonly string[] | undefined,
): Versus | null {
  if (source?.parts.length !== VERSUS_SOURCES) return null;
  const [a, b] = source.parts.map(
    (part, i): VersusSide => ({
      label: labels?.[i]?.trim() || part.displayName,
      platform: part.platform,
      value: part.precision === 'exact' || part.precision === 'rounded' ? part.value : null,
    }),
  ) as [VersusSide, VersusSide];
  const rounded = source.parts.some((part) => part.precision === 'rounded');
  if (a.value === null || b.value === null)
    return { sides: [a, b], leader: null, gap: null, rounded, lead: a.value ?? b.value };
  const leader = a.value === b.value ? null : a.value > b.value ? 0 : 1;
  return {
    sides: [a, b],
    leader,
    gap: Math.abs(a.value - b.value),
    rounded,
    lead: Math.max(a.value, b.value),
  };
}

/** Whether the settings ask for a versus display and follow exactly the two accounts it needs. */
export function versusAllowed(s: { liveDisplay?: LiveDisplay; liveSources?: readonly unknown[] }): boolean {
  return s.liveDisplay !== 'versus' || s.liveSources === undefined || s.liveSources.length === VERSUS_SOURCES;
}

/** Shown for a side with no count to show (hidden, or not read yet), as a sum's placeholder. */
export const VERSUS_NO_COUNT = '—';

/** The gap as shown under the sides: '+134', '0' on a tie, '≈+1.2K' when a side is rounded. */
export function versusGapText(gap: number, rounded: boolean, format: (n: number) => string): string {
  return `${rounded ? '≈' : ''}${gap > 0 ? '+' : ''}${format(gap)}`;
}

/** The two sides by name, 'Alice vs Bob': what a still that outlives its counts says (an e-mail image's alt). */
export function versusNames(versus: Versus): string {
  return versus.sides.map((side) => side.label).join(' vs ');
}

/** Each side's label and count, 'Alice: 1,234, Bob: 1,100': a page title's state, and the start of describeVersus. */
export function versusScore(versus: Versus, format: (n: number) => string): string {
  return versus.sides
    .map((side) => `${side.label}: ${side.value === null ? 'no count' : format(side.value)}`)
    .join(', ');
}

/**
 * Both sides and who leads, in words: the viewer's text for assistive tech and its live region, and
 * what a shared link and its card say. `format` writes a count as the caller shows numbers.
 */
export function describeVersus(versus: Versus, format: (n: number) => string): string {
  const { sides, leader, gap, rounded } = versus;
  const lead =
    leader !== null && gap !== null
      ? ` ${sides[leader].label} leads by ${versusGapText(gap, rounded, format)}.`
      : gap === 0
        ? ' Tied.'
        : '';
  return `${versusScore(versus, format)}.${lead}`;
}
