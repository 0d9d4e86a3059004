import type { AdminUser } from '@core/api/admin';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

// Dates come as ISO strings; a missing or broken one reads 'Unknown' (docs/product.md §2).
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** With the time of day: when a billing job is tried next, when an event happened. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateTimeFormat.format(date);
}

// Rows name a user by first name, else e-mail (docs/product.md §2).
export function shortName(user: Pick<AdminUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

// Picker options must tell same-named users apart, so they carry the e-mail too.
export function userOptionLabel(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = fullName(user);
  return name ? `${name} (${user.email})` : user.email;
}

export function formatMoney(value: string | number | null | undefined): string {
  const amount = Number(value);
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

// A search of one or two characters looks at the newest rows only (the server says how many):
// the admin must know that older matches are not missing but unsearched, and how to reach them.
export function shortSearchNote(noun: string, searchedNewest: number): string {
  return `Searches of one or two characters look only at the newest ${searchedNewest.toLocaleString('en-US')} ${noun}. Type 3 or more characters to search all ${noun}.`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A span in the largest unit that fits: "40 s", "12 min", "3 h", "2 days". */
function span(ms: number): string {
  if (ms < MINUTE) return `${Math.max(1, Math.round(ms / SECOND))} s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < 24 * HOUR) return `${Math.floor(ms / HOUR)} h`;
  const days = Math.floor(ms / (24 * HOUR));
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "12 min ago" for a time gone by (epoch ms), "just now" under 5 s. */
export function formatAgo(at: number, now: number): string {
  const ms = now - at;
  return ms < 5 * SECOND ? 'just now' : `${span(ms)} ago`;
}

/** "Now" when a platform lets the next call go already, else "in 4 min". */
export function formatUntil(at: number | null, now: number): string {
  return at === null || at <= now ? 'Now' : `in ${span(at - now)}`;
}
