import { resolveViewerSettings } from '@core/counter/settings-defaults';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveViewSettings } from './resolve-view-settings';

// Each field gets valid values, near misses and junk, so both resolvers are pushed down every branch.
const anyValue = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    true,
    false,
    '',
    ' ',
    'x',
    '#fff',
    '#12345g',
    '#a1B2c3',
    0,
    1,
    -1,
    99,
    100,
    5000,
  ),
  fc.constantFrom(5001, 1e15, 1e15 + 2, 1.5, Number.NaN, Number.POSITIVE_INFINITY, [], {}),
  fc.constantFrom(
    'number',
    'datetime',
    'gradient',
    'solid',
    '45deg',
    'Orbitron',
    'serif',
    'digitRoll',
    'flip',
  ),
  fc.constantFrom('text-3d', 'youtube', 'bottom', 'UTC', 'Europe/Berlin', 'Bad/Zone', '+05:30'),
  fc.constantFrom('2026-01-01T10:00', '2026-02-30T10:00', 'https://example.com/a.png', 'http://x.com/a.png'),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -10, max: 2_000_000 }),
);
const KEYS = [
  'countdownType',
  'title',
  'startNumber',
  'endNumber',
  'endDateTime',
  'timeZone',
  'speed',
  'backgroundType',
  'backgroundColor',
  'gradientStart',
  'gradientEnd',
  'gradientDirection',
  'textColor',
  'counterColor',
  'titleColor',
  'iconColor',
  'fontStyle',
  'animationStyle',
  'numberStyle',
  'socialIcon',
  'iconPosition',
  'completionMessage',
  'hideLeadingZeros',
  'numberIncrement',
  'useRandomIncrement',
  'randomMin',
  'randomMax',
  'avatarUrl',
];

describe('resolveViewSettings', () => {
  it('agrees with core resolveViewerSettings on arbitrary stored settings', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), anyValue), (partial) => {
        const ours = resolveViewSettings(partial);
        const core = resolveViewerSettings(partial);
        // A number counter never reads its zone, so only a datetime one must agree on it.
        if (core.countdownType === 'number') ours.timeZone = core.timeZone;
        expect(ours).toEqual(core);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on long titles and messages', () => {
    const long = { title: `  ${'t'.repeat(120)}  `, completionMessage: 'm'.repeat(201) };
    expect(resolveViewSettings(long)).toEqual(resolveViewerSettings(long));
    expect(resolveViewSettings({ title: 't'.repeat(121) })).toEqual(
      resolveViewerSettings({ title: 't'.repeat(121) }),
    );
  });
});

describe('goal settings (issue 18)', () => {
  it('agree with core on progress bars and milestones', () => {
    const inputs: Record<string, unknown>[] = [
      { goalBar: true, milestones: [{ value: 50, message: ' Halfway! ' }] },
      { goalBar: 'yes', milestones: [{ value: 50, message: '' }] },
      { milestones: [{ value: -1, message: 'x' }] },
      { milestones: [{ value: 5, message: 'x', extra: 1 }] },
      { milestones: [] },
    ];
    for (const input of inputs) expect(resolveViewSettings(input)).toEqual(resolveViewerSettings(input));
    expect(resolveViewSettings(inputs[0]).milestones).toEqual([{ value: 50, message: 'Halfway!' }]);
  });
});
