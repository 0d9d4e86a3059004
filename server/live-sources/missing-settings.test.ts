import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { missingSettings } from './missing-settings';

describe('missingSettings', () => {
  const missing = missingSettings('TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET');
  it('names each setting not set, joined with "and", and null when all are', () => {
    expect(missing({} as Config)).toBe('TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET');
    expect(missing({ TIKTOK_CLIENT_KEY: 'k', TIKTOK_CLIENT_SECRET: '' } as Config)).toBe(
      'TIKTOK_CLIENT_SECRET',
    );
    expect(missing({ TIKTOK_CLIENT_KEY: 'k', TIKTOK_CLIENT_SECRET: 's' } as Config)).toBeNull();
  });
});
