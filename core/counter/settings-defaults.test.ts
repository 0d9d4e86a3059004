import { describe, expect, it } from 'vitest';
import { counterSettingsSchema } from './settings';
import {
  createFormDefaults,
  DEFAULT_COUNTER_NAME,
  resolveViewerSettings,
  VIEWER_DEFAULTS,
} from './settings-defaults';

describe('createFormDefaults', () => {
  it('names a new counter as the form does', () => {
    expect(DEFAULT_COUNTER_NAME).toBe('My Counter');
    expect(createFormDefaults(new Date(0), 'UTC').title).toBe(DEFAULT_COUNTER_NAME);
  });

  it('matches docs/product.md §9 and ends 24 hours from now in the given zone', () => {
    const d = createFormDefaults(new Date('2026-03-07T15:20:30Z'), 'America/New_York');
    expect(d).toMatchObject({
      title: 'My Counter',
      completionMessage: '🎉 Complete!',
      backgroundType: 'solid',
      backgroundColor: '#1e1b4b',
      textColor: '#ffffff',
      gradientStart: '#833ab4',
      gradientEnd: '#fcb045',
      gradientDirection: '135deg',
      startNumber: 0,
      endNumber: 1_000_000,
      numberIncrement: 1,
      randomMin: 1,
      randomMax: 5,
      speed: 1000,
      timeZone: 'America/New_York',
    });
    // 24 hours later crosses the spring-forward night: 10:20 EST becomes 11:20 EDT.
    expect(d.endDateTime).toBe('2026-03-08T11:20');
    expect(counterSettingsSchema.safeParse(d).success).toBe(true);
  });
});

describe('resolveViewerSettings', () => {
  it('fills the viewer defaults of docs/product.md §9', () => {
    const s = resolveViewerSettings({});
    expect(s).toMatchObject({
      startNumber: 0,
      endNumber: 1_000_000,
      speed: 1000,
      numberIncrement: 1,
      randomMin: 1,
      randomMax: 5,
      gradientDirection: '135deg',
      gradientStart: '#833ab4',
      gradientEnd: '#fcb045',
      textColor: '#ffffff',
      counterColor: '#ffffff',
      titleColor: '#ffffff',
      iconColor: '#ffffff',
      title: '',
      endDateTime: '',
      timeZone: 'UTC',
      hideLeadingZeros: false,
      useRandomIncrement: false,
      // An optional field that is missing takes its default too: an old counter is not live.
      synced: false,
    });
    expect(s.avatarUrl).toBeUndefined();
    expect(resolveViewerSettings()).toEqual(s);
  });

  it('falls back counter, title and icon colours to textColor, then white', () => {
    const s = resolveViewerSettings({ textColor: '#ff0000', titleColor: '#00ff00', iconColor: 'nope' });
    expect(s.counterColor).toBe('#ff0000');
    expect(s.titleColor).toBe('#00ff00');
    expect(s.iconColor).toBe('#ff0000');
    expect(resolveViewerSettings({ textColor: 'bad' }).counterColor).toBe('#ffffff');
  });

  it('keeps good values, replaces bad ones one field at a time', () => {
    const s = resolveViewerSettings({
      title: 'Launch',
      speed: 10,
      endNumber: 500,
      gradientDirection: 'sideways',
    });
    expect(s.title).toBe('Launch');
    expect(s.endNumber).toBe(500);
    expect(s.speed).toBe(VIEWER_DEFAULTS.speed);
    expect(s.gradientDirection).toBe('135deg');
  });

  it('maps unknown animation styles to fade-scale and viewer font names to form values', () => {
    expect(resolveViewerSettings({ animationStyle: 'digitRoll' }).animationStyle).toBe('fade-scale');
    expect(resolveViewerSettings({ animationStyle: 'flip' }).animationStyle).toBe('flip');
    expect(resolveViewerSettings({ fontStyle: 'Dancing Script' }).fontStyle).toBe('script');
    expect(resolveViewerSettings({ fontStyle: 'oswald' }).fontStyle).toBe('oswald');
  });

  it('repairs a reversed random range and keeps only https avatars', () => {
    expect(resolveViewerSettings({ randomMin: 4, randomMax: 2 }).randomMax).toBe(4);
    expect(resolveViewerSettings({ randomMin: 2, randomMax: 7 })).toMatchObject({
      randomMin: 2,
      randomMax: 7,
    });
    expect(resolveViewerSettings({ randomMin: 3, randomMax: 3 })).toMatchObject({
      randomMin: 3,
      randomMax: 3,
    });
    expect(resolveViewerSettings({ avatarUrl: 'https://e.com/a.png' }).avatarUrl).toBe('https://e.com/a.png');
    expect(resolveViewerSettings({ avatarUrl: 'http://e.com/a.png' }).avatarUrl).toBeUndefined();
    expect(resolveViewerSettings({ avatarUrl: '' })).not.toHaveProperty('avatarUrl');
    // A logo is kept when it names one by its hash, dropped otherwise.
    expect(resolveViewerSettings({ logo: 'e'.repeat(64) }).logo).toBe('e'.repeat(64));
    expect(resolveViewerSettings({ logo: '../x' })).not.toHaveProperty('logo');
  });
});

describe('resolveViewerSettings: issue #17 fields', () => {
  it('keeps each valid field, drops bad ones, and falls back when a mode lacks its parameters', () => {
    const resolved = resolveViewerSettings({
      afterZero: 'count-up',
      locale: 'de',
      warnBelowSeconds: 30,
      warnColor: 'red',
      sound: 'bell',
      prefix: '$',
      timerMode: 'evergreen',
      endAction: 'redirect',
      redirectUrl: 'http://insecure.example',
    });
    expect(resolved).toMatchObject({
      afterZero: 'count-up',
      locale: 'de',
      warnBelowSeconds: 30,
      sound: 'bell',
      prefix: '$',
    });
    expect(resolved).not.toHaveProperty('warnColor');
    expect(resolved.timerMode).toBe('date');
    expect(resolved.endAction).toBe('message');
    expect(resolveViewerSettings({})).not.toHaveProperty('timerMode');
  });
});

describe('resolveViewerSettings: goals (issue 18)', () => {
  it('keeps a stored goal bar, on or off, and drops a bad one', () => {
    expect(resolveViewerSettings({ goalBar: true }).goalBar).toBe(true);
    expect(resolveViewerSettings({ goalBar: false }).goalBar).toBe(false);
    expect(resolveViewerSettings({ goalBar: 'yes' })).not.toHaveProperty('goalBar');
    expect(resolveViewerSettings({})).not.toHaveProperty('goalBar');
  });

  it('keeps stored milestones, and drops an empty or bad list', () => {
    const milestones = [{ value: 500, message: 'Halfway!' }];
    expect(resolveViewerSettings({ milestones }).milestones).toEqual(milestones);
    expect(resolveViewerSettings({ milestones: [] })).not.toHaveProperty('milestones');
    expect(resolveViewerSettings({ milestones: [{ value: -1, message: '' }] })).not.toHaveProperty(
      'milestones',
    );
    expect(resolveViewerSettings({})).not.toHaveProperty('milestones');
  });

  it('keeps the stored progress words, and drops a value that is not a choice', () => {
    expect(resolveViewerSettings({ progressWords: 'remaining' }).progressWords).toBe('remaining');
    expect(resolveViewerSettings({ progressWords: 'loud' })).not.toHaveProperty('progressWords');
    expect(resolveViewerSettings({})).not.toHaveProperty('progressWords');
  });
});

describe('resolveViewerSettings: the e-mail image choices', () => {
  it('keeps them when stored and valid, and drops anything else', () => {
    const kept = resolveViewerSettings({
      emailLayout: 'digits',
      emailEnd: 'zeros',
      emailEndText: ' Sale ended ',
    });
    expect(kept).toMatchObject({ emailLayout: 'digits', emailEnd: 'zeros', emailEndText: 'Sale ended' });
    const dropped = resolveViewerSettings({ emailLayout: 'huge', emailEnd: 3, emailEndText: 'x'.repeat(61) });
    expect(dropped).not.toHaveProperty('emailLayout');
    expect(dropped).not.toHaveProperty('emailEnd');
    expect(dropped).not.toHaveProperty('emailEndText');
  });
});

describe('resolveViewerSettings: how live counts show', () => {
  it('shows the sum unless versus is stored, and keeps valid versus labels only', () => {
    expect(resolveViewerSettings({}).liveDisplay).toBe('sum');
    expect(resolveViewerSettings({ liveDisplay: 'race' }).liveDisplay).toBe('sum');
    const s = resolveViewerSettings({ liveDisplay: 'versus', versusLabels: ['Red', 'Blue'] });
    expect(s).toMatchObject({ liveDisplay: 'versus', versusLabels: ['Red', 'Blue'] });
    expect(resolveViewerSettings({ versusLabels: ['Red'] }).versusLabels).toBeUndefined();
    expect(resolveViewerSettings({}).versusLabels).toBeUndefined();
  });
});
