import { describe, expect, it } from 'vitest';
import { parseX } from './x';

const handle = (value: string) => ({ ok: true, account: { kind: 'handle', value } });
const id = (value: string) => ({ ok: true, account: { kind: 'id', value } });

function message(input: string): string {
  const result = parseX(input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.message;
}

describe('parseX', () => {
  it('reads a username with or without @, lowercased since X ignores case', () => {
    expect(parseX('XDevelopers')).toEqual(handle('xdevelopers'));
    expect(parseX('@XDevelopers')).toEqual(handle('xdevelopers'));
    expect(parseX('  @jack \n')).toEqual(handle('jack'));
    expect(parseX('_under_score_')).toEqual(handle('_under_score_'));
    expect(parseX('a')).toEqual(handle('a'));
    expect(parseX('abcdefghijklmno')).toEqual(handle('abcdefghijklmno'));
    expect(parseX('NASA')).toEqual(handle('nasa'));
  });

  it('reads profile links on x.com and twitter.com in the forms a browser or the app copies', () => {
    const forms = [
      'https://x.com/XDevelopers',
      'http://x.com/XDevelopers',
      'x.com/XDevelopers',
      'www.x.com/XDevelopers',
      'https://www.x.com/XDevelopers/',
      'https://twitter.com/XDevelopers',
      'twitter.com/xdevelopers',
      'https://www.twitter.com/XDevelopers',
      'https://mobile.twitter.com/XDevelopers',
      'mobile.x.com/XDevelopers',
      'https://m.twitter.com/XDevelopers',
      'HTTPS://X.COM/XDevelopers',
      'https://x.com/XDevelopers?s=21&t=AbCdEf123',
      'https://x.com/XDevelopers#top',
      'https://x.com/@XDevelopers',
      'https://twitter.com/#!/XDevelopers',
    ];
    for (const form of forms) expect(parseX(form), form).toEqual(handle('xdevelopers'));
  });

  it("reads a post's link, or a profile tab's, as its author", () => {
    expect(parseX('https://x.com/XDevelopers/status/1861506457395953853')).toEqual(handle('xdevelopers'));
    expect(parseX('https://twitter.com/jack/status/20?lang=en')).toEqual(handle('jack'));
    expect(parseX('x.com/XDevelopers/with_replies')).toEqual(handle('xdevelopers'));
    expect(parseX('https://x.com/XDevelopers/media')).toEqual(handle('xdevelopers'));
    expect(parseX('https://x.com/XDevelopers/status/1861506457395953853/photo/1')).toEqual(
      handle('xdevelopers'),
    );
  });

  it("reads X's id links and Web Intent links", () => {
    expect(parseX('https://x.com/i/user/2244994945')).toEqual(id('2244994945'));
    expect(parseX('twitter.com/i/user/783214')).toEqual(id('783214'));
    expect(parseX('https://twitter.com/intent/user?user_id=2244994945')).toEqual(id('2244994945'));
    expect(parseX('https://x.com/intent/user?screen_name=XDevelopers')).toEqual(handle('xdevelopers'));
    expect(parseX('https://twitter.com/intent/follow?screen_name=jack')).toEqual(handle('jack'));
  });

  it('reads an id written id:, and a number too long to be a username as an id', () => {
    expect(parseX('id:2244994945')).toEqual(id('2244994945'));
    expect(parseX('ID: 783214')).toEqual(id('783214'));
    expect(parseX('id:1')).toEqual(id('1'));
    expect(parseX('1861506457395953853')).toEqual(id('1861506457395953853'));
    expect(parseX('1234567890123456')).toEqual(id('1234567890123456'));
  });

  it('reads a bare number of up to 15 digits as a username, since usernames may be all digits', () => {
    expect(parseX('2244994945')).toEqual(handle('2244994945'));
    expect(parseX('@12345')).toEqual(handle('12345'));
    expect(parseX('x.com/123456789012345')).toEqual(handle('123456789012345'));
  });

  it('asks for something when given nothing', () => {
    expect(message('')).toMatch(/enter an x username/i);
    expect(message('   ')).toMatch(/enter an x username/i);
    expect(message('@')).toMatch(/after the @/i);
  });

  it('says what is wrong with a name X would not take', () => {
    expect(message('abcdefghijklmnop')).toMatch(/at most 15 characters/);
    expect(message('@averyveryverylongname')).toMatch(/at most 15 characters/);
    expect(message('@1234567890123456')).toMatch(/at most 15 characters/);
    expect(message('john.doe')).toMatch(/only letters, digits and underscores/);
    expect(message('john-doe')).toMatch(/only letters, digits and underscores/);
    expect(message('John Doe')).toMatch(/only letters, digits and underscores/);
    expect(message('@@jack')).toMatch(/only letters, digits and underscores/);
    expect(message('josé')).toMatch(/only letters, digits and underscores/);
    expect(message('x.com/jos%C3%A9')).toMatch(/only letters, digits and underscores/);
    expect(message('https://x.com/abcdefghijklmnopq')).toMatch(/at most 15 characters/);
  });

  it('refuses ids that are not X ids', () => {
    expect(message('id:')).toMatch(/up to 19 digits/);
    expect(message('id:abc')).toMatch(/up to 19 digits/);
    expect(message('id:12345678901234567890')).toMatch(/up to 19 digits/);
    expect(message('https://x.com/i/user/abc')).toMatch(/up to 19 digits/);
    expect(message('12345678901234567890')).toMatch(/at most 15 characters/);
  });

  it("refuses x.com's own pages, naming the page", () => {
    expect(message('https://x.com/home')).toMatch(/x\.com\/home is not a profile/);
    expect(message('x.com/explore')).toMatch(/x\.com\/explore is not a profile/);
    expect(message('https://x.com/search?q=countstream&src=typed_query')).toMatch(/search is not a profile/);
    expect(message('https://x.com/i/web/status/1861506457395953853')).toMatch(/x\.com\/i is not a profile/);
    expect(message('https://x.com/hashtag/SubathonNight')).toMatch(/hashtag is not a profile/);
    expect(message('https://twitter.com/notifications')).toMatch(/notifications is not a profile/);
    expect(message('https://x.com/settings/profile')).toMatch(/settings is not a profile/);
    expect(message('https://x.com/intent/post?text=hi')).toMatch(/intent is not a profile/);
  });

  it('refuses a link to x.com that names no account', () => {
    expect(message('https://x.com')).toMatch(/does not name an account/);
    expect(message('x.com/')).toMatch(/does not name an account/);
    expect(message('https://twitter.com/?lang=en')).toMatch(/does not name an account/);
  });

  it('refuses links to other sites, even ones that look like X', () => {
    const notX = 'That is not an X username, user id or profile link.';
    expect(message('https://www.youtube.com/@XDevelopers')).toBe(notX);
    expect(message('instagram.com/xdevelopers')).toBe(notX);
    expect(message('https://bsky.app/profile/jay.bsky.team')).toBe(notX);
    expect(message('https://notx.com/XDevelopers')).toBe(notX);
    expect(message('https://x.company.com/XDevelopers')).toBe(notX);
    expect(message('www.twitch.tv/xdevelopers')).toBe(notX);
    expect(message('https://t.co/AbCdEf')).toBe(notX);
  });
});
