import { zoneOffsetMinutes } from './zone-offset';

// The time-zone picker's list: every zone with its UTC offset at a given instant, the zones most
// counters use first, and a search that finds a zone by city, region or offset. Pure (the instant
// is passed in), so the same list comes out in the form, the tests and the server.

/** The zones people pick most, shown first (a rough walk around the world, west to east). */
export const COMMON_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Jakarta',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

export interface ZoneChoice {
  /** The IANA name, what the counter stores. */
  name: string;
  /** 'New York' from 'America/New_York'; 'Argentina · Buenos Aires' for deeper names. */
  city: string;
  /** 'America', 'Europe'…; empty for names without a region ('UTC'). */
  region: string;
  /** Wall clock minus UTC at the instant asked, in minutes. */
  offsetMinutes: number;
  /** 'UTC+05:30', 'UTC−03:00', 'UTC+00:00'. */
  offset: string;
  common: boolean;
}

/** 'UTC+05:30' for 330, 'UTC−03:00' for −180 (a true minus sign, as clocks print it). */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const mins = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${mins}`;
}

function splitName(name: string): { region: string; city: string } {
  const parts = name.split('/');
  if (parts.length === 1) return { region: '', city: name.replaceAll('_', ' ') };
  return {
    region: parts[0]!.replaceAll('_', ' '),
    city: parts.slice(1).join(' · ').replaceAll('_', ' '),
  };
}

const COMMON = new Set<string>(COMMON_ZONES);

// Old spellings some engines still list (Chromium's Intl knows 'Asia/Calcutta', not 'Asia/Kolkata'):
// listed under today's name, so the picker has one entry per place and the common zones are found.
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/**
 * One choice per zone at instant `now`: the common zones first in their own order, then the rest
 * by offset and name. `zones` is what the engine knows (Intl.supportedValuesOf); a common zone it
 * lacks is left out, and `selected` is always present so a stored zone never silently changes.
 */
export function listZoneChoices(zones: readonly string[], now: number, selected?: string): ZoneChoice[] {
  const names = new Set(zones.map((name) => RENAMED[name] ?? name));
  if (selected) names.add(selected);
  // Engines list 'UTC' under other names or not at all; it is the one zone everyone expects.
  names.add('UTC');
  const choice = (name: string): ZoneChoice => {
    const offsetMinutes = zoneOffsetMinutes(now, name);
    return {
      name,
      ...splitName(name),
      offsetMinutes,
      offset: formatUtcOffset(offsetMinutes),
      common: COMMON.has(name),
    };
  };
  const common = COMMON_ZONES.filter((name) => names.has(name)).map(choice);
  const rest = [...names]
    .filter((name) => !COMMON.has(name))
    .map(choice)
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
  return [...common, ...rest];
}

// Offsets typed as 'utc+5:30', '+0530', 'gmt-3', '+9': sign, hours, optional minutes.
const OFFSET_QUERY = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/;

function queryOffset(query: string): number | null {
  const match = OFFSET_QUERY.exec(query);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '+' ? minutes : -minutes;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('_', ' ');

/**
 * The choices a typed query finds: an offset ('+5:30', 'UTC-3') finds the zones at that offset;
 * words find zones whose name, city or region contain each of them ('new york', 'europe ber').
 * Cities that start with the query come before those that merely contain it; the list's own order
 * holds within each group. An empty query finds everything.
 */
export function searchZoneChoices(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const q = fold(query.trim());
  if (q === '') return [...choices];
  const offset = queryOffset(q);
  if (offset !== null) return choices.filter((c) => c.offsetMinutes === offset);
  const words = q.split(/\s+/);
  const found = choices.filter((c) => {
    const haystack = fold(`${c.name} ${c.city} ${c.region}`);
    return words.every((word) => haystack.includes(word));
  });
  const starts = found.filter((c) => fold(c.city).startsWith(q));
  return [...starts, ...found.filter((c) => !starts.includes(c))];
}
