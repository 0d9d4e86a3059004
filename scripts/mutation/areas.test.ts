import { describe, expect, it } from 'vitest';
import { AREAS, coversCiAreas, type MutationArea } from './areas';

const area = (name: string) => AREAS.find((a) => a.name === name)!;
const plan = (entries: [string, string[]][]) =>
  new Map<MutationArea, string[]>(entries.map(([name, files]) => [area(name), files]));

describe('the baseline of CI’s changed-files run', () => {
  it('moves only after a whole run of every area CI checks', () => {
    expect(
      coversCiAreas(
        plan([
          ['core', []],
          ['billing-auth', []],
        ]),
      ),
    ).toBe(true);
    expect(coversCiAreas(plan(AREAS.map((a) => [a.name, []])))).toBe(true);
  });

  it('stays for one area, a web run, or a run of chosen files', () => {
    expect(coversCiAreas(plan([['web', []]]))).toBe(false);
    expect(coversCiAreas(plan([['core', []]]))).toBe(false);
    expect(
      coversCiAreas(
        plan([
          ['core', []],
          ['billing-auth', ['server/auth/passwords.ts']],
        ]),
      ),
    ).toBe(false);
  });
});
