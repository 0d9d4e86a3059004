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
      '/auth/reset',
      '',
    ]) {
      expect(readReturnPath(`?next=${encodeURIComponent(next)}`), next).toBeNull();
    }
    expect(readReturnPath('')).toBeNull();
  });

  it('lets a path that only starts like /auth through', () => {
    expect(readReturnPath('?next=%2Fauthors')).toBe('/authors');
    expect(readReturnPath('?next=%2F')).toBe('/');
  });

  it('builds the sign-in address with the path encoded', () => {
    expect(signInPath('/a b?c=1&d')).toBe('/auth?next=%2Fa%20b%3Fc%3D1%26d');
  });
});
