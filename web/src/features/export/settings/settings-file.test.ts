import { createFormDefaults } from '@core/counter/settings-defaults';
import { describe, expect, it } from 'vitest';
import { seedOf, videoFileName } from './file-names';
import { buildSettingsFile, parseSettingsFile } from './settings-file';

const settings = createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC');

describe('settings file', () => {
  it('round-trips an exported counter', () => {
    const file = buildSettingsFile({ name: 'Road to 1M', settings }, new Date('2030-02-02T00:00:00Z'));
    expect(file).toEqual({
      name: 'Road to 1M',
      settings,
      exportedAt: '2030-02-02T00:00:00.000Z',
      version: 1,
    });
    const parsed = parseSettingsFile(JSON.stringify(file));
    expect(parsed).toEqual({ ok: true, body: file });
  });

  it.each([
    ['{nope', /not valid JSON/],
    ['[1,2]', /no counter settings/],
    [
      JSON.stringify({ name: 'x', settings: { ...settings, speed: 1 } }),
      /settings\.speed: Speed must be between/,
    ],
    [JSON.stringify({ name: '', settings }), /name: Counter name is required/],
    [JSON.stringify({ name: 'x', settings, version: 9 }), /newer version/],
  ])('explains what is wrong with %s', (text, message) => {
    const parsed = parseSettingsFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('names files for humans and seeds per counter', () => {
    expect(videoFileName('Road to 100K 🎉', 1080, 1920, 30, 'mp4')).toBe('road-to-100k-1080x1920-30fps.mp4');
    expect(videoFileName('🎉', 1080, 1080, 60, 'webm')).toBe('counter-1080x1080-60fps.webm');
    expect(seedOf('abc')).toBe(seedOf('abc'));
    expect(seedOf('abc')).not.toBe(seedOf('abd'));
  });
});
