// How an event reads to people (issue 18): the control page's log and the embed's strip say the
// same thing the same way.

/** "+1h 5m", "+30s", "−2m": seconds added (or taken back) in the largest units that fit. */
export function formatAddedSeconds(total: number): string {
  const s = Math.abs(total);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = [h ? `${h}h` : '', m ? `${m}m` : '', rest || (!h && !m) ? `${rest}s` : ''].filter(Boolean);
  return `${total < 0 ? '−' : '+'}${parts.join(' ')}`;
}

// Chat commands are logged under their own name (source 'chat').
const CHAT_COMMANDS = new Set(['addtime', 'subtime', 'pause', 'resume']);
export const isChatControl = (type: string) => type === 'pause' || type === 'resume';

/** "sub tier 1 × 5", "bits × 500", "gift sub × 3", "!addtime". */
export function describeEventKind(e: { type: string; tier: string | null; amount: number }): string {
  if (CHAT_COMMANDS.has(e.type)) return `!${e.type}`;
  const tier = e.tier ? ` tier ${e.tier}` : '';
  return `${e.type.replace('_', ' ')}${tier} × ${e.amount}`;
}

/** What an event did: "+5m", "+10", with a happy-hour factor and what the cap refused. */
export function describeEventEffect(
  e: {
    type: string;
    addedSeconds: number;
    addedValue: number;
    cappedSeconds: number;
    multiplier: number;
    note: string | null;
  },
  isDatetime: boolean,
): string {
  if (isChatControl(e.type)) return e.type === 'pause' ? 'paused' : 'resumed';
  const main = isDatetime ? formatAddedSeconds(e.addedSeconds) : `+${e.addedValue}`;
  if (e.note === 'no_rule') return 'nothing added: no rule for this event';
  if (e.note === 'ended') return 'run had ended: nothing added';
  const capped = e.cappedSeconds > 0 ? ` (${formatAddedSeconds(e.cappedSeconds).slice(1)} over the cap)` : '';
  const boost = e.multiplier > 1 ? ` ×${e.multiplier}` : '';
  return `${main}${boost}${capped}`;
}
