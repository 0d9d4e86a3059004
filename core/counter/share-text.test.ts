import { describe, expect, it } from 'vitest';
import { describeCounter, describeTimeLeft } from './share-text';

const base = {
  countdownType: 'datetime' as const,
  title: 'Countdown to New Year',
  startNumber: 0,
  endNumber: 100,
  endDateTime: '2027-01-01T00:00',
  timeZone: 'UTC',
  completionMessage: 'Happy New Year!',
};

describe('share text', () => {
  it('says how long a countdown has left in its largest unit', () => {
    const now = Date.parse('2026-12-28T20:00:00Z'); // 3 days 4 hours before
    expect(describeCounter(base, now).title).toBe('Countdown to New Year — 3 days left');
    expect(describeCounter(base, now).description).toBe(
      'Countdown to New Year — 3 days left. A live countdown until 2027-01-01 00:00 (UTC), made with Countstream.',
    );
    expect(describeTimeLeft(3600)).toBe('1 hour left');
    expect(describeTimeLeft(119)).toBe('1 min left');
    expect(describeTimeLeft(1)).toBe('1 sec left');
  });

  it('uses the completion message once a countdown is over', () => {
    expect(describeCounter(base, Date.parse('2027-02-01T00:00:00Z')).title).toBe(
      'Countdown to New Year — Happy New Year!',
    );
  });

  it('says where a number counter stands', () => {
    const road = {
      ...base,
      countdownType: 'number' as const,
      title: 'Road to 1M',
      startNumber: 999_847,
      endNumber: 1_000_000,
    };
    expect(describeCounter(road, 0).title).toBe('Road to 1M — 999,847 of 1,000,000');
    expect(describeCounter({ ...road, title: '' }, 0).title).toBe('Counter — 999,847 of 1,000,000');
  });
});

describe('describeCounter in the counter language (issue #17)', () => {
  const launch = {
    countdownType: 'datetime' as const,
    title: 'Start',
    startNumber: 0,
    endNumber: 1,
    endDateTime: '2030-01-04T00:00',
    timeZone: 'UTC',
    completionMessage: '',
  };
  const now = Date.parse('2030-01-01T00:00:00Z');

  it('says the time left with the language plural word', () => {
    expect(describeCounter({ ...launch, locale: 'de' }, now).title).toBe('Start — 3 Tage');
    expect(describeCounter({ ...launch, locale: 'pl' }, now).title).toBe('Start — 3 dni');
    expect(describeCounter({ ...launch, locale: 'en' }, now).title).toBe('Start — 3 days left');
  });

  it('describes an evergreen timer as a new visitor sees it, without a fixed date', () => {
    const evergreen = describeCounter({ ...launch, timerMode: 'evergreen', evergreenMinutes: 90 }, now);
    expect(evergreen.title).toBe('Start — 1 hour left');
    expect(evergreen.description).not.toContain('until');
  });
});
