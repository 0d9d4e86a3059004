import { describe, expect, it } from 'vitest';
import { mayCommand, parseChatCommand, parseDuration } from './chat-command';

describe('chat commands', () => {
  it('reads durations', () => {
    expect(parseDuration('5m')).toBe(300_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('2')).toBe(120_000);
    expect(parseDuration('25h')).toBeNull();
    expect(parseDuration('5x')).toBeNull();
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('0m')).toBeNull();
    // Any case, spaces around; plain minutes up to four digits, hours up to three.
    expect(parseDuration(' 5M ')).toBe(300_000);
    expect(parseDuration('12')).toBe(720_000);
    expect(parseDuration('12h')).toBe(43_200_000);
    // A whole day is the most one command may add.
    expect(parseDuration('1440')).toBe(86_400_000);
    expect(parseDuration('24h')).toBe(86_400_000);
    expect(parseDuration('24h1s')).toBeNull();
    // Nothing before or after the duration.
    for (const text of ['1h30', 'x12', '5x5m', '5m5x']) expect(parseDuration(text), text).toBeNull();
  });
  it('reads commands with any prefix, and ignores other messages', () => {
    expect(parseChatCommand('!addtime 5m', '!')).toEqual({ command: 'addtime', ms: 300_000 });
    expect(parseChatCommand('  !SUBTIME 2m ', '!')).toEqual({ command: 'subtime', ms: 120_000 });
    expect(parseChatCommand('!pause', '!')).toEqual({ command: 'pause' });
    expect(parseChatCommand('?resume', '?')).toEqual({ command: 'resume' });
    expect(parseChatCommand('!resume', '?')).toBeNull();
    expect(parseChatCommand('!timer', '!')).toEqual({ command: 'timer' });
    expect(parseChatCommand('!addtime', '!')).toBeNull();
    expect(parseChatCommand('!addtime 5m extra', '!')).toBeNull();
    expect(parseChatCommand('!addtime   5m', '!')).toEqual({ command: 'addtime', ms: 300_000 });
    expect(parseChatCommand('hello !addtime 5m', '!')).toBeNull();
    expect(parseChatCommand('!lurk', '!')).toBeNull();
  });
  it('lets only the broadcaster and moderators command', () => {
    expect(mayCommand([{ set_id: 'moderator' }])).toBe(true);
    expect(mayCommand([{ set_id: 'subscriber' }, { set_id: 'broadcaster' }])).toBe(true);
    expect(mayCommand([{ set_id: 'vip' }, { set_id: 'subscriber' }])).toBe(false);
    expect(mayCommand([])).toBe(false);
  });
});
