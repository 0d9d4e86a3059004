import { describe, expect, it } from 'vitest';
import { readReturnPath, signInPath } from './return-path';

describe('readReturnPath', () => {
  it('returns a path on this site', () => {
    expect(readReturnPath('?next=%2Fcounter%2Fabc%2Fedit')).toBe('/counter/abc/edit');
    expect(readReturnPath(signInPath('/admin?tab=x').slice('/auth'.length))).toBe('/admin?tab=x');
  });

  it('refuses anything that could leave the site or loop', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'admin',
      '/auth',
      '/auth?next=/x',
    ]) {
      expect(readReturnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(readReturnPath('')).toBeNull();
  });
});
