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
