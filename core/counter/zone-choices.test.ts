import { describe, expect, it } from 'vitest';
import { COMMON_ZONES, formatUtcOffset, listZoneChoices, searchZoneChoices } from './zone-choices';
import { zoneOffsetMinutes } from './zone-offset';

const JAN = Date.parse('2026-01-15T12:00:00Z');
const JUL = Date.parse('2026-07-15T12:00:00Z');
const ZONES = [
  'Africa/Abidjan',
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Europe/Berlin',
  'Europe/London',
  'Pacific/Chatham',
];

describe('zoneOffsetMinutes', () => {
  it('reads standard and summer time', () => {
    expect(zoneOffsetMinutes(JAN, 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(JUL, 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(JAN, 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(JUL, 'Europe/Berlin')).toBe(120);
  });

  it('keeps odd quarter and half hours', () => {
    expect(zoneOffsetMinutes(JAN, 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(JAN, 'Asia/Kathmandu')).toBe(345);
    expect(zoneOffsetMinutes(JAN, 'Pacific/Chatham')).toBe(825);
    expect(zoneOffsetMinutes(JAN, 'UTC')).toBe(0);
  });
});

describe('formatUtcOffset', () => {
  it('pads hours and minutes and signs every offset', () => {
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(-180)).toBe('UTC−03:00');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(825)).toBe('UTC+13:45');
    expect(formatUtcOffset(-570)).toBe('UTC−09:30');
  });
});

describe('listZoneChoices', () => {
  it('puts the common zones first in their own order, then the rest by offset', () => {
    const list = listZoneChoices(ZONES, JAN);
    const names = list.map((c) => c.name);
    const common = COMMON_ZONES.filter((z) => z === 'UTC' || ZONES.includes(z));
    expect(names.slice(0, common.length)).toEqual(common);
    const rest = list.slice(common.length);
    expect(rest.every((c) => !c.common)).toBe(true);
    const offsets = rest.map((c) => c.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(rest.map((c) => c.name)).toEqual([
      'America/Argentina/Buenos_Aires',
      'Africa/Abidjan',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ]);
  });

  it('labels each zone with its city, region and offset at the instant asked', () => {
    const ny = (at: number) => listZoneChoices(ZONES, at).find((c) => c.name === 'America/New_York')!;
    expect(ny(JAN)).toMatchObject({ city: 'New York', region: 'America', offset: 'UTC−05:00', common: true });
    expect(ny(JUL).offset).toBe('UTC−04:00');
    const ba = listZoneChoices(ZONES, JAN).find((c) => c.name === 'America/Argentina/Buenos_Aires')!;
    expect(ba).toMatchObject({ city: 'Argentina · Buenos Aires', region: 'America', common: false });
  });

  it("lists an engine's old spelling under today's name", () => {
    const list = listZoneChoices(['Asia/Calcutta', 'Europe/Kiev'], JAN);
    expect(list.map((c) => c.name)).toEqual(['UTC', 'Asia/Kolkata', 'Europe/Kyiv']);
    expect(list[1]).toMatchObject({ common: true, offset: 'UTC+05:30' });
  });

  it('always holds UTC and the selected zone, once', () => {
    const list = listZoneChoices(['Asia/Tokyo'], JAN, 'Asia/Kathmandu');
    expect(list.map((c) => c.name).sort()).toEqual(['Asia/Kathmandu', 'Asia/Tokyo', 'UTC']);
    expect(listZoneChoices(['UTC', 'UTC'], JAN, 'UTC')).toHaveLength(1);
  });
});

describe('searchZoneChoices', () => {
  const list = listZoneChoices(ZONES, JAN);
  const names = (query: string) => searchZoneChoices(list, query).map((c) => c.name);

  it('finds cities by any part of their name, ignoring case, accents and underscores', () => {
    expect(names('new york')).toEqual(['America/New_York']);
    expect(names('NEW_YORK')).toEqual(['America/New_York']);
    expect(names('são')).toEqual(['America/Sao_Paulo']);
    expect(names('buenos')).toEqual(['America/Argentina/Buenos_Aires']);
  });

  it('needs every word, in any field', () => {
    expect(names('europe ber')).toEqual(['Europe/Berlin']);
    expect(names('asia kath')).toEqual(['Asia/Kathmandu']);
    expect(names('asia tok')).toEqual(['Asia/Tokyo']);
  });

  it('finds zones by offset however it is typed', () => {
    for (const q of ['+5:30', 'utc+5:30', 'UTC +0530', 'gmt+05:30'])
      expect(names(q)).toEqual(['Asia/Kolkata']);
    expect(names('-5')).toEqual(['America/New_York']);
    expect(names('−3')).toEqual(['America/Sao_Paulo', 'America/Argentina/Buenos_Aires']);
    expect(names('+0')).toEqual(['UTC', 'Europe/London', 'Africa/Abidjan']);
  });

  it('lists cities that start with the query before those that only contain it', () => {
    const zones = listZoneChoices(['America/Santiago', 'Asia/Tokyo', 'America/Los_Angeles'], JAN);
    expect(searchZoneChoices(zones, 'lo').map((c) => c.name)[0]).toBe('America/Los_Angeles');
    expect(searchZoneChoices(zones, 'san').map((c) => c.name)).toEqual(['America/Santiago']);
    expect(searchZoneChoices(zones, 'to').map((c) => c.name)).toEqual(['Asia/Tokyo']);
  });

  it('returns everything for an empty query and nothing for nonsense', () => {
    expect(names('  ')).toHaveLength(list.length);
    expect(names('atlantis')).toEqual([]);
    // Every offset reads 'UTC…': the word finds the zone, not the whole list.
    expect(names('utc')).toEqual(['UTC']);
  });
});
