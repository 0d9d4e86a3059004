import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterBodySchema, counterSettingsSchema, emailEndText, SETTINGS_MESSAGES } from './settings';
import { createFormDefaults } from './settings-defaults';
import { ANIMATION_STYLES, FONT_STYLES, GRADIENT_DIRECTIONS, ICON_POSITIONS } from './settings-options';

const valid = createFormDefaults(new Date('2026-05-01T12:00:00Z'), 'Europe/London');

// The first message zod reports for one changed field.
function messageFor(patch: Record<string, unknown>): string | undefined {
  const result = counterSettingsSchema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('counterSettingsSchema', () => {
  it('accepts the form defaults', () => {
    expect(counterSettingsSchema.parse(valid)).toEqual(valid);
  });

  it('rejects unknown fields', () => {
    expect(counterSettingsSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });

  it('requires a title, trimmed', () => {
    expect(messageFor({ title: '' })).toBe('Title is required');
    expect(messageFor({ title: '   ' })).toBe('Title is required');
    expect(messageFor({ title: undefined })).toBe('Title is required');
    expect(messageFor({ title: 'x'.repeat(121) })).toBe(SETTINGS_MESSAGES.titleTooLong);
    expect(counterSettingsSchema.parse({ ...valid, title: '  Hi  ' }).title).toBe('Hi');
  });

  it('limits the numbers as the product says', () => {
    expect(messageFor({ startNumber: -1 })).toBeUndefined();
    expect(messageFor({ endNumber: -1e15, startNumber: 0 })).toBeUndefined();
    expect(messageFor({ startNumber: 1.5 })).toBe(
      'Start number must be a whole number: set Decimals in the number format to use decimal places',
    );
    expect(messageFor({ endNumber: Number.POSITIVE_INFINITY })).toBe(SETTINGS_MESSAGES.endNumber);
    expect(messageFor({ endNumber: 2e15 })).toBe(
      'End number must be at most 1,000,000,000,000,000 either side of zero',
    );
    expect(messageFor({ endNumber: -2e15 })).toBe(
      'End number must be at most 1,000,000,000,000,000 either side of zero',
    );
    expect(messageFor({ endNumber: 1e15, startNumber: 0 })).toBeUndefined();
    expect(messageFor({ speed: 99 })).toBe(SETTINGS_MESSAGES.speed);
    expect(messageFor({ speed: 5001 })).toBe(SETTINGS_MESSAGES.speed);
    expect(messageFor({ speed: 100 })).toBeUndefined();
    expect(messageFor({ speed: 5000 })).toBeUndefined();
    expect(messageFor({ numberIncrement: 0 })).toBe(SETTINGS_MESSAGES.numberIncrement);
    expect(messageFor({ numberIncrement: -1 })).toBe(SETTINGS_MESSAGES.numberIncrement);
    expect(messageFor({ randomMin: 0 })).toBe(SETTINGS_MESSAGES.randomMin);
    expect(messageFor({ randomMax: 0 })).toBe(SETTINGS_MESSAGES.randomMax);
    expect(messageFor({ speed: '1000' })).toBe(SETTINGS_MESSAGES.speed);
  });

  it('takes negative and decimal numbers with the places of the Decimals format, milestones too', () => {
    const signed = { countdownType: 'number', startNumber: -10.5, endNumber: 10, decimals: 1 };
    expect(messageFor(signed)).toBeUndefined();
    expect(messageFor({ ...signed, numberIncrement: 0.5 })).toBeUndefined();
    expect(messageFor({ ...signed, startNumber: 1.23 })).toBe(
      'Start number can have at most 1 decimal place (the Decimals format)',
    );
    expect(messageFor({ ...signed, numberIncrement: 0.25 })).toBe(
      'Increment can have at most 1 decimal place (the Decimals format)',
    );
    const live = { ...signed, synced: true };
    expect(messageFor({ ...live, milestones: [{ value: -2.5, message: 'Halfway' }] })).toBeUndefined();
    const refused = counterSettingsSchema.safeParse({
      ...valid,
      ...live,
      milestones: [{ value: -2.55, message: 'Halfway' }],
    });
    expect(refused.error?.issues[0]).toMatchObject({
      message: 'Milestone value can have at most 1 decimal place (the Decimals format)',
      path: ['milestones', 0, 'value'],
    });
    // A countdown's hidden number fields are not held to a format it does not show.
    expect(messageFor({ countdownType: 'datetime', startNumber: 1.5 })).toBeUndefined();
  });

  it('requires randomMax >= randomMin while random increments are on', () => {
    const result = counterSettingsSchema.safeParse({
      ...valid,
      useRandomIncrement: true,
      randomMin: 6,
      randomMax: 5,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Maximum must be at least the minimum',
      path: ['randomMax'],
    });
    expect(messageFor({ useRandomIncrement: true, randomMin: 5, randomMax: 5 })).toBeUndefined();
    expect(messageFor({ useRandomIncrement: false, randomMin: 6, randomMax: 5 })).toBeUndefined();
  });

  it('checks colours as # plus 6 hex digits', () => {
    for (const field of [
      'backgroundColor',
      'gradientStart',
      'gradientEnd',
      'textColor',
      'counterColor',
      'titleColor',
      'iconColor',
    ]) {
      for (const bad of ['#fff', 'ffffff', '#gggggg', '#1234567', 'red', '']) {
        expect(messageFor({ [field]: bad })).toBe('Colour must be # followed by 6 hex digits');
      }
      expect(messageFor({ [field]: '#A1b2C3' })).toBeUndefined();
    }
  });

  it('accepts exactly the listed option values', () => {
    for (const d of GRADIENT_DIRECTIONS) expect(messageFor({ gradientDirection: d })).toBeUndefined();
    for (const f of FONT_STYLES) expect(messageFor({ fontStyle: f })).toBeUndefined();
    for (const a of ANIMATION_STYLES) expect(messageFor({ animationStyle: a })).toBeUndefined();
    for (const p of ICON_POSITIONS) expect(messageFor({ iconPosition: p })).toBeUndefined();
    const wrong = {
      countdownType: 'timer',
      gradientDirection: '30deg',
      fontStyle: 'Orbitron',
      animationStyle: 'digitRoll',
      numberStyle: 'bold',
      socialIcon: 'myspace',
      iconPosition: 'center',
      backgroundType: 'image',
    };
    for (const [field, value] of Object.entries(wrong)) {
      // Refused, and for that field: the first issue's path names it.
      const result = counterSettingsSchema.safeParse({ ...valid, [field]: value });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path, field).toEqual([field]);
    }
  });

  it('validates the end date-time and the IANA time zone', () => {
    expect(messageFor({ endDateTime: '2026-12-31T23:59:59' })).toBeUndefined();
    for (const bad of [
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-01-01 10:00',
      '2026-01-01T24:00',
      'soon',
    ]) {
      expect(messageFor({ endDateTime: bad })).toBe(SETTINGS_MESSAGES.endDateTime);
    }
    expect(messageFor({ endDateTime: '2028-02-29T00:00' })).toBeUndefined();
    expect(messageFor({ endDateTime: '2027-02-29T00:00' })).toBe(SETTINGS_MESSAGES.endDateTime);
    expect(messageFor({ timeZone: 'Mars/Base' })).toBe(SETTINGS_MESSAGES.timeZone);
    expect(messageFor({ timeZone: 'Pacific/Chatham' })).toBeUndefined();
  });

  it('limits the completion message and allows it empty', () => {
    expect(messageFor({ completionMessage: '' })).toBeUndefined();
    expect(messageFor({ completionMessage: 'x'.repeat(201) })).toBe(
      SETTINGS_MESSAGES.completionMessageTooLong,
    );
  });

  it('accepts only https avatar links', () => {
    expect(messageFor({ avatarUrl: 'https://cdn.example.com/me.png' })).toBeUndefined();
    expect(messageFor({ avatarUrl: '' })).toBeUndefined();
    for (const bad of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'me.png',
    ]) {
      expect(messageFor({ avatarUrl: bad })).toBe(SETTINGS_MESSAGES.avatarUrl);
    }
    expect(messageFor({ avatarUrl: `https://e.com/${'a'.repeat(2040)}` })).toBe(
      SETTINGS_MESSAGES.avatarUrlTooLong,
    );
  });

  it('requires every other field', () => {
    // synced and liveDisplay are optional: counters stored before them stay valid.
    for (const key of Object.keys(valid).filter((k) => k !== 'synced' && k !== 'liveDisplay')) {
      const { [key]: _omitted, ...rest } = valid as Record<string, unknown>;
      expect(counterSettingsSchema.safeParse(rest).success, key).toBe(false);
    }
  });
});

describe('counterSettingsSchema: messages for values of the wrong kind', () => {
  it('answers a value of the wrong type with the field’s own message', () => {
    expect(messageFor({ title: 5 })).toBe(SETTINGS_MESSAGES.titleRequired);
    expect(messageFor({ startNumber: '3' })).toBe(SETTINGS_MESSAGES.startNumber);
    expect(messageFor({ speed: 1.5 })).toBe(SETTINGS_MESSAGES.speed);
    expect(messageFor({ endDateTime: 5 })).toBe(SETTINGS_MESSAGES.endDateTime);
    expect(messageFor({ timeZone: 5 })).toBe(SETTINGS_MESSAGES.timeZone);
    expect(messageFor({ textColor: 5 })).toBe(SETTINGS_MESSAGES.colour);
    expect(messageFor({ avatarUrl: 5 })).toBe(SETTINGS_MESSAGES.avatarUrl);
  });

  it('anchors the colour and the avatar scheme at both ends', () => {
    expect(messageFor({ textColor: 'x#123456' })).toBe(SETTINGS_MESSAGES.colour);
    for (const bad of ['httpsx://cdn.example.com/me.png', 'xhttps://cdn.example.com/me.png'])
      expect(messageFor({ avatarUrl: bad }), bad).toBe(SETTINGS_MESSAGES.avatarUrl);
  });
});

describe('counterSettingsSchema: subathon settings need a synced counter', () => {
  const rule = { type: 'sub', perAmount: 1, seconds: 60 };
  const milestone = { value: 10, message: 'Ten' };

  it('refuses event rules, a cap or milestones on a counter without live control', () => {
    for (const over of [{ eventRules: [rule] }, { capMinutes: 60 }, { milestones: [milestone] }]) {
      for (const synced of [undefined, false]) {
        const result = counterSettingsSchema.safeParse({ ...valid, ...over, synced });
        expect(result.error?.issues[0], JSON.stringify(over)).toMatchObject({
          message:
            'Event rules, a cap and milestones only work on synced (live) counters. Turn on Live control first.',
          path: ['eventRules'],
        });
      }
      expect(counterSettingsSchema.safeParse({ ...valid, ...over, synced: true }).success).toBe(true);
    }
  });

  it('takes empty rule and milestone lists on any counter', () => {
    expect(messageFor({ eventRules: [], milestones: [], synced: false })).toBeUndefined();
  });

  it('reports a timing problem as a custom issue on its field', () => {
    const issue = counterSettingsSchema.safeParse({ ...valid, timerMode: 'recurring' }).error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', path: ['recurrence'] });
  });
});

describe('counterBodySchema', () => {
  it('requires a trimmed counter name of at most 100 characters', () => {
    const parse = (name: unknown) => counterBodySchema.safeParse({ name, settings: valid });
    expect(parse('').error?.issues[0]?.message).toBe('Counter name is required');
    expect(parse('  ').error?.issues[0]?.message).toBe('Counter name is required');
    expect(parse(undefined).error?.issues[0]?.message).toBe('Counter name is required');
    expect(parse('x'.repeat(101)).error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.nameTooLong);
    expect(parse('  Launch ').data?.name).toBe('Launch');
  });

  it('rejects unknown top-level fields such as userId', () => {
    expect(counterBodySchema.safeParse({ name: 'A', settings: valid, userId: 'x' }).success).toBe(false);
  });

  it('accepts any whole number range the form can produce (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e15 }),
        fc.integer({ min: 0, max: 1e15 }),
        fc.integer({ min: 100, max: 5000 }),
        (a, b, speed) => {
          expect(
            counterSettingsSchema.safeParse({ ...valid, startNumber: a, endNumber: b, speed }).success,
          ).toBe(true);
        },
      ),
    );
  });
});

describe('e-mail image settings', () => {
  const datetime = { countdownType: 'datetime' };
  it('accepts the layouts and the end choices, and refuses others with the field’s message', () => {
    for (const emailLayout of ['cards', 'digits'])
      expect(messageFor({ ...datetime, emailLayout })).toBeUndefined();
    expect(messageFor({ emailLayout: 'huge' })).toBe(SETTINGS_MESSAGES.emailLayout);
    expect(messageFor({ emailEnd: 'zeros' })).toBeUndefined();
    expect(messageFor({ emailEnd: 'nothing' })).toBe(SETTINGS_MESSAGES.emailEnd);
    expect(messageFor({ ...datetime, emailEnd: 'text', emailEndText: 'Sale ended' })).toBeUndefined();
    expect(messageFor({ emailEndText: 'x'.repeat(61) })).toBe(SETTINGS_MESSAGES.emailEndText);
    expect(messageFor({ emailEndText: 42 })).toBe(SETTINGS_MESSAGES.emailEndText);
  });

  it('an end text that would be empty is refused for countdowns, on the text field', () => {
    const empty = { ...datetime, emailEnd: 'text', emailEndText: '  ', completionMessage: '' };
    const result = counterSettingsSchema.safeParse({ ...valid, ...empty });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: SETTINGS_MESSAGES.emailEndTextMissing,
      path: ['emailEndText'],
    });
    // The completion message stands in for a text of its own; zeros need no text; numbers have no e-mail layout.
    expect(messageFor({ ...empty, completionMessage: 'Done' })).toBeUndefined();
    expect(messageFor({ ...empty, emailEnd: 'zeros' })).toBeUndefined();
    expect(messageFor({ ...empty, countdownType: 'number' })).toBeUndefined();
  });

  it('emailEndText: its own text, else the completion message, trimmed', () => {
    expect(emailEndText({ emailEndText: ' Sale ended ', completionMessage: 'Done' })).toBe('Sale ended');
    expect(emailEndText({ emailEndText: ' ', completionMessage: ' Done ' })).toBe('Done');
    expect(emailEndText({ completionMessage: '' })).toBe('');
  });
});

describe('a versus display of live counts', () => {
  const bluesky = { platform: 'bluesky', account: 'jay.bsky.team' };
  const x = { platform: 'x', account: '@jack' };
  const issueFor = (patch: Record<string, unknown>) =>
    counterSettingsSchema.safeParse({ ...valid, ...patch }).error?.issues[0];

  it('shows the sum by default, for a new counter as for a stored one', () => {
    expect(valid.liveDisplay).toBe('sum');
    expect(counterSettingsSchema.parse({ ...valid, liveDisplay: undefined }).liveDisplay).toBeUndefined();
  });

  it('takes exactly two accounts, and says so on the choice otherwise', () => {
    expect(issueFor({ liveDisplay: 'versus', liveSources: [bluesky, x] })).toBeUndefined();
    for (const liveSources of [[bluesky], [bluesky, x, bluesky]])
      expect(issueFor({ liveDisplay: 'versus', liveSources })).toMatchObject({
        message: 'Versus compares exactly two accounts: follow two, or show their sum.',
        path: ['liveDisplay'],
      });
    expect(issueFor({ liveDisplay: 'sum', liveSources: [bluesky, x, bluesky] })).toBeUndefined();
  });

  it('lets a versus choice be on a counter that no longer follows accounts', () => {
    expect(issueFor({ liveDisplay: 'versus' })).toBeUndefined();
  });

  it('refuses other choices', () => {
    expect(issueFor({ liveDisplay: 'race' })).toMatchObject({ message: 'Show must be the sum or versus' });
  });

  it('takes a label for each side, trimmed, up to 40 characters', () => {
    const parsed = counterSettingsSchema.parse({ ...valid, versusLabels: ['  Red ', ''] });
    expect(parsed.versusLabels).toEqual(['Red', '']);
    expect(issueFor({ versusLabels: ['x'.repeat(41), ''] })).toMatchObject({
      message: "A side's label can be at most 40 characters",
      path: ['versusLabels', 0],
    });
    expect(issueFor({ versusLabels: ['Red'] })?.message).toBe(
      'Versus labels are two texts, one for each side',
    );
    expect(issueFor({ versusLabels: 'Red' })?.message).toBe('Versus labels are two texts, one for each side');
  });
});
