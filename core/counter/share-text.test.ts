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

describe('share text: the unit boundaries and the fallbacks', () => {
  it('moves to the larger unit exactly at a whole day, hour and minute', () => {
    expect(describeTimeLeft(86_400)).toBe('1 day left');
    expect(describeTimeLeft(86_399)).toBe('23 hours left');
    expect(describeTimeLeft(3599)).toBe('59 mins left');
    expect(describeTimeLeft(60)).toBe('1 min left');
    expect(describeTimeLeft(59)).toBe('59 secs left');
  });

  it('says the largest unit in the counter language too', () => {
    const end = Date.parse('2030-01-04T00:00:00Z');
    const german = { ...base, title: 'Start', endDateTime: '2030-01-04T00:00', locale: 'de' as const };
    const at = (secondsLeft: number) => describeCounter(german, end - secondsLeft * 1000).title;
    expect(at(86_400)).toBe('Start — 1 Tag');
    expect(at(86_399)).toBe('Start — 23 Stunden');
    expect(at(3600)).toBe('Start — 1 Stunde');
    expect(at(3599)).toBe('Start — 59 Minuten');
    expect(at(60)).toBe('Start — 1 Minute');
    expect(at(59)).toBe('Start — 59 Sekunden');
  });

  it('trims the names the owner typed, and names an untitled countdown', () => {
    const now = Date.parse('2026-12-28T20:00:00Z');
    expect(describeCounter({ ...base, title: '  Launch  ' }, now).title).toBe('Launch — 3 days left');
    expect(describeCounter({ ...base, title: '   ' }, now).title).toBe('Countdown — 3 days left');
    const over = Date.parse('2027-02-01T00:00:00Z');
    expect(describeCounter({ ...base, completionMessage: '  We are live  ' }, over).title).toBe(
      'Countdown to New Year — We are live',
    );
    expect(describeCounter({ ...base, completionMessage: '  ' }, over).title).toBe(
      'Countdown to New Year — Complete',
    );
  });

  it('counts nothing left once a counting-up timer is past its end', () => {
    // Overtime shows time since the end on the face; a link preview says the countdown is over.
    const overtime = { ...base, afterZero: 'count-up' as const };
    expect(describeCounter(overtime, Date.parse('2027-01-01T02:00:00Z')).title).toBe(
      'Countdown to New Year — Happy New Year!',
    );
  });

  it('leaves the date out when there is none to give', () => {
    const undated = describeCounter({ ...base, endDateTime: '' }, Date.parse('2026-12-28T20:00:00Z'));
    expect(undated.description).toBe(
      'Countdown to New Year — Happy New Year!. A live countdown, made with Countstream.',
    );
    const evergreen = describeCounter(
      { ...base, title: 'Offer', timerMode: 'evergreen', evergreenMinutes: 90 },
      Date.parse('2026-12-28T20:00:00Z'),
    );
    expect(evergreen.description).toBe('Offer — 1 hour left. A live countdown, made with Countstream.');
  });

  it('describes a number counter in full', () => {
    const road = {
      ...base,
      countdownType: 'number' as const,
      title: 'Road to 1M',
      startNumber: 5,
      endNumber: 1_000_000,
    };
    expect(describeCounter(road, 0).description).toBe(
      'Road to 1M — 5 of 1,000,000. A live counter, made with Countstream.',
    );
  });
});
