import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTwitch, TWITCH_PAGES } from './twitch';

const handle = (value: string) => ({ ok: true, account: { kind: 'handle', value } });
const id = (value: string) => ({ ok: true, account: { kind: 'id', value } });
const messageOf = (input: string) => {
  const r = parseTwitch(input);
  return r.ok ? null : r.message;
};

describe('parseTwitch: what a creator pastes', () => {
  it.each([
    ['twitchdev', 'twitchdev'],
    ['TwitchDev', 'twitchdev'],
    ['  twitchdev  ', 'twitchdev'],
    ['@TwitchDev', 'twitchdev'],
    ['@lirik', 'lirik'],
    ['shroud', 'shroud'],
    ['xQc', 'xqc'],
    ['Pokimane', 'pokimane'],
    ['the_real_deal_2019', 'the_real_deal_2019'],
    ['orb', 'orb'],
    ['a', 'a'],
    ['_underscore_first', '_underscore_first'],
    ['abcdefghijklmnopqrstuvwxy', 'abcdefghijklmnopqrstuvwxy'],
    ['twitch.tv/twitchdev', 'twitchdev'],
    ['twitch.tv/TwitchDev/', 'twitchdev'],
    ['www.twitch.tv/twitchdev', 'twitchdev'],
    ['m.twitch.tv/twitchdev', 'twitchdev'],
    ['https://twitch.tv/twitchdev', 'twitchdev'],
    ['http://twitch.tv/twitchdev', 'twitchdev'],
    ['https://www.twitch.tv/twitchdev', 'twitchdev'],
    ['HTTPS://WWW.TWITCH.TV/TwitchDev', 'twitchdev'],
    ['https://m.twitch.tv/twitchdev/home', 'twitchdev'],
    ['https://www.twitch.tv/twitchdev?sr=a', 'twitchdev'],
    ['https://www.twitch.tv/twitchdev/videos?filter=archives&sort=time', 'twitchdev'],
    ['https://www.twitch.tv/twitchdev/about', 'twitchdev'],
    ['https://www.twitch.tv/twitchdev/clip/AwkwardHelplessSalamanderSwiftRage', 'twitchdev'],
    ['https://www.twitch.tv/twitchdev#chat', 'twitchdev'],
    ['  https://www.twitch.tv/twitchdev/  ', 'twitchdev'],
    ['twitch.tv/12345', '12345'],
    ['@12345', '12345'],
  ])('%j is the channel %j', (input, login) => {
    expect(parseTwitch(input)).toEqual(handle(login));
  });

  it.each([
    ['141981764', '141981764'],
    ['23161357', '23161357'],
    [' 12826 ', '12826'],
    ['0', '0'],
  ])('%j, digits only, is the user id %j', (input, userId) => {
    expect(parseTwitch(input)).toEqual(id(userId));
  });

  it.each([
    ['', 'Enter a Twitch channel name or link.'],
    ['   ', 'Enter a Twitch channel name or link.'],
    ['@', 'Enter the channel name after the @.'],
    ['Some Streamer', 'A Twitch channel name has only letters, digits and underscores (no spaces).'],
    ['twitch-dev', 'A Twitch channel name has only letters, digits and underscores (no spaces).'],
    ['twitch.dev', 'A Twitch channel name has only letters, digits and underscores (no spaces).'],
    ['@@twitchdev', 'A Twitch channel name has only letters, digits and underscores (no spaces).'],
    ['name!', 'A Twitch channel name has only letters, digits and underscores (no spaces).'],
    ['ñandú', 'A Twitch channel name has only letters, digits and underscores (no spaces).'],
    ['abcdefghijklmnopqrstuvwxyz', 'A Twitch channel name has at most 25 characters.'],
    ['123456789012345678901', 'A Twitch user id has at most 20 digits.'],
    ['twitch.tv', 'That link is Twitch’s home page: paste the channel’s link, twitch.tv/<name>.'],
    [
      'https://www.twitch.tv/',
      'That link is Twitch’s home page: paste the channel’s link, twitch.tv/<name>.',
    ],
    [
      'https://www.twitch.tv/?lang=de',
      'That link is Twitch’s home page: paste the channel’s link, twitch.tv/<name>.',
    ],
  ])('%j is refused: %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it.each([
    'https://www.twitch.tv/videos/1234567890',
    'twitch.tv/videos/1234567890',
    'https://www.twitch.tv/directory',
    'https://www.twitch.tv/directory/category/just-chatting',
    'https://www.twitch.tv/directory/following',
    'https://www.twitch.tv/settings/profile',
    'https://www.twitch.tv/p/en/legal/terms-of-service/',
    'https://www.twitch.tv/search?term=speedrun',
    'https://www.twitch.tv/downloads',
    'https://www.twitch.tv/turbo',
    'https://www.twitch.tv/subscriptions',
    'https://www.twitch.tv/wallet',
    'https://www.twitch.tv/drops/inventory',
    'https://www.twitch.tv/popout/twitchdev/chat',
    'https://www.twitch.tv/moderator/twitchdev',
    'https://www.twitch.tv/team/anyteam',
  ])('%j is a Twitch page, not a channel', (input) => {
    expect(messageOf(input)).toBe(
      'That link is a Twitch page, not a channel: paste the channel’s link, twitch.tv/<name>.',
    );
  });

  it.each([
    'https://clips.twitch.tv/AwkwardHelplessSalamanderSwiftRage',
    'https://dashboard.twitch.tv/u/twitchdev/stream-manager',
    'https://player.twitch.tv/?channel=twitchdev',
    'https://www.youtube.com/@twitchdev',
    'https://twitch.tv.example.com/twitchdev',
    'https://kick.com/twitchdev',
    'youtube.com/twitchdev',
    'twitchdev/videos',
  ])('%j is not a twitch.tv channel link', (input) => {
    expect(messageOf(input)).toBe(
      'That is not a Twitch channel link: paste twitch.tv/<name>, or the channel name.',
    );
  });

  it.each([
    'ftp://twitch.tv/twitchdev',
    'javascript://twitch.tv/twitchdev',
    'https://',
    'https://www.twitch.tv:99999/twitchdev',
  ])('%j is not a channel at all', (input) => {
    expect(messageOf(input)).toBe('That is not a Twitch channel name, channel link or user id.');
  });

  it('refuses a link whose channel part is not a login name', () => {
    expect(messageOf('https://www.twitch.tv/twitch-dev')).toBe(
      'A Twitch channel name has only letters, digits and underscores (no spaces).',
    );
    expect(messageOf('https://www.twitch.tv/na%20me')).toBe(
      'A Twitch channel name has only letters, digits and underscores (no spaces).',
    );
    expect(messageOf(`https://www.twitch.tv/${'a'.repeat(26)}`)).toBe(
      'A Twitch channel name has at most 25 characters.',
    );
  });
});

describe('parseTwitch: properties', () => {
  const login = fc
    .stringMatching(/^[a-zA-Z0-9_]{1,25}$/)
    // A bare number is an id; its forms with @ and as a link are tested below. Twitch's own pages
    // (twitch.tv/p, /videos) are not channels as links.
    .filter((s) => !/^\d+$/.test(s) && !TWITCH_PAGES.has(s.toLowerCase()));

  it('reads every login the same in each form a creator pastes, lowercased', () => {
    fc.assert(
      fc.property(login, fc.constantFrom('', 'www.', 'm.'), fc.boolean(), (name, sub, scheme) => {
        const expected = handle(name.toLowerCase());
        expect(parseTwitch(name)).toEqual(expected);
        expect(parseTwitch(`@${name}`)).toEqual(expected);
        const link = `${scheme ? 'https://' : ''}${sub}twitch.tv/${name}`;
        expect(parseTwitch(link)).toEqual(expected);
        expect(parseTwitch(`${link}/videos?filter=archives`)).toEqual(expected);
      }),
    );
  });

  it('reads a number as an id bare, and as a login with @ or in a link', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        expect(parseTwitch(digits)).toEqual(id(digits));
        expect(parseTwitch(`@${digits}`)).toEqual(handle(digits));
        expect(parseTwitch(`twitch.tv/${digits}`)).toEqual(handle(digits));
      }),
    );
  });

  it('answers anything at all with an account or a message, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const r = parseTwitch(input);
        if (r.ok) expect(r.account.value).toMatch(/^[a-z0-9_]{1,25}$|^\d{1,20}$/);
        else expect(r.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
