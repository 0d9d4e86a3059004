import { describe, expect, it } from 'vitest';
import { normalizePath, type PathRules } from './request-path';

const DEFAULTS: PathRules = {
  caseSensitive: true,
  ignoreDuplicateSlashes: false,
  ignoreTrailingSlash: false,
  useSemicolonDelimiter: false,
};

describe('normalizePath', () => {
  it('decodes the path as routing does and drops the query', () => {
    expect(normalizePath('/%61pi/logout?x=%61', DEFAULTS)).toBe('/api/logout');
    expect(normalizePath('/%65mbed/abc#frag', DEFAULTS)).toBe('/embed/abc');
    expect(normalizePath('/api/hooks/%74ok/increment', DEFAULTS)).toBe('/api/hooks/tok/increment');
    // Reserved characters stay encoded, as find-my-way keeps them: %2F is no path separator.
    expect(normalizePath('/api%2Flogout', DEFAULTS)).toBe('/api%2Flogout');
    expect(normalizePath('/%zz/api', DEFAULTS)).toBe('/%zz/api'); // undecodable: the router says 400
  });

  it('follows the router options for slashes, case and semicolons', () => {
    expect(normalizePath('//api//logout/', DEFAULTS)).toBe('//api//logout/');
    const loose = {
      caseSensitive: false,
      ignoreDuplicateSlashes: true,
      ignoreTrailingSlash: true,
      useSemicolonDelimiter: true,
    };
    expect(normalizePath('//API//Logout/;jsessionid=1', loose)).toBe('/api/logout');
  });
});
