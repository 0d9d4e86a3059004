import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLocalDateTime } from './local-date-time';
import { instantToZonedLocal, isValidTimeZone, zonedLocalToInstant } from './time-zone';

const at = (iso: string) => Date.parse(iso);

describe('isValidTimeZone', () => {
  it('accepts IANA names and rejects everything else', () => {
    for (const zone of ['UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      expect(isValidTimeZone(zone)).toBe(true);
    }
    for (const zone of [
      '',
      'Mars/Olympus',
      'Europe/Londn',
      '+05:30',
      'not a zone',
      'UTC; DROP',
      'x'.repeat(80),
    ]) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
  });
});

describe('zonedLocalToInstant', () => {
  it.each([
    ['UTC', '2026-01-15T10:00', '2026-01-15T10:00:00Z'],
    ['UTC', '2026-01-15T10:00:30', '2026-01-15T10:00:30Z'],
    ['Asia/Kolkata', '2026-01-15T10:00', '2026-01-15T04:30:00Z'],
    ['Europe/London', '2026-01-15T10:00', '2026-01-15T10:00:00Z'],
    ['Europe/London', '2026-07-01T12:00', '2026-07-01T11:00:00Z'],
    ['America/New_York', '2026-03-08T01:59', '2026-03-08T06:59:00Z'],
    ['America/New_York', '2026-03-08T03:00', '2026-03-08T07:00:00Z'],
    ['America/New_York', '2026-11-01T00:30', '2026-11-01T04:30:00Z'],
    ['America/New_York', '2026-11-01T02:00', '2026-11-01T07:00:00Z'],
    ['Pacific/Chatham', '2026-07-01T12:00', '2026-06-30T23:15:00Z'],
    ['Pacific/Chatham', '2026-01-01T00:00', '2025-12-31T10:15:00Z'],
  ])('%s %s is %s', (zone, local, iso) => {
    expect(zonedLocalToInstant(local, zone)).toBe(at(iso));
  });

  it('moves a time skipped by spring-forward forward by the gap', () => {
    // New York skips 02:00–02:59 on 2026-03-08; 02:30 becomes 03:30 EDT.
    expect(zonedLocalToInstant('2026-03-08T02:30', 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'));
    expect(zonedLocalToInstant('2026-03-29T01:30', 'Europe/London')).toBe(at('2026-03-29T01:30:00Z'));
    // Chatham springs from 02:45 to 03:45.
    expect(zonedLocalToInstant('2026-09-27T03:00', 'Pacific/Chatham')).toBe(at('2026-09-26T14:15:00Z'));
  });

  it('takes the earlier instant for a time repeated by fall-back', () => {
    expect(zonedLocalToInstant('2026-11-01T01:30', 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'));
    expect(zonedLocalToInstant('2026-10-25T01:30', 'Europe/London')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('throws RangeError for bad input', () => {
    expect(() => zonedLocalToInstant('2026-02-30T10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedLocalToInstant('tomorrow', 'UTC')).toThrow(RangeError);
    expect(() => zonedLocalToInstant('2026-01-01T00:00', 'Nowhere/City')).toThrow(RangeError);
  });
});

describe('instantToZonedLocal', () => {
  it('formats wall-clock minutes in the zone', () => {
    expect(instantToZonedLocal(at('2026-03-08T07:30:59Z'), 'America/New_York')).toBe('2026-03-08T03:30');
    expect(instantToZonedLocal(at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30');
    expect(instantToZonedLocal(at('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-01T05:30');
    expect(instantToZonedLocal(at('2025-12-31T23:59:00Z'), 'UTC')).toBe('2025-12-31T23:59');
  });
});

const zones = fc.constantFrom(
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
  'Asia/Tokyo',
);
const minuteInstants = fc
  .integer({ min: 946_684_800_000 / 60_000, max: 2_208_988_800_000 / 60_000 })
  .map((m) => m * 60_000);

describe('time-zone round trips (property)', () => {
  it('instant → local → instant returns the instant, or the earlier twin of a repeated hour', () => {
    fc.assert(
      fc.property(minuteInstants, zones, (t, zone) => {
        const local = instantToZonedLocal(t, zone);
        const back = zonedLocalToInstant(local, zone);
        expect(instantToZonedLocal(back, zone)).toBe(local);
        expect(back).toBeLessThanOrEqual(t);
        expect(t - back).toBeLessThanOrEqual(2 * 3600_000);
      }),
      { numRuns: 500 },
    );
  });

  it('local → instant → local is the identity, except inside a gap, which moves forward', () => {
    fc.assert(
      fc.property(minuteInstants, zones, (t, zone) => {
        // Any wall time, including ones a zone skips.
        const local = new Date(t).toISOString().slice(0, 16);
        const instant = zonedLocalToInstant(local, zone);
        const again = instantToZonedLocal(instant, zone);
        const wall = (s: string) => Date.parse(`${s}:00Z`);
        expect(wall(again)).toBeGreaterThanOrEqual(wall(local));
        expect(wall(again) - wall(local)).toBeLessThanOrEqual(2 * 3600_000);
        expect(parseLocalDateTime(again)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('time zone errors and formatters', () => {
  afterEach(() => vi.restoreAllMocks());
  // The real constructor, for the spy to build with.
  const RealDateTimeFormat = Intl.DateTimeFormat;

  it('says which input was bad', () => {
    expect(() => zonedLocalToInstant('tomorrow', 'UTC')).toThrow('Invalid local date-time: tomorrow');
    expect(() => zonedLocalToInstant('2026-01-01T00:00', 'Nowhere/City')).toThrow(
      'Invalid time zone: Nowhere/City',
    );
    // An offset is refused as a zone even where Intl itself would take it.
    expect(() => zonedLocalToInstant('2026-01-01T00:00', '+05:30')).toThrow('Invalid time zone: +05:30');
  });

  it('builds one formatter per zone and reuses it', async () => {
    // Every countdown frame converts through the zone's formatter; building one is the slow part.
    vi.resetModules();
    const fresh = await import('./time-zone');
    // A plain function, not an arrow one: the code under test calls it with new.
    function build(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      return new RealDateTimeFormat(...args);
    }
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(build);
    expect(fresh.instantToZonedLocal(at('2026-01-01T00:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-01T09:00');
    expect(fresh.zonedLocalToInstant('2026-01-01T09:00', 'Asia/Tokyo')).toBe(at('2026-01-01T00:00:00Z'));
    expect(fresh.isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
