import { describe, expect, it } from 'vitest';
import { describeBrokenReason } from './broken-reason';

describe('describeBrokenReason', () => {
  it('says a known code in plain words and keeps an unknown one', () => {
    expect(describeBrokenReason('authorization_revoked')).toContain('password change');
    expect(describeBrokenReason('something_new')).toBe('something_new');
  });
});
