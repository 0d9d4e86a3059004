import { describe, expect, it } from 'vitest';
import { connectedAccountParser, pickConnectedMessage } from './connected';

const parse = connectedAccountParser('x');

describe('connectedAccountParser: the id of a connected account', () => {
  it.each([
    ['17841400000000001', '17841400000000001'],
    [' 123 ', '123'],
    ['a', 'a'],
    ['Ab_9.-:z', 'Ab_9.-:z'],
    ['x'.repeat(128), 'x'.repeat(128)],
  ])('keeps %j as the id %j', (input, value) => {
    expect(parse(input)).toEqual({ ok: true, account: { kind: 'id', value } });
  });

  it.each(['', '   ', '@someone', 'https://www.instagram.com/someone', 'two words', 'x'.repeat(129)])(
    'refuses %j with the picker message',
    (input) => {
      expect(parse(input)).toEqual({ ok: false, message: 'Pick one of your connected X accounts.' });
    },
  );

  it('names the platform in its message', () => {
    expect(pickConnectedMessage('youtube')).toBe('Pick one of your connected YouTube accounts.');
  });
});
