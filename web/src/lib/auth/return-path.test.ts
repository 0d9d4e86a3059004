import { describe, expect, it } from 'vitest';
import { readReturnPath, signInPath } from './return-path';

// The page the app opens after signing in comes from the address bar (`/auth?next=…`), so anyone can
// write it into a link. The rule it shares with the OAuth way back is tested spelling by spelling in
// core/routes/return-path.test.ts; these are the sign-in page's own cases.

const ORIGIN = 'http://localhost:3000';
const read = (next: string) => readReturnPath(`?next=${encodeURIComponent(next)}`, ORIGIN);

describe('readReturnPath', () => {
  it('returns a path on this site', () => {
    expect(readReturnPath('?next=%2Fcounter%2Fabc%2Fedit', ORIGIN)).toBe('/counter/abc/edit');
    expect(readReturnPath(signInPath('/admin?tab=x').slice('/auth'.length), ORIGIN)).toBe('/admin?tab=x');
    expect(read('/counter/abc?x=1#y')).toBe('/counter/abc?x=1#y');
  });

  it('returns it normalised, the way the browser would read it', () => {
    expect(read('/counter/./abc/../abc/edit')).toBe('/counter/abc/edit');
    expect(read(`${ORIGIN}/dashboard`)).toBe('/dashboard');
  });

  it('refuses anything that could leave the site or loop', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      // Spellings that only lead elsewhere once normalised.
      '/.//evil.example/x',
      '/x/../..//evil.example',
      '/\t/evil.example',
      '/%2F/evil.example',
      'javascript:alert(1)',
      'https://localhost:3000/x',
      ' /x',
      'admin',
      '/auth',
      '/auth?next=/x',
      '/auth/reset',
      '/auth#x',
      '/./auth',
      '',
    ]) {
      expect(read(next), next).toBeNull();
    }
    expect(readReturnPath('', ORIGIN)).toBeNull();
  });

  it('lets a path that only starts like /auth through', () => {
    expect(readReturnPath('?next=%2Fauthors', ORIGIN)).toBe('/authors');
    expect(readReturnPath('?next=%2F', ORIGIN)).toBe('/');
  });

  it('builds the sign-in address with the path encoded', () => {
    expect(signInPath('/a b?c=1&d')).toBe('/auth?next=%2Fa%20b%3Fc%3D1%26d');
  });
});
