import { describe, expect, it } from 'vitest';
import { counterEventBodySchema, EVENT_BODY_MESSAGES } from './subathon';

const messages = (body: unknown) =>
  counterEventBodySchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe('the events body', () => {
  it('takes an id, user and message of any well-formed text, emoji included', () => {
    const body = { id: 'evt-😀-1', type: 'tip', amount: 5, user: 'Zoë 😀', message: 'Danke! 🎉' };
    expect(counterEventBodySchema.parse(body)).toMatchObject(body);
  });

  // Stored, a lone surrogate becomes U+FFFD: the id read back would not be the id sent.
  it.each(['id', 'user', 'message'] as const)(
    'refuses half of a surrogate pair in %s, naming the field',
    (field) => {
      for (const bad of ['\ud800', 'a\udc00b', '😀'.slice(0, 1)]) {
        const body = { id: 'evt-1', type: 'tip', [field]: bad };
        expect(messages(body)).toEqual([EVENT_BODY_MESSAGES.text(field)]);
      }
    },
  );
});
