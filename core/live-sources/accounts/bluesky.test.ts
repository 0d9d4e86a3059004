import { describe, expect, it } from 'vitest';
import { parseBluesky } from './bluesky';

const PLC = 'did:plc:z72i7hdynmk6r22z27h6tvur';

const handle = (value: string) => ({ ok: true, account: { kind: 'handle', value } });
const id = (value: string) => ({ ok: true, account: { kind: 'id', value } });
const messageOf = (input: string) => {
  const result = parseBluesky(input);
  return result.ok ? null : result.message;
};

describe('parseBluesky: handles', () => {
  it.each([
    ['alice.bsky.social', 'alice.bsky.social'],
    ['@alice.bsky.social', 'alice.bsky.social'],
    ['  @alice.bsky.social  ', 'alice.bsky.social'],
    ['Alice.Bsky.Social', 'alice.bsky.social'],
    ['jay.bsky.team', 'jay.bsky.team'],
    ['bsky.app', 'bsky.app'],
    ['alice.com', 'alice.com'],
    ['@pfrazee.com', 'pfrazee.com'],
    ['4chan.org', '4chan.org'],
    ['john-doe.example.co.uk', 'john-doe.example.co.uk'],
    ['xn--bcher-kva.tld', 'xn--bcher-kva.tld'],
    ['j0.h0', 'j0.h0'],
    ['a.co', 'a.co'],
    ['studio-42.bsky.social', 'studio-42.bsky.social'],
  ])('reads %j', (input, value) => {
    expect(parseBluesky(input)).toEqual(handle(value));
  });

  it('takes the longest handle the spec allows (253 characters) and labels of 63', () => {
    const longest = `shoooort${'.loooooooooooooooooooooooooong'.repeat(8)}.test`;
    expect(longest.length).toBeLessThanOrEqual(253);
    expect(parseBluesky(longest)).toEqual(handle(longest));
    expect(parseBluesky(`short.${'o'.repeat(63)}.test`)).toEqual(handle(`short.${'o'.repeat(63)}.test`));
  });

  it.each([
    'alice..bsky.social',
    '.alice.bsky.social',
    'alice.bsky.social.',
    '-alice.bsky.social',
    'alice-.bsky.social',
    'alice_b.bsky.social',
    'alice bsky.social',
    'alice.bsky.123',
    'alice.bsky.1social',
    'älice.bsky.social',
    'alice@bsky.social',
    '@@alice.bsky.social',
    `short.${'o'.repeat(64)}.test`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.test`,
  ])('refuses %j', (input) => {
    expect(messageOf(input)).toBe('That is not a Bluesky handle, DID or profile link.');
  });

  it('suggests name.bsky.social for a name without a domain', () => {
    expect(messageOf('alice')).toBe('A Bluesky handle has a domain: did you mean alice.bsky.social?');
    expect(messageOf('@Alice')).toBe('A Bluesky handle has a domain: did you mean alice.bsky.social?');
    expect(messageOf('@alice_42')).toBe('That is not a Bluesky handle, DID or profile link.');
  });

  it.each([
    ['laptop.local', '.local'],
    ['handle.invalid', '.invalid'],
    ['alice.example', '.example'],
    ['friend.expyuzz4wqqyqhjn.onion', '.onion'],
    ['router.arpa', '.arpa'],
  ])('refuses %j, a TLD Bluesky never resolves', (input, tld) => {
    expect(messageOf(input)).toBe(`A Bluesky handle cannot end in ${tld}.`);
  });

  it('asks for something when given nothing', () => {
    expect(messageOf('')).toBe('Paste a Bluesky handle (name.bsky.social), DID or profile link.');
    expect(messageOf('   ')).toBe('Paste a Bluesky handle (name.bsky.social), DID or profile link.');
  });
});

describe('parseBluesky: DIDs', () => {
  it.each([
    [PLC, PLC],
    [`  ${PLC} `, PLC],
    [`@${PLC}`, PLC],
    ['did:plc:ewvi7nxzyoun6zhxrhs64oiz', 'did:plc:ewvi7nxzyoun6zhxrhs64oiz'],
    ['DID:PLC:EWVI7NXZYOUN6ZHXRHS64OIZ', 'did:plc:ewvi7nxzyoun6zhxrhs64oiz'],
    ['did:web:blueskyweb.xyz', 'did:web:blueskyweb.xyz'],
    ['did:web:Alice.Com', 'did:web:alice.com'],
  ])('reads %j', (input, value) => {
    expect(parseBluesky(input)).toEqual(id(value));
  });

  it.each([
    'did:plc:tooshort',
    'did:plc:ewvi7nxzyoun6zhxrhs64oizextra',
    'did:plc:0189abcdefghijklmnopqrst',
    'did:plc:ewvi7nxzyoun6zhxrhs64oi_',
    'did:plc:',
  ])('refuses the did:plc %j', (input) => {
    expect(messageOf(input)).toBe(
      'That is not a Bluesky DID: did:plc: is followed by 24 characters (letters a-z, digits 2-7).',
    );
  });

  it.each(['did:web:', 'did:web:localhost%3A2583', 'did:web:alice.com:user:bob', 'did:web:alice'])(
    'refuses the did:web %j (atproto takes hostnames only)',
    (input) => {
      expect(messageOf(input)).toBe(
        'That is not a Bluesky DID: did:web: is followed by a domain name, such as did:web:alice.com.',
      );
    },
  );

  it.each(['did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme', 'did:example:123'])(
    'refuses %j, a DID method Bluesky accounts do not use',
    (input) => {
      expect(messageOf(input)).toBe('Bluesky accounts have a did:plc: or did:web: DID.');
    },
  );
});

describe('parseBluesky: profile links', () => {
  it.each([
    ['https://bsky.app/profile/alice.bsky.social', handle('alice.bsky.social')],
    ['http://bsky.app/profile/alice.bsky.social', handle('alice.bsky.social')],
    ['bsky.app/profile/alice.bsky.social', handle('alice.bsky.social')],
    ['https://bsky.app/profile/alice.bsky.social/', handle('alice.bsky.social')],
    ['https://www.bsky.app/profile/alice.bsky.social', handle('alice.bsky.social')],
    ['https://m.bsky.app/profile/alice.bsky.social', handle('alice.bsky.social')],
    ['HTTPS://BSKY.APP/profile/Alice.Bsky.Social', handle('alice.bsky.social')],
    ['https://bsky.app/profile/alice.com?ref=share', handle('alice.com')],
    ['https://bsky.app/profile/alice.com#top', handle('alice.com')],
    ['https://bsky.app/profile/alice.bsky.social/post/3kq2bzq7kvc2y', handle('alice.bsky.social')],
    ['bsky.app/profile/alice.bsky.social/post/3kq2bzq7kvc2y?utm_source=x', handle('alice.bsky.social')],
    ['https://bsky.app/profile/alice.bsky.social/lists/3kfq5ebnlq22c', handle('alice.bsky.social')],
    [`https://bsky.app/profile/${PLC}`, id(PLC)],
    [`https://bsky.app/profile/${PLC}/post/3kq2bzq7kvc2y`, id(PLC)],
    ['https://bsky.app/profile/did%3Aplc%3Az72i7hdynmk6r22z27h6tvur', id(PLC)],
    ['https://bsky.app/profile/did:web:blueskyweb.xyz', id('did:web:blueskyweb.xyz')],
    ['  https://bsky.app/profile/alice.bsky.social  ', handle('alice.bsky.social')],
  ])('reads %j', (input, expected) => {
    expect(parseBluesky(input)).toEqual(expected);
  });

  it.each([
    'https://twitter.com/alice',
    'https://alice.com',
    'https://alice.com/profile/alice.bsky.social',
    'https://bsky.social/profile/alice.bsky.social',
    'https://notbsky.app/profile/alice.bsky.social',
    'alice.bsky.social/',
  ])('refuses %j, not a Bluesky profile link', (input) => {
    expect(messageOf(input)).toBe(
      'That link is not a Bluesky profile link (bsky.app/profile/name.bsky.social).',
    );
  });

  it.each([
    'https://bsky.app',
    'https://bsky.app/',
    'https://bsky.app/profile/',
    'https://bsky.app/search?q=alice',
    'bsky.app/settings',
  ])('refuses %j, a Bluesky link that names no profile', (input) => {
    expect(messageOf(input)).toBe('That Bluesky link does not point to a profile.');
  });

  it.each([
    'https://bsky.app/profile/alice',
    'https://bsky.app/profile/alice_b.bsky.social',
    'at://did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3k',
    'ftp://bsky.app/profile/alice.bsky.social',
  ])('refuses %j', (input) => {
    expect(parseBluesky(input).ok).toBe(false);
  });
});
