import { describe, expect, it } from 'vitest';
import { describeFace } from './display-model';

describe('screen-reader text of a face', () => {
  it('says 1 sec and 1 day, not 1 secs', () => {
    const face = {
      kind: 'countdown' as const,
      parts: [
        { value: '01', label: 'days' as const },
        { value: '00', label: 'hours' as const },
        { value: '02', label: 'mins' as const },
        { value: '01', label: 'secs' as const },
      ],
    };
    expect(describeFace(face, 'en-US')).toBe('1 day, 0 hours, 2 mins, 1 sec');
  });
});
