import { describe, expect, it } from 'vitest';
import { parseYoutube } from './youtube';

const ID = 'UCX6OQ3DkcsbYNE6H8uQQuVA';

function accepted(input: string) {
  const r = parseYoutube(input);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(input)}: ${r.message}`);
  return r.account;
}
function refused(input: string): string {
  const r = parseYoutube(input);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(input)} as ${JSON.stringify(r.account)}`);
  return r.message;
}

describe('parseYoutube: handles', () => {
  it.each([
    ['@MrBeast', 'mrbeast'],
    ['MrBeast', 'mrbeast'],
    ['  @GoogleDevelopers  ', 'googledevelopers'],
    ['@mkbhd', 'mkbhd'],
    ['@Veritasium', 'veritasium'],
    ['@kurzgesagt', 'kurzgesagt'],
    ['@linus.tech.tips', 'linus.tech.tips'],
    ['@the_slow_mo_guys', 'the_slow_mo_guys'],
    ['@tom-scott', 'tom-scott'],
    ['@abc', 'abc'],
    ['@a23456789012345678901234567890', 'a23456789012345678901234567890'],
    ['@123', '123'],
    ['@ヒカキン', 'ヒカキン'],
    ['@Ünïcödé_Kanal', 'ünïcödé_kanal'],
    ['@marie·claire', 'marie·claire'],
  ])('%s is the handle %s', (input, value) => {
    expect(accepted(input)).toEqual({ kind: 'handle', value });
  });

  it.each([
    ['https://www.youtube.com/@MrBeast', 'mrbeast'],
    ['http://youtube.com/@MrBeast', 'mrbeast'],
    ['youtube.com/@MrBeast', 'mrbeast'],
    ['www.youtube.com/@MrBeast/', 'mrbeast'],
    ['https://m.youtube.com/@MrBeast', 'mrbeast'],
    ['m.youtube.com/@mrbeast/videos', 'mrbeast'],
    ['https://www.youtube.com/@MrBeast/featured', 'mrbeast'],
    ['https://www.youtube.com/@MrBeast/shorts', 'mrbeast'],
    ['https://www.youtube.com/@MrBeast?si=AbCdEf123', 'mrbeast'],
    ['https://www.youtube.com/@MrBeast/videos?view=0&sort=p#top', 'mrbeast'],
    ['HTTPS://WWW.YOUTUBE.COM/@MrBeast', 'mrbeast'],
    ['https://www.youtube.com/@%E3%83%92%E3%82%AB%E3%82%AD%E3%83%B3', 'ヒカキン'],
  ])('the link %s is the handle %s', (input, value) => {
    expect(accepted(input)).toEqual({ kind: 'handle', value });
  });
});

describe('parseYoutube: channel ids', () => {
  it.each([
    ID,
    `  ${ID} `,
    `https://www.youtube.com/channel/${ID}`,
    `youtube.com/channel/${ID}`,
    `https://m.youtube.com/channel/${ID}/videos`,
    `https://www.youtube.com/channel/${ID}/featured?sub_confirmation=1`,
    `www.youtube.com/channel/${ID}/`,
  ])('%s is the channel id', (input) => {
    expect(accepted(input)).toEqual({ kind: 'id', value: ID });
  });

  it('keeps the id exactly as written (ids are case-sensitive)', () => {
    expect(accepted('UC_x5XG1OV2P6uZZ5FSM9Ttw')).toEqual({ kind: 'id', value: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' });
    expect(accepted('UC-lHJZR3Gqxm24_Vd_AJ5Yw')).toEqual({ kind: 'id', value: 'UC-lHJZR3Gqxm24_Vd_AJ5Yw' });
  });

  it('reads a UC-like text written with @ as a handle', () => {
    expect(accepted(`@${ID}`)).toEqual({ kind: 'handle', value: ID.toLowerCase() });
  });
});

describe('parseYoutube: refusals', () => {
  it('asks for something when nothing was pasted', () => {
    expect(refused('')).toMatch(/handle, channel id or channel link/);
    expect(refused('   ')).toMatch(/handle, channel id or channel link/);
  });

  it.each(['@ab', 'ab', '@a234567890123456789012345678901'])('%s has the wrong length', (input) => {
    expect(refused(input)).toBe('A YouTube handle has 3 to 30 characters.');
  });

  it.each(['@mr$beast', '@mr+beast', 'hello!', '@mr/beast', '@@mrbeast', '@...', '@___', '@mr#beast'])(
    '%s has characters no handle has',
    (input) => {
      expect(refused(input)).toMatch(/handle|YouTube/);
    },
  );

  it('says the handle is missing after a lone @', () => {
    expect(refused('@')).toMatch(/after the "@"/);
  });

  it('recognises a channel name with spaces', () => {
    expect(refused('Mr Beast')).toMatch(/channel name/);
    expect(refused('@Mr Beast')).toMatch(/channel name/);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ?t=42',
    'https://www.youtube.com/shorts/abcdefghijk',
    'https://www.youtube.com/live/abcdefghijk',
    'https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('%s is a video link', (input) => {
    expect(refused(input)).toMatch(/video, not to a channel/);
  });

  it.each([
    'https://www.youtube.com/user/GoogleDevelopers',
    'https://www.youtube.com/c/GoogleDevelopers',
    'youtube.com/c/LinusTechTips/videos',
    'https://www.youtube.com/GoogleDevelopers',
  ])('%s is a legacy link, refused with a way out', (input) => {
    expect(refused(input)).toMatch(/@handle or its youtube\.com\/channel\//);
  });

  it.each([
    'https://www.youtube.com/channel/',
    'https://www.youtube.com/channel/UCshort',
    `https://www.youtube.com/channel/${ID}x`,
    'https://www.youtube.com/channel/XX6OQ3DkcsbYNE6H8uQQuVA1',
  ])('%s has no channel id', (input) => {
    expect(refused(input)).toMatch(/no channel id/);
  });

  it.each([
    'https://www.twitch.tv/somebody',
    'https://x.com/MrBeast',
    'https://youtube.com.evil.example/@MrBeast',
    'https://music.youtube.com/channel/UCX6OQ3DkcsbYNE6H8uQQuVA',
    'ftp://youtube.com/@MrBeast',
    'https://',
    'https://www.youtube.com/%E0%A4%A',
  ])('%s is not a YouTube channel link', (input) => {
    expect(refused(input)).toBe('That is not a YouTube handle, channel id or channel link.');
  });

  it('says a bare youtube.com has no channel in it', () => {
    expect(refused('https://www.youtube.com/')).toMatch(/no channel in it/);
    expect(refused('youtube.com')).toMatch(/no channel in it/);
  });

  it('refuses a handle in a link when the handle itself is wrong', () => {
    expect(refused('https://www.youtube.com/@ab')).toBe('A YouTube handle has 3 to 30 characters.');
  });
});
