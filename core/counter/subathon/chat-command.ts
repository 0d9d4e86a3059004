// Chat commands for subathons (issue 18): `!addtime 5m`, `!subtime 2m`, `!pause`, `!resume`,
// `!timer`, with a configurable prefix. Only the broadcaster and moderators may use them.

export type ChatCommand =
  | { command: 'addtime' | 'subtime'; ms: number }
  | { command: 'pause' | 'resume' | 'timer' };

// Up to a day per command: a typo ("!addtime 500h") must not wreck a subathon.
export const MAX_CHAT_TIME_MS = 86_400_000;

/** "5m", "90s", "1h30m", "2" (minutes) → milliseconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^\d{1,4}$/.test(t)) return Number(t) * 60_000;
  const m = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(t);
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a match without any part is 0 ms, which the range check below refuses as well
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  const ms = (Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)) * 1000;
  return ms > 0 && ms <= MAX_CHAT_TIME_MS ? ms : null;
}

/** The command in a chat message, or null for any other message (or a malformed command). */
export function parseChatCommand(text: string, prefix: string): ChatCommand | null {
  const trimmed = text.trim();
  if (!prefix || !trimmed.startsWith(prefix)) return null;
  // Stryker disable next-line StringLiteral: split() always gives a name, and a missing argument fails parseDuration whatever its default
  const [name = '', arg = '', ...rest] = trimmed.slice(prefix.length).split(/\s+/);
  const command = name.toLowerCase();
  if (command === 'addtime' || command === 'subtime') {
    if (rest.length > 0) return null;
    const ms = parseDuration(arg);
    return ms === null ? null : { command, ms };
  }
  if (command === 'pause' || command === 'resume' || command === 'timer') return { command };
  return null;
}

/** Twitch badges (set_id) that may command the timer. */
export function mayCommand(badges: readonly { set_id: string }[]): boolean {
  return badges.some((b) => b.set_id === 'broadcaster' || b.set_id === 'moderator');
}
