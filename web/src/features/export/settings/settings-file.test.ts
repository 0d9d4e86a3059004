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
    ['null', /no counter settings/],
    ['5', /no counter settings/],
    ['{"name":"x"}', /no counter settings/],
  ])('explains what is wrong with %s', (text, message) => {
    const parsed = parseSettingsFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('says exactly what is wrong, naming the field when there is one', () => {
    const message = (text: string) => {
      const parsed = parseSettingsFile(text);
      return parsed.ok ? undefined : parsed.message;
    };
    expect(message('{nope')).toBe(
      'This file is not valid JSON. Choose a settings file exported from Countstream.',
    );
    expect(message('[]')).toBe('This JSON is not a Countstream settings file: it has no counter settings.');
    expect(message(JSON.stringify({ name: 'x', settings, version: 9 }))).toBe(
      "This settings file can't be imported. version: This file was made by a newer version of Countstream.",
    );
    // An extra top-level key is the file's fault as a whole: no field to name.
    expect(message(JSON.stringify({ name: 'x', settings, extra: 1 }))).toBe(
      'This settings file can\'t be imported. Unrecognized key: "extra".',
    );
  });

  it('refuses a file over 100 KB before reading it', () => {
    const tooLarge = 'This file is too large to be a Countstream settings file (limit 100 KB).';
    const file = JSON.stringify({ name: 'x', settings });
    // Whitespace before the JSON keeps it valid at any length.
    const padded = (length: number) => `${' '.repeat(length - file.length)}${file}`;
    expect(padded(100 * 1024)).toHaveLength(100 * 1024);
    expect(parseSettingsFile(padded(100 * 1024))).toMatchObject({ ok: true });
    expect(parseSettingsFile(padded(100 * 1024 + 1))).toEqual({ ok: false, message: tooLarge });
  });

  it('names files for humans and seeds per counter', () => {
    expect(videoFileName('Road to 100K 🎉', 1080, 1920, 30, 'mp4')).toBe('road-to-100k-1080x1920-30fps.mp4');
    expect(videoFileName('🎉', 1080, 1080, 60, 'webm')).toBe('counter-1080x1080-60fps.webm');
    expect(seedOf('abc')).toBe(seedOf('abc'));
    expect(seedOf('abc')).not.toBe(seedOf('abd'));
  });
});
