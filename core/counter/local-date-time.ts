// Parsing of the form's local date-time strings ('YYYY-MM-DDTHH:mm' or with ':ss'), the value
// an <input type="datetime-local"> produces. No zone is implied: see time-zone.ts.

export interface LocalDateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// Returns null for malformed strings and for impossible dates such as 2026-02-30T10:00.
export function parseLocalDateTime(value: string): LocalDateTimeParts | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: month 0 or 13 has 0 days below, so the day check refuses it too
  if (month < 1 || month > 12) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, hour, minute, second };
}

export function isLocalDateTime(value: string): boolean {
  return parseLocalDateTime(value) !== null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

// The parts read as if they were UTC. setUTCFullYear avoids Date.UTC's 0..99 → 1900s mapping.
export function partsToNaiveUtcMs(parts: LocalDateTimeParts): number {
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour, parts.minute, parts.second, 0);
  return date.getTime();
}

export function formatLocalDateTime(parts: LocalDateTimeParts, withSeconds = false): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const base = `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
  return withSeconds ? `${base}:${pad(parts.second)}` : base;
}
