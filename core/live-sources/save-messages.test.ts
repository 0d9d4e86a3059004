import { describe, expect, it } from 'vitest';
import { notConfiguredMessage, notConnectedMessage, notFoundMessage, rowsNamedBy } from './save-messages';

const rows = [
  { platform: 'youtube' as const, account: '@mrbeast' },
  { platform: 'bluesky' as const, account: ' ghost.bsky.social ' },
  { platform: 'x' as const, account: '@jack' },
  { platform: 'x' as const, account: 'x.com/nasa' },
];

describe('save refusals', () => {
  it('write the server texts', () => {
    expect(notFoundMessage('bluesky', '@x')).toBe('Bluesky has no account "@x".');
    expect(notConfiguredMessage('x')).toBe('Counts from X are not available on this server.');
  });

  it('name the row of an account the platform does not know (as saved, trimmed)', () => {
    expect(rowsNamedBy('Bluesky has no account "ghost.bsky.social".', rows)).toEqual([1]);
    expect(rowsNamedBy('YouTube has no account "@mrbeast".', rows)).toEqual([0]);
  });

  it("name the first row of an account that is not one of the owner's connections", () => {
    expect(notConnectedMessage('x', '42')).toBe(
      '"42" is not one of your connected X accounts. Connect it, then pick it.',
    );
    expect(rowsNamedBy(notConnectedMessage('x', '@jack'), rows)).toEqual([2]);
    const twice = [...rows, { platform: 'x' as const, account: '@jack' }];
    expect(rowsNamedBy(notConnectedMessage('x', '@jack'), twice)).toEqual([2]);
    expect(rowsNamedBy(notConnectedMessage('bluesky', '@jack'), rows)).toEqual([]);
  });

  it('name every row of a platform this server cannot read', () => {
    expect(rowsNamedBy('Counts from X are not available on this server.', rows)).toEqual([2, 3]);
  });

  it('name no row for another message or another account', () => {
    expect(rowsNamedBy('Bluesky has no account "someone.else".', rows)).toEqual([]);
    expect(rowsNamedBy('Failed to save.', rows)).toEqual([]);
    expect(rowsNamedBy('Counts from Twitch are not available on this server.', rows)).toEqual([]);
  });

  it('name a twice-pasted unknown account once', () => {
    const twice = [rows[1]!, rows[1]!];
    expect(rowsNamedBy('Bluesky has no account "ghost.bsky.social".', twice)).toEqual([0]);
  });
});
